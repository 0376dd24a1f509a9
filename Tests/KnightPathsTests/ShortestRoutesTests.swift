import Testing

@testable import KnightPaths

@Suite("Shortest routes and their counts")
struct ShortestRoutesTests {
  /// Checks that `route` is a legal knight route of `length` moves from `start` to `goal`.
  func expectLegal(
    _ route: [Square], on board: KnightBoard, from start: Square, to goal: Square, length: Int
  ) {
    #expect(route.first == start)
    #expect(route.last == goal)
    #expect(route.count == length + 1)
    for square in route {
      #expect(square.row >= 0 && square.row < board.size, "\(square) off \(board)")
      #expect(square.column >= 0 && square.column < board.size, "\(square) off \(board)")
    }
    for (from, to) in zip(route, route.dropFirst()) {
      let rows = abs(from.row - to.row)
      let columns = abs(from.column - to.column)
      #expect(rows * columns == 2, "\(from) to \(to) is not a knight move")
    }
  }

  @Test("First route is legal and shortest for every pair", arguments: [3, 4, 5, 8, 11, 16])
  func firstRouteIsLegalAndShortest(size: Int) throws {
    let board = try Reference.board(size)
    for goal in Reference.squares(of: board) {
      let map = DistanceMap(board: board, goal: goal)
      for start in Reference.squares(of: board) {
        guard let distance = map.distance(from: start) else {
          #expect(map.shortestRoute(from: start) == nil)
          continue
        }
        let route = try #require(map.shortestRoute(from: start))
        expectLegal(route, on: board, from: start, to: goal, length: distance)
      }
    }
  }

  @Test("Routes and counts equal brute-force enumeration", arguments: 3...6)
  func routesEqualBruteForce(size: Int) throws {
    let board = try Reference.board(size)
    for goal in Reference.squares(of: board) {
      let map = DistanceMap(board: board, goal: goal)
      for start in Reference.squares(of: board) {
        guard let distance = map.distance(from: start) else { continue }
        let expected = Reference.bruteForceRoutes(
          size: size, from: start, to: goal, length: distance)
        let routes = Array(map.shortestRoutes(from: start))
        #expect(routes.count == expected.count, "\(start) to \(goal) on \(board)")
        #expect(Set(routes) == Set(expected), "\(start) to \(goal) on \(board)")
        #expect(map.routeCount(from: start) == RouteCount(UInt64(expected.count)))
        for route in routes {
          expectLegal(route, on: board, from: start, to: goal, length: distance)
        }
      }
    }
  }

  @Test func routesComeInMoveOrderWithoutRepeats() throws {
    let board = try Reference.board(8)
    let map = DistanceMap(board: board, goal: try board.square("h8"))
    let routes = Array(map.shortestRoutes(from: try board.square("a1")))
    #expect(Set(routes).count == routes.count)
    #expect(map.routeCount(from: try board.square("a1")) == RouteCount(UInt64(routes.count)))
    let order = routes.map { route in
      zip(route, route.dropFirst()).map { from, to in
        KnightBoard.moves.firstIndex { $0 == (to.row - from.row, to.column - from.column) } ?? -1
      }
    }
    #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })
    #expect(routes.first == map.shortestRoute(from: try board.square("a1")))
  }

  @Test(
    "Counts on large boards equal walk counting",
    arguments: [(64, "a1", "bl64"), (64, "a1", "bl1"), (40, "c3", "an40"), (16, "a1", "p16")])
  func countsEqualWalkCounting(size: Int, from: String, to: String) throws {
    // Independent count: walks of exactly d moves from the start, step by step, with no
    // distances. Any walk of d moves that ends on a goal at distance d is a shortest route.
    let board = try Reference.board(size)
    let start = try board.square(from)
    let goal = try board.square(to)
    let map = DistanceMap(board: board, goal: goal)
    let distance = try #require(map.distance(from: start))
    var walks = Array(repeating: RouteCount.zero, count: size * size)
    walks[start.row * size + start.column] = 1
    for _ in 0..<distance {
      var next = Array(repeating: RouteCount.zero, count: size * size)
      for index in walks.indices where !walks[index].isZero {
        let square = Square(row: index / size, column: index % size)
        for neighbour in Reference.neighbours(of: square, size: size) {
          next[neighbour.row * size + neighbour.column] += walks[index]
        }
      }
      walks = next
    }
    #expect(map.routeCount(from: start) == walks[goal.row * size + goal.column])
    #expect(!map.routeCount(from: start).isZero)
  }

  @Test func enumerationAgreesWithCountWhenRoutesAreMany() throws {
    let board = try Reference.board(16)
    let map = DistanceMap(board: board, goal: try board.square("p16"))
    let start = try board.square("b1")
    var listed: UInt64 = 0
    for route in map.shortestRoutes(from: start) {
      #expect(route.count == 12)
      listed += 1
    }
    #expect(RouteCount(listed) == map.routeCount(from: start))
    #expect(listed > 10_000)
  }
}
