import Corpus
import Foundation
import ImageCodecs
import Puzzle
import Regression
import Testing

@Suite("Comparing a label with a scan")
struct ComparisonTests {
  static let sample = CorpusSample(
    image: URL(fileURLWithPath: "/corpus/set/a.png"), label: nil, path: "set/a.png",
    folder: "set")

  static func board(_ notation: String) throws -> Board { try Board(notation: notation) }

  static func judge(_ label: Label, _ outcome: ScanOutcome) -> SampleResult {
    SampleComparison.result(
      sample: sample, label: .success(label), outcome: .success(outcome), seconds: 0.5)
  }

  @Test func boardsThatDifferOnlyInLettersAgree() throws {
    let expected = try Self.board("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let got = try Self.board("ooZYYYXoZWVVXAAWUooTooUSoTRRUSoQQPPo")
    #expect(SampleComparison.differences(expected: expected, got: got).isEmpty)
    let result = Self.judge(
      Label(puzzle: try Puzzle(board: expected)),
      ScanOutcome(puzzle: try Puzzle(board: got), confidence: 0.8))
    #expect(result.status == .pass)
    #expect(result.got?.board == expected.canonicalized().notation)
  }

  @Test func aMissingBlockDiffersOnlyOnItsOwnTiles() throws {
    // Without B, every later block is renamed canonically; aligned letters keep them apart.
    let expected = try Self.board("BBoooCoooooCAAooooDDoooooooEEooooooo")
    let got = try Self.board("oooooCoooooCAAooooDDoooooooEEooooooo")
    let differences = SampleComparison.differences(expected: expected, got: got)
    #expect(
      differences.map { "\($0.cell) \($0.expected) \($0.got)" } == ["(0,0) B o", "(0,1) B o"])
    #expect(differences.allSatisfy { $0.confidence == nil })
  }

  @Test func aDifferentExitFails() throws {
    let board = try Self.board("ooooooooooooooooooAAoooooooooooooooo")
    let result = Self.judge(
      Label(puzzle: try Puzzle(board: board, exit: Exit(side: .right, row: 3))),
      ScanOutcome(puzzle: try Puzzle(board: board, exit: Exit(side: .left, row: 3)), confidence: 1))
    #expect(result.failures == [SampleFailure(.exit, "exit: expected right:3, got left:3")])
    #expect(result.differences.isEmpty)
  }

  @Test func aRejectionPassesWhenTheScannerFindsNoBoard() {
    let result = Self.judge(
      .reject(note: "menu"), ScanOutcome(puzzle: nil, confidence: 0, error: "no board found"))
    #expect(result.status == .pass)
    #expect(result.expected?.reject == true && result.got?.reject == true)
  }

