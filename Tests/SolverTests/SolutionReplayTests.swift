import Puzzle
import Solver
import Testing

@Suite("Solution replay")
struct SolutionReplayTests {
  static let puzzle = "oooxoooooBooAAoBoooooBoooooooooooooo"

  @Test func replayRebuildsTheSolversBoards() throws {
    let puzzle = try Puzzle(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let solution = try #require(Solver.solve(puzzle).solution)
    let replayed = try Solution(replaying: solution.moves, from: puzzle)
    #expect(replayed == solution)
    #expect(replayed.solves(puzzle))
  }

  @Test func replayRejectsTheFirstIllegalMove() throws {
    let puzzle = try Puzzle(notation: Self.puzzle)
    let move = Move(block: "A", direction: .right, distance: 4)
    #expect(throws: PuzzleError.illegalMove(move, .blocked(by: "B", at: Cell(row: 2, column: 3)))) {
      try Solution(replaying: [move], from: puzzle)
    }
  }

  @Test func legalMovesThatDoNotFreeThePrisonerAreNoSolution() throws {
    let puzzle = try Puzzle(notation: Self.puzzle)
    let partial = try Solution(
      replaying: [Move(block: "B", direction: .down, distance: 2)], from: puzzle)
    #expect(!partial.solves(puzzle))
  }
}
