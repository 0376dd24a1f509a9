import FileGuard
import Progress
import Puzzle

extension BatchPrinter {
  /// `solve --batch FILE`: every board of the list solved on every core, one line each in input
  /// order as the chunks finish (with a progress line on standard error when it is a terminal),
  /// then the summary, all through `write`.
  ///
  /// - Parameter exit: the exit of the boards the list gives without one.
  /// - Throws: `BatchError` for a list that cannot be read or holds no board, and (with
  ///   `check`) when results differ from the list.
  public func run(exit: Exit, write: @escaping @Sendable (String) -> Void) async throws(BatchError)
  {
    let entries = try entries(exit: exit)
    let started = ContinuousClock.now
    let solver = BatchSolver()
    let progress = ProgressLine(total: entries.count, label: "solving")
    let printer = self
    let tally = await solver.solve(entries, check: check) { outcomes in
      if DescriptorStream.standardOutput.isTerminal { progress.finish() }
      write(outcomes.map(printer.line).joined())
      progress.advance(by: outcomes.count)
    }
    progress.finish()
    let seconds = (ContinuousClock.now - started).seconds
    write(summary(tally, seconds: seconds, threads: solver.jobs))
    try verdict(tally)
  }
}