  @Test func aRejectionFailsWhenTheScannerReadsABoard() throws {
    let puzzle = try Puzzle(notation: "ooooooooooooAAoooooooooooooooooooooo")
    let result = Self.judge(.reject(note: "menu"), ScanOutcome(puzzle: puzzle, confidence: 0.8))
    #expect(
      result.failures == [
        SampleFailure(
          .unexpectedBoard,
          "expected a rejection, got a board (ooooooooooooAAoooooooooooooooooooooo right:2)")
      ])
    #expect(result.grade == .wrong && result.verdict == .read && result.readingCorrect == false)
  }

  @Test func anUncertainBoardWhereARejectionIsExpectedCountsAsTheRejection() throws {
    let puzzle = try Puzzle(notation: "ooooooooooooAAoooooooooooooooooooooo")
    let result = Self.judge(.reject(note: "menu"), ScanOutcome(puzzle: puzzle, confidence: 0.3))
    #expect(result.status == .pass && result.grade == .exact)
    #expect(result.verdict == .uncertain && result.readingCorrect == false)
  }

  @Test func anUncertainReadingIsRefusedNeverPassedEvenWhenRight() throws {
    let board = try Self.board("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let result = Self.judge(
      Label(puzzle: try Puzzle(board: board)),
      ScanOutcome(puzzle: try Puzzle(board: board), confidence: 0.31))
    #expect(result.status == .fail)
    #expect(result.grade == .refused && result.verdict == .uncertain)
    #expect(result.readingCorrect == true)
    #expect(
      result.failures == [
        SampleFailure(
          .uncertain,
          "uncertain: a board was read with confidence 0.31, below the least 0.50; refused")
      ])
  }

  @Test func theLeastConfidenceIsTheCallers() throws {
    let board = try Self.board("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let result = SampleComparison.result(
      sample: Self.sample, label: .success(Label(puzzle: try Puzzle(board: board))),
      outcome: .success(ScanOutcome(puzzle: try Puzzle(board: board), confidence: 0.31)),
      seconds: 0, minimumConfidence: 0.3, perturbation: .blur)
    #expect(result.status == .pass && result.grade == .exact && result.verdict == .read)
    #expect(result.caseName == "a.png [blur]" && result.caseFile == "set/a.png [blur]")
  }

  @Test func aConfidentWrongReadingIsWrong() throws {
    let expected = try Self.board("BBoooCoooooCAAooooDDoooooooEEooooooo")
    let got = try Self.board("oooooCoooooCAAooooDDoooooooEEooooooo")
    let result = Self.judge(
      Label(puzzle: try Puzzle(board: expected)),
      ScanOutcome(puzzle: try Puzzle(board: got), confidence: 0.9))
    #expect(result.grade == .wrong && result.readingCorrect == false)
    #expect(result.failures.map(\.kind) == [.board])
  }

  @Test func anUncertainWrongReadingIsRefusedAndStillShowsItsDifferences() throws {
    let expected = try Self.board("BBoooCoooooCAAooooDDoooooooEEooooooo")
    let got = try Self.board("oooooCoooooCAAooooDDoooooooEEooooooo")
    let result = Self.judge(
      Label(puzzle: try Puzzle(board: expected)),
      ScanOutcome(puzzle: try Puzzle(board: got), confidence: 0.2))
    #expect(result.grade == .refused && result.readingCorrect == false)
    #expect(result.failures.map(\.kind) == [.uncertain, .board])
    #expect(result.differences.count == 2)
  }

  @Test func noBoardIsRefusedAndAnUnreadableImageToo() throws {
    let label = Label(puzzle: try Puzzle(notation: "ooooooooooooAAoooooooooooooooooooooo"))
    let none = Self.judge(label, ScanOutcome(puzzle: nil, confidence: 0, error: "no board"))
    #expect(none.grade == .refused && none.verdict == .refused && none.readingCorrect == nil)
    let unreadable = SampleComparison.result(
      sample: Self.sample, label: .success(label),
      outcome: .failure(.truncated(path: "set/a.png", format: .png, detail: "end")), seconds: 0)
    #expect(unreadable.grade == .refused && unreadable.verdict == nil)
  }

  @Test func noBoardComparesTileClassesWhenTheBoardWasLocated() throws {
    let puzzle = try Puzzle(notation: "BBooooooooooAAoooooooooooooooooooooo")
    var classes = Array("##ooooooooooAAoooooooooooooooooooooo")
    classes[5] = "#"
    let tiles = classes.map { TileReading(symbol: $0, confidence: 0.5) }
    let result = Self.judge(
      Label(puzzle: puzzle),
      ScanOutcome(puzzle: nil, tiles: tiles, confidence: 0.2, error: "not a legal puzzle (x)"))
    #expect(result.failures == [SampleFailure(.noBoard, "no board: not a legal puzzle (x)")])
    #expect(
      result.differences == [
        TileDifference(cell: Cell(row: 0, column: 5), expected: "o", got: "#", confidence: 0.5)
      ])
    #expect(result.got?.tiles == String(classes))
    #expect(result.got?.grid == String(classes))
    #expect(result.error == "not a legal puzzle (x)")
  }

  @Test func anUnreadableImageFailsWithTheDecodersMessage() throws {
    let error = ImageCodecError.emptyFile(path: "set/a.png")
    let result = SampleComparison.result(
      sample: Self.sample, label: .success(.reject(note: nil)), outcome: .failure(error),
      seconds: 0)
    #expect(result.failures == [SampleFailure(.image, "image: \(error.description)")])
    #expect(result.error == error.description)
  }
}
