import FileGuard
import Foundation
import Imaging
import Progress

extension ClusterCheck {
  /// `db cluster --batch FILE [--check]`: every line of the list checked on every core with a
  /// progress line on a terminal; each line's result (or, with `check`, each failure) goes to
  /// `write`, the timing to `note`, then with `check` the count of passes and failures.
  ///
  /// - Parameters:
  ///   - path: the list of `MOVES BOARD CLUSTER_SIZE` lines.
  ///   - json: one JSON object per line instead of text.
  ///   - check: print only the failures, then the counts, and fail when there is one.
  ///   - write: standard output.
  ///   - note: standard error.
  /// - Throws: `DatabaseJobError` for a list that cannot be read (`.cannotOpen`, `.invalid`),
  ///   `.disagreement` when `check` finds failures.
  public static func runList(
    _ path: String, json: Bool, check: Bool, write: (String) -> Void, note: (String) -> Void
  ) async throws(DatabaseJobError) {
    let checks = try DatabaseInput.clusterList(path)
    let progress = ProgressLine(total: checks.count, label: "clusters")
    let jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let started = ContinuousClock.now
    let outcomes = await runAll(checks, jobs: jobs) { progress.advance(by: $0) }
    progress.finish()
    let seconds = (ContinuousClock.now - started).seconds
    let failed = outcomes.filter { !$0.passed }.count
    let states = outcomes.reduce(0) { $0 + $1.size }
    write(outcomes.compactMap { $0.line(json: json, check: check) }.joined())
    let rate = seconds > 0 ? Int(Double(states) / seconds) : 0
    note(
      "\(path): \(outcomes.count) clusters, \(states) positions in "
        + "\(Decimals.fixed(seconds, 2)) s on \(jobs) threads (\(rate) positions/s)\n")
    guard check else { return }
    write("\(outcomes.count - failed) passed, \(failed) failed\n")
    if failed > 0 {
      throw .disagreement(
        "\(path): \(failed) of \(outcomes.count) lines disagree with their clusters; see the "
          + "lines printed above")
    }
  }
}
