import Puzzle
import Testing

@Suite("Puzzle list lines: odd counts and long lines")
struct PuzzleRecordHostileTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test(arguments: ["-5", "-2", "-100"])
  func refusesANegativeCountOtherThanMinusOne(_ count: String) {
    #expect(throws: PuzzleError.badExpectedCount(count)) {
      try PuzzleRecord(line: "\(Self.board) \(count) source")
    }
  }

  @Test func readsMinusOneAsUnsolvable() throws {
    let record = try PuzzleRecord(line: "\(Self.board) -1 source")
    #expect(record?.expectation == .unsolvable)
  }

  @Test(arguments: ["99999999999999999999", "-99999999999999999999"])
  func refusesACountTooLargeInsteadOfIgnoringIt(_ count: String) {
    #expect(throws: PuzzleError.badExpectedCount(count)) {
      try PuzzleRecord(line: "\(Self.board) \(count)")
    }
  }

  @Test func cutsALongLineInItsMessage() {
    let line = String(repeating: "z", count: 10_000)
    let error = #expect(throws: PuzzleError.self) { try PuzzleRecord(line: line) }
    let message = error?.description ?? ""
    #expect(message.count < 300, "\(message.count) characters")
    #expect(message.contains("(10000 characters)"))
  }

  @Test func badCountMessageSaysWhatIsAllowed() {
    #expect(
      PuzzleError.badExpectedCount("-5").description
        == "expected move count -5 is not a move count (0 or more) nor -1 (unsolvable); fix "
        + "the count")
  }
}
