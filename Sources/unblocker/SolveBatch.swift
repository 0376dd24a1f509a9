import ArgumentParser
import FileGuard
import Foundation
import Imaging
import Puzzle
import Solver

/// `unblocker solve --batch FILE`: solves every board of a list on every core, printing one
/// line per board in input order, then a summary.
///
/// Text lines are `BOARD MOVES` (`-1` when unsolvable), so the output is itself a valid batch
/// file; `--check` appends `ok` or `MISMATCH expected N`. Invalid lines and the summary are
/// printed as `#` comments. With `--json`, one object per line, then `{"summary": …}`.
struct SolveBatch {
  let path: String
  let exit: Exit
  let json: Bool
  let stats: Bool
  let check: Bool

  /// The boards of the list, or the exit code after printing why there are none.
  private func readEntries() throws -> [BatchEntry] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: 1 << 30, allowsStandardInput: true)
    } catch {
      throw fail(
        "\(Printable.path(path)): cannot read the puzzle list (\(error.reason)); give an "
          + "existing file with one board per line", .cannotOpen)
    }
    let entries = BatchEntry.entries(of: bytes, exit: exit)
    guard !entries.isEmpty else {
      throw fail(
        "\(path): no boards found; write one 36-character board per line", .invalidInput)
    }
    return entries
  }

  /// Reads the list, solves it with `BatchSolver`, prints the results and the summary.
  ///
  /// - Throws: an `ExitCode`: 66 when the file cannot be read, 65 when it holds invalid lines
  ///   (or no board), 4 with `--check` when a result differs from its expected count.
  func run() async throws {
    let entries = try readEntries()
    let started = ContinuousClock.now
    let solver = BatchSolver()
    let progress = ProgressLine(total: entries.count, label: "solving")
    let tally = await solver.solve(entries, check: check) { outcomes in
      if Terminal.standardOutput.isTerminal { progress.finish() }
      Terminal.standardOutput.write(outcomes.map(line).joined())
      progress.advance(by: outcomes.count)
    }
    progress.finish()
    printSummary(tally, seconds: (ContinuousClock.now - started).seconds, workers: solver.jobs)
    if tally.mismatches > 0 || (check && tally.invalid > 0) {
      throw fail(
        "\(path): \(tally.mismatches) of \(tally.checked) checked boards differ from their "
          + "expected counts and \(tally.invalid) lines are invalid; see the lines marked "
          + "MISMATCH or invalid", .checksFailed)
    }
    if tally.invalid > 0 {
      throw fail(
        "\(path): \(tally.invalid) invalid lines (printed as '# line N: invalid'); fix or "
          + "remove them", .invalidInput)
    }
  }

  /// The output line of one outcome (text, or one JSON object).
  func line(_ outcome: BatchOutcome) -> String {
    switch outcome {
    case .invalid(let number, let message):
      if json { return jsonLine(InvalidLine(line: number, error: message)) }
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
        return jsonLine(report)
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

  /// Prints the summary line (a `#` comment, or a JSON object).
  func printSummary(_ tally: BatchTally, seconds: Double, workers: Int) {
    if json {
      let summary = Summary(
        file: path, boards: tally.boards, solved: tally.solved, unsolvable: tally.unsolvable,
        invalid: tally.invalid, checked: tally.checked, mismatches: tally.mismatches,
        seconds: (seconds * 1000).rounded() / 1000, threads: workers)
      Terminal.standardOutput.write(jsonLine(["summary": summary]))
      return
    }
    var line = "# \(tally.boards) boards: \(tally.solved) solved, \(tally.unsolvable) unsolvable, "
    line += "\(tally.invalid) invalid"
    if check { line += "; \(tally.checked) checked, \(tally.mismatches) mismatches" }
    line += "; \(Decimals.fixed(seconds, 2)) s on \(workers) threads\n"
    Terminal.standardOutput.write(line)
  }

  /// A JSON object on one line, keys sorted.
  private func jsonLine(_ value: some Encodable) -> String {
    ((try? JSONText.encode(value, pretty: false)) ?? "{}") + "\n"
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
