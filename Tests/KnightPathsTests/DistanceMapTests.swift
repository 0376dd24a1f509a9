import Testing

@testable import KnightPaths

@Suite("Knight distances")
struct DistanceMapTests {
  @Test("BFS distances equal relaxation distances for every pair", arguments: 3...16)
  func matchesRelaxationForEveryPair(size: Int) throws {
    let board = try Reference.board(size)
    for goal in Reference.squares(of: board) {
      let map = DistanceMap(board: board, goal: goal)
      let reference = Reference.relaxedDistances(size: size, goal: goal)
      for start in Reference.squares(of: board) {
        let expected = reference[start.row * size + start.column]
        #expect(map.distance(from: start) == expected, "\(start) to \(goal) on \(board)")
      }
    }
  }

  @Test func infiniteBoardFormulaMatchesPublishedValues() {
    // Test cases published with the "Knight Distance" puzzle (x, y -> moves).
    let published: [(Int, Int, Int)] = [
      (0, 0, 0), (0, 1, 3), (0, 2, 2), (1, 1, 2), (1, 2, 1), (3, 3, 2), (4, 0, 2), (42, 22, 22),
      (84, 73, 53), (45, 66, 37), (99, 99, 66), (-45, -91, 46), (-81, 1, 42), (11, -2, 7),
    ]
    for (x, y, moves) in published {
      #expect(Reference.infiniteBoardDistance(rows: x, columns: y) == moves, "(\(x), \(y))")
    }
  }

  @Test(
    "BFS distances equal the infinite-board formula away from the edges",
    arguments: [
      (64, Square(row: 2, column: 2)), (64, Square(row: 61, column: 61)),
      (64, Square(row: 31, column: 40)), (64, Square(row: 2, column: 60)),
      (40, Square(row: 20, column: 20)),
    ])
  func matchesClosedFormAwayFromEdges(size: Int, goal: Square) throws {
    // The formula holds on a finite board once both squares are at least two squares from
    // every edge: the detours a shortest route needs stay within two squares of the box
    // spanned by start and goal.
    let board = try Reference.board(size)
    let map = DistanceMap(board: board, goal: goal)
    let interior = 2..<(size - 2)
    var compared = 0
    var farApart = 0
    for row in interior {
      for column in interior {
        let start = Square(row: row, column: column)
        let expected = Reference.infiniteBoardDistance(
          rows: start.row - goal.row, columns: start.column - goal.column)
        #expect(map.distance(from: start) == expected, "\(start) to \(goal) on \(board)")
        compared += 1
        if expected >= size / 4 { farApart += 1 }
      }
    }
    #expect(compared == (size - 4) * (size - 4))
    #expect(farApart > 0)
  }

  @Test func cornerToDiagonalNeighbourNeedsFourMovesUnlikeInfiniteBoard() throws {
    let board = try Reference.board(8)
    let map = DistanceMap(board: board, goal: try board.square("b2"))
    #expect(map.distance(from: try board.square("a1")) == 4)
    #expect(Reference.infiniteBoardDistance(rows: 1, columns: 1) == 2)
  }

  @Test func centreOfThreeByThreeIsUnreachable() throws {
    let board = try Reference.board(3)
    let map = DistanceMap(board: board, goal: try board.square("b2"))
    #expect(map.reachableCount == 1)
    for start in Reference.squares(of: board) where start != map.goal {
      #expect(map.distance(from: start) == nil)
      #expect(map.outcome(from: start, maxMoves: 10) == .unreachable)
      #expect(map.routeCount(from: start) == .zero)
      #expect(Array(map.shortestRoutes(from: start)).isEmpty)
    }
  }

  @Test func everySquareOfLargerBoardsIsReachable() throws {
    for size in 4...16 {
      let board = try Reference.board(size)
      #expect(
        DistanceMap(board: board, goal: Square(row: 0, column: 0)).reachableCount
          == size * size)
    }
  }

  @Test func outcomeReportsTrueDistanceBeyondTheLimit() throws {
    let board = try Reference.board(8)
    let map = DistanceMap(board: board, goal: try board.square("h8"))
    let start = try board.square("a1")
    #expect(map.outcome(from: start, maxMoves: 5) == .beyondLimit(distance: 6))
    #expect(map.outcome(from: start, maxMoves: 5).distance == 6)
    let found = map.outcome(from: start, maxMoves: 6)
    #expect(found.distance == 6)
    #expect(found == .found(route: try #require(map.shortestRoute(from: start))))
  }

  @Test func sameSquareIsZeroMoves() throws {
    let board = try Reference.board(8)
    let square = try board.square("d4")
    let map = DistanceMap(board: board, goal: square)
    #expect(map.outcome(from: square, maxMoves: 0) == .found(route: [square]))
    #expect(map.routeCount(from: square) == 1)
    #expect(Array(map.shortestRoutes(from: square)) == [[square]])
  }
}
