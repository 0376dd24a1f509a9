import ArgumentParser
import FileGuard
import Foundation
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

  /// One input line holding a puzzle, or the reason it does not.
  enum Entry {
    case puzzle(line: Int, record: PuzzleRecord, puzzle: Puzzle)
    case invalid(line: Int, text: String, message: String)
  }

  /// Reads the list, solves it, prints the results and the summary.
  ///
  /// - Throws: an `ExitCode`: 66 when the file cannot be read, 65 when it holds invalid lines
  ///   (or no board), 4 with `--check` when a result differs from its expected count.
  func run() throws {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: 1 << 30, allowsStandardInput: true)
    } catch {
      throw fail(
        "\(Printable.path(path)): cannot read the puzzle list (\(error.reason)); give an "
          + "existing file with one board per line", .cannotOpen)
    }
    let entries = entries(of: bytes)
    guard !entries.isEmpty else {
      throw fail(
        "\(path): no boards found; write one 36-character board per line", .invalidInput)
    }

    let clock = ContinuousClock()
    let started = clock.now
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let run = BatchRun(entries: entries, chunkSize: 64, batch: self)
    DispatchQueue.concurrentPerform(iterations: min(workers, run.chunkCount)) { _ in
      run.work()
    }
    run.progress.finish()
    let elapsed = started.duration(to: clock.now)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let tally = run.tally
    try printSummary(tally, seconds: seconds, workers: workers)

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

  /// The puzzles of the list, with line numbers; blank and `#` lines are skipped. A line that
  /// is not UTF-8 text is reported as invalid; the others are still read.
  func entries(of bytes: [UInt8]) -> [Entry] {
    var entries: [Entry] = []
    var number = 0
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      guard let line = String(validating: raw, as: UTF8.self) else {
        let text = String(decoding: raw, as: UTF8.self)
        entries.append(
          .invalid(
            line: number, text: Printable.excerpt(text),
            message: "the line is not UTF-8 text (\(raw.count) bytes); save the list as UTF-8"))
        continue
      }
      do {
        guard let record = try PuzzleRecord(line: line) else { continue }
        entries.append(
          .puzzle(line: number, record: record, puzzle: try Puzzle(board: record.board, exit: exit))
        )
      } catch {
        entries.append(
          .invalid(
            line: number, text: line.trimmingCharacters(in: .whitespacesAndNewlines),
            message: error.description))
      }
    }
    return entries
  }

  /// Solves one entry and formats its output line.
  func result(of entry: Entry, solver: Solver) -> (line: String, tally: BatchTally) {
    var tally = BatchTally()
    switch entry {
    case .invalid(let number, _, let message):
      tally.invalid = 1
      if json {
        let object: [String: Any] = ["line": number, "error": message]
        return (jsonLine(object), tally)
      }
      return ("# line \(number): invalid: \(message)\n", tally)
    case .puzzle(let number, let record, let puzzle):
      let result = solver.solve(puzzle)
      let found: PuzzleRecord.Expectation = result.moveCount.map { .moves($0) } ?? .unsolvable
      if result.isSolvable { tally.solved = 1 } else { tally.unsolvable = 1 }
      var match: Bool?
      if check, let expectation = record.expectation {
        tally.checked = 1
        match = expectation == found
        if match == false { tally.mismatches = 1 }
      }
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
        return (((try? report.json(pretty: false)) ?? "{}") + "\n", tally)
      }
      var line = "\(puzzle.board.notation) \(found)"
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
      return (line + "\n", tally)
    }
  }

  /// Prints the summary line (a `#` comment, or a JSON object).
  func printSummary(_ tally: BatchTally, seconds: Double, workers: Int) throws {
    let boards = tally.solved + tally.unsolvable + tally.invalid
    if json {
      let summary: [String: Any] = [
        "summary": [
          "file": path, "boards": boards, "solved": tally.solved, "unsolvable": tally.unsolvable,
          "invalid": tally.invalid, "checked": tally.checked, "mismatches": tally.mismatches,
          "seconds": (seconds * 1000).rounded() / 1000, "threads": workers,
        ] as [String: Any]
      ]
      Terminal.standardOutput.write(jsonLine(summary))
      return
    }
    var line = "# \(boards) boards: \(tally.solved) solved, \(tally.unsolvable) unsolvable, "
    line += "\(tally.invalid) invalid"
    if check { line += "; \(tally.checked) checked, \(tally.mismatches) mismatches" }
    let hundredths = Int((seconds * 100).rounded())
    let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
    line += "; \(hundredths / 100).\(fraction) s on \(workers) threads\n"
    Terminal.standardOutput.write(line)
  }

  /// A JSON object on one line, keys sorted.
  private func jsonLine(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// Counts of a batch run.
struct BatchTally {
  var solved = 0
  var unsolvable = 0
  var invalid = 0
  var checked = 0
  var mismatches = 0

  mutating func add(_ other: BatchTally) {
    solved += other.solved
    unsolvable += other.unsolvable
    invalid += other.invalid
    checked += other.checked
    mismatches += other.mismatches
  }
}

/// The shared state of a batch run: chunks handed out to workers, results printed in input
/// order as soon as every earlier chunk is done.
final class BatchRun: @unchecked Sendable {
  let entries: [SolveBatch.Entry]
  let chunkSize: Int
  let chunkCount: Int
  let batch: SolveBatch
  let progress: ProgressLine
  private let lock = NSLock()
  private var nextChunk = 0
  private var nextToPrint = 0
  private var finished: [Int: String] = [:]
  private var total = BatchTally()

  init(entries: [SolveBatch.Entry], chunkSize: Int, batch: SolveBatch) {
    self.entries = entries
    self.chunkSize = chunkSize
    self.chunkCount = (entries.count + chunkSize - 1) / chunkSize
    self.batch = batch
    self.progress = ProgressLine(total: entries.count, label: "solving")
  }

  /// The counts so far (all of them once every worker has returned).
  var tally: BatchTally {
    lock.lock()
    defer { lock.unlock() }
    return total
  }

  /// Takes chunks until none is left; one solver per worker.
  func work() {
    let solver = Solver()
    while let chunk = takeChunk() {
      var text = ""
      var tally = BatchTally()
      let range = (chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)
      for index in range {
        let (line, count) = batch.result(of: entries[index], solver: solver)
        text += line
        tally.add(count)
      }
      finish(chunk, text: text, tally: tally, count: range.count)
    }
  }

  private func takeChunk() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextChunk < chunkCount else { return nil }
    nextChunk += 1
    return nextChunk - 1
  }

  private func finish(_ chunk: Int, text: String, tally: BatchTally, count: Int) {
    lock.lock()
    defer { lock.unlock() }
    total.add(tally)
    finished[chunk] = text
    if Terminal.standardOutput.isTerminal { progress.finish() }
    while let ready = finished.removeValue(forKey: nextToPrint) {
      Terminal.standardOutput.write(ready)
      nextToPrint += 1
    }
    progress.advance(by: count)
  }
}
