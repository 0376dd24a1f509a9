import Puzzle
import Testing

@Suite("Puzzle list lines")
struct PuzzleRecordTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test func readsBoardMovesSource() throws {
    let record = try #require(try PuzzleRecord(line: "\(Self.board) 23 unblock-me/I-4 (x 51)"))
    #expect(record.board.notation == Self.board)
    #expect(record.expectation == .moves(23))
  }

  @Test func readsMovesBoardCluster() throws {
    let record = try #require(try PuzzleRecord(line: "07 \(Self.board) 41000"))
    #expect(record.expectation == .moves(7))
  }

  @Test func minusOneMeansUnsolvable() throws {
    let record = try #require(try PuzzleRecord(line: "\(Self.board)\t-1\tsource"))
    #expect(record.expectation == .unsolvable)
    #expect(record.expectation?.description == "-1")
  }

  @Test func bareBoardHasNoExpectation() throws {
    let record = try #require(try PuzzleRecord(line: "  \(Self.board)  "))
    #expect(record.expectation == nil)
  }

  @Test(arguments: ["", "   ", "# a comment", "#\(Self.board) 3"])
  func skipsBlankAndCommentLines(line: String) throws {
    #expect(try PuzzleRecord(line: line) == nil)
  }

  @Test func rejectsLineWithoutBoard() {
    #expect(throws: PuzzleError.noBoardInLine("ooAA 3 short")) {
      try PuzzleRecord(line: "ooAA 3 short")
    }
  }

  @Test func reportsTheBoardsOwnFault() {
    let broken = "ooBoooooooooAAoooooooooooooooooooooo"
    #expect(throws: PuzzleError.loneCell(letter: "B", at: Cell(row: 0, column: 2))) {
      try PuzzleRecord(line: "\(broken) 3")
    }
  }
}
