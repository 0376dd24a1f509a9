import FileGuard
import Imaging
import Puzzle
import StrictJSON

/// How `solve --batch` prints a run: one line per board in input order, then a summary.
///
/// Text lines are `BOARD MOVES` (`-1` when unsolvable), so the output is itself a valid batch
/// file; `check` appends `ok` or `MISMATCH expected N`. Invalid lines and the summary are
/// printed as `#` comments. With `json`, one object per line, then `{"summary": …}`.
public struct BatchPrinter: Sendable {
  /// The list, as given (named in the summary and the errors).
  public var path: String
  /// One JSON object per line instead of text.
  public var json: Bool
  /// Add the search statistics to each line.
  public var stats: Bool
  /// Compare each result with its line's expected count.
  public var check: Bool

  /// A printer for the list at `path`.
  public init(path: String, json: Bool, stats: Bool, check: Bool) {
    self.path = path
    self.json = json
    self.stats = stats
    self.check = check
  }

  /// The boards of the list at `path` (`-` for standard input).
  ///
  /// - Throws: `BatchError.unreadableList` or `.noBoards`.
  public func entries(exit: Exit) throws(BatchError) -> [BatchEntry] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: 1 << 30, allowsStandardInput: true)
    } catch {
      throw .unreadableList(path: path, reason: error.reason)
    }
    let entries = BatchEntry.entries(of: bytes, exit: exit)
    guard !entries.isEmpty else { throw .noBoards(path: path) }
    return entries
  }

  /// The output line of one outcome (text, or one JSON object).
  public func line(_ outcome: BatchOutcome) -> String {
    switch outcome {
    case .invalid(let number, let message):
      if json { return JSONText.line(InvalidLine(line: number, error: message)) }
      return "# line \(number): invalid: \(message)\n"
    case .solved(let number, let record, let result, let match):
      if json {
        var report = SolveReport(result, includeStats: stats)
        report.line = number
        report.expected = record.expectation.map { expectation in
          switch expectation {
          case .moves(let count): count
          case .unsolvable: -1
          }
        }
        report.match = match
        return JSONText.line(report)
      }
      var line = "\(result.puzzle.board.notation) \(result.expectation)"
      if check {
        switch match {
        case true?: line += " ok"
        case false?: line += " MISMATCH expected \(record.expectation?.description ?? "")"
        case nil: line += " unchecked"
        }
      }
      if stats {
        let statistics = result.statistics
        line += " examined=\(statistics.examinedPositions) distinct=\(statistics.distinctPositions)"
      }
      return line + "\n"
    }
  }

  /// The summary line (a `#` comment, or a JSON object).
  public func summary(_ tally: BatchTally, seconds: Double, threads: Int) -> String {
    if json {
      let summary = Summary(
        file: path, boards: tally.boards, solved: tally.solved, unsolvable: tally.unsolvable,
        invalid: tally.invalid, checked: tally.checked, mismatches: tally.mismatches,
        seconds: (seconds * 1000).rounded() / 1000, threads: threads)
      return JSONText.line(["summary": summary])
    }
    var line = "# \(tally.boards) boards: \(tally.solved) solved, \(tally.unsolvable) unsolvable, "
    line += "\(tally.invalid) invalid"
    if check { line += "; \(tally.checked) checked, \(tally.mismatches) mismatches" }
    return line + "; \(Decimals.fixed(seconds, 2)) s on \(threads) threads\n"
  }

  /// Checks the run's counts.
  ///
  /// - Throws: `BatchError.mismatches` when a result differs from its expected count (or, when
  ///   checking, a line is invalid), `.invalidLines` when a line is invalid.
  public func verdict(_ tally: BatchTally) throws(BatchError) {
    if tally.mismatches > 0 || (check && tally.invalid > 0) {
      throw .mismatches(
        path: path, mismatches: tally.mismatches, checked: tally.checked, invalid: tally.invalid)
    }
    if tally.invalid > 0 { throw .invalidLines(path: path, count: tally.invalid) }
  }

  /// `{"line": N, "error": "..."}`: a line that holds no valid puzzle.
  private struct InvalidLine: Encodable {
    var line: Int
    var error: String
  }

  /// The counts of the run, as `{"summary": {...}}`.
  private struct Summary: Encodable {
    var file: String
    var boards, solved, unsolvable, invalid, checked, mismatches: Int
    var seconds: Double
    var threads: Int
  }
}
