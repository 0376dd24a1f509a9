import Puzzle
import Regression
import Testing

@Suite("Text report")
struct TextReportTests {
  @Test func listsFailuresWithBoardsThenAccuracyAndSummary() async throws {
    let run = try await RunnerTests.runFixtures(jobs: 1)
    let text = TextReport.render(run)
    let base = FixtureCorpus.root.path
    #expect(text.hasPrefix("Failures (4 of 7):\n  FILE "))
    #expect(text.contains("\n  \(base)/phone/wrong-label.png  0.90  "))
    #expect(text.contains("    o J I o*K*K*      o J I N*N*o*\n"))
    // Labels name themes and layouts: both groupings are shown, and the folders.
    #expect(text.contains("Accuracy by theme:\n"))
    #expect(text.contains("  oak  ") && text.contains("1/2       50.0%"))
    #expect(text.contains("Accuracy by layout:\n"))
    #expect(text.contains("Accuracy by folder:\n"))
    #expect(text.contains("Slowest:\n"))
    #expect(
      text.hasSuffix(
        "\n7 samples: 3 passed, 4 failed (42.9%); 1 image without a label; "
          + "\(text.split(separator: ";").last?.dropFirst() ?? "")"))
    #expect(!text.contains("\u{1B}["))
    #expect(TextReport.render(run, colour: true).contains("\u{1B}[31m"))
  }

  @Test func drawsTheBoardsOfTheFirstFailuresOnly() throws {
    let board = "BBoooCoooooCAAooooDDoooooooEEooooooo"
    let moved = "oBBooCoooooCAAooooDDoooooooEEooooooo"
    let failure = SampleResult(
      file: "f.png", folder: "set", theme: "set", layout: "set", status: .fail,
      expected: SampleReading(board: board, exit: .standard, reject: false),
      got: SampleReading(board: moved, exit: .standard, reject: false),
      differences: [
        TileDifference(cell: Cell(row: 0, column: 0), expected: "B", got: "o", confidence: 0.5)
      ], confidence: 0.5, failures: [SampleFailure(.board, "board: 1 tile differs")],
      error: nil, seconds: 0.1)
    let count = TextReport.maximumGrids + 3
    let run = RegressionRun(
      results: Array(repeating: failure, count: count), warnings: [], jobs: 1, seconds: 1)
    let text = TextReport.render(run)
    #expect(text.components(separatedBy: "expected right:2").count - 1 == TextReport.maximumGrids)
    #expect(text.contains("(the boards of 3 more failures are in the --html and --junit reports)"))
    #expect(text.components(separatedBy: "\n  f.png  ").count - 1 == count)
  }

  @Test func aCleanRunHasNoFailureTable() {
    let run = RegressionRun(results: [], warnings: [], jobs: 2, seconds: 0)
    let text = TextReport.render(run)
    #expect(!text.contains("Failures"))
    #expect(
      text.hasSuffix("0 samples: 0 passed, 0 failed (-); 0.000 s with 2 jobs (0.0 screenshots/s)\n")
    )
  }
}
