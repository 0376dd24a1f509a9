import Puzzle
import Testing

@Suite("Moves on a board")
struct BoardMoveTests {
  static let board = "ooBoooooBoooAABooooooooooooooooxoooo"

  @Test func slidesBlockOverEmptyCells() throws {
    let board = try Board(notation: Self.board)
    #expect(
      try board.applying(Move(block: "B", direction: .down, distance: 3)).notation
        == "ooooooooooooAAooooooBoooooBooooxBooo")
  }

  @Test func movedBoardEqualsTheBoardParsedFromItsNotation() throws {
    var board = try Board(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    for text in ["D up 1", "K left 1", "L left 1", "G down 1", "I down 1", "A left 1"] {
      board = try board.applying(Move(parsing: text))
      let parsed = try Board(notation: board.notation)
      #expect(board.blocks == parsed.blocks, "after \(text)")
    }
  }

  @Test func rejectsEveryKindOfIllegalMove() throws {
    let board = try Board(notation: Self.board)
    let cases: [(Move, PuzzleError.MoveFault)] = [
      (Move(block: "Z", direction: .up, distance: 1), .noSuchBlock),
      (Move(block: "x", direction: .up, distance: 1), .noSuchBlock),
      (Move(block: "B", direction: .left, distance: 1), .wrongDirection),
      (Move(block: "B", direction: .down, distance: 0), .notPositive),
      (Move(block: "B", direction: .up, distance: 1), .offBoard),
      (
        Move(block: "A", direction: .right, distance: 1),
        .blocked(by: "B", at: Cell(row: 2, column: 2))
      ),
      (Move(block: "B", direction: .down, distance: 4), .offBoard),
    ]
    for (move, fault) in cases {
      #expect(throws: PuzzleError.illegalMove(move, fault)) { try board.applying(move) }
    }
  }

  @Test func puzzleIsSolvedWhenPrisonerTouchesExitEdge() throws {
    let right = try Puzzle(notation: "ooooooooooooooooAAoooooooooooooooooo")
    #expect(right.isSolved)
    let left = try Puzzle(notation: right.board.notation, exit: Exit(side: .left, row: 2))
    #expect(!left.isSolved)
    let moved = try left.applying(Move(block: "A", direction: .left, distance: 4))
    #expect(moved.isSolved)
    #expect(!(try Puzzle(notation: "ooooooooooooAAoooooooooooooooooooooo").isSolved))
  }
}
