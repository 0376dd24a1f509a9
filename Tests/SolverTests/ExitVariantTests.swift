import Puzzle
import Solver
import Testing

@Suite("Exits on either side of any row, fixed blocks")
struct ExitVariantTests {
  /// Solves and checks the exact moves, hand-worked for each board.
  func expectMoves(_ notation: String, exit: String, _ expected: [String]) throws {
    let puzzle = try Puzzle(notation: notation, exit: Exit(parsing: exit))
    let solution = try #require(Solver.solve(puzzle).solution)
    #expect(solution.moves.map(\.description) == expected)
    #expect(Puzzle.isSolved(try #require(solution.boards.last), exit: puzzle.exit))
  }

  @Test func leftExitNeedsOneSlideLeft() throws {
    // ......
    // ......
    // ..AA..   <- exit on the left
    try expectMoves("oooooooooooooAAooooooooooooooooooooo", exit: "left:2", ["A left 1"])
    try expectMoves("oooooooooooooAAooooooooooooooooooooo", exit: "right:2", ["A right 3"])
  }

  @Test func prisonerAlreadyAtTheEdgeNeedsNoMove() throws {
    let puzzle = try Puzzle(
      notation: "ooooooooooooAAoooooooooooooooooooooo", exit: Exit(parsing: "left:2"))
    let result = Solver.solve(puzzle)
    #expect(result.moveCount == 0)
    #expect(result.solution?.boards == [])
  }

  @Test func exitInTheTopRowBehindAVerticalBlock() throws {
    // AA..B.
    // ....B.
    // ....B.   B must leave row 0; x stops it after one step down
    // ......
    // ....x.
    try expectMoves(
      "AAooBoooooBoooooBoooooooooooxooooooo", exit: "right:0", ["B down 1", "A right 4"])
  }

  @Test func fixedBlockForcesTheLongWayRound() throws {
    // ...x..
    // ...B..
    // AA.B..   B cannot go up past x: it slides down 2 in one move
    // ...B..
    try expectMoves(
      "oooxoooooBooAAoBoooooBoooooooooooooo", exit: "right:2", ["B down 2", "A right 4"])
  }

  @Test func leftExitInTheBottomRowWithBlockers() throws {
    // ......
    // ......
    // x.....
    // BB.x..   B frees (3,0) by one step right; x at (2,0) stops C after one step up
    // C.....
    // C..AA.   <- exit on the left of row 5
    try expectMoves(
      "ooooooooooooxoooooBBoxooCoooooCooAAo", exit: "left:5",
      ["B right 1", "C up 1", "A left 3"])
  }

  @Test func fixedBlockInTheExitRowMakesItUnsolvable() throws {
    // AA.x..  : A reaches offsets 0 and 1 only
    let puzzle = try Puzzle(notation: "ooooooooooooAAoxoooooooooooooooooooo")
    let result = Solver.solve(puzzle)
    #expect(!result.isSolvable)
    #expect(result.reachablePositions == 2)
  }

  @Test func unsolvableCountsEveryReachablePosition() throws {
    // A vertical B of length 3 in column 4 on rows 0-2 can reach offsets 0-3 (4 places) and
    // A 0-2 when B is off row 2 — the fixed block at (2,5) keeps A from the edge.
    let puzzle = try Puzzle(notation: "ooooBoooooBoAAooBxoooooooooooooooooo")
    let result = Solver.solve(puzzle)
    #expect(!result.isSolvable)
    // B at rows 0-2 (blocks row 2): A at 0..2 => 3; B at 1-3, 2-4: same 3 each;
    // B at 3-5: A at 0..3 => 4. Total 13.
    #expect(result.reachablePositions == 13)
  }
}
