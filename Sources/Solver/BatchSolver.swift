import FileGuard
import Foundation

/// Solves a list of puzzles on every core: chunks of entries run as child tasks of one task
/// group, a bounded number at a time, one `Solver` per chunk, and the outcomes come back in
/// input order as soon as every earlier chunk is done, so a caller can stream them.
///
/// ```swift
/// let entries = BatchEntry.entries(of: bytes, exit: .standard)
/// let tally = await BatchSolver().solve(entries, check: true) { outcomes in print(outcomes) }
/// ```
public struct BatchSolver: Sendable {
  /// How many chunks are solved at the same time.
  public var jobs: Int
  /// How many entries one task solves before handing its outcomes back.
  public var chunkSize: Int

  /// A batch solver.
  ///
  /// - Parameters:
  ///   - jobs: chunks solved at the same time (default: one per core).
  ///   - chunkSize: entries per chunk (at least 1).
  public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, chunkSize: Int = 64) {
    self.jobs = max(1, jobs)
    self.chunkSize = max(1, chunkSize)
  }

  /// Solves every entry.
  ///
  /// - Parameters:
  ///   - entries: the lines of the list.
  ///   - check: whether to compare each result with its line's expected count.
  ///   - receive: takes each chunk's outcomes, in input order, on the calling task.
  /// - Returns: the counts of the whole run.
  @discardableResult
  public func solve(
    _ entries: [BatchEntry], check: Bool, receive: ([BatchOutcome]) -> Void = { _ in }
  ) async -> BatchTally {
    let chunkSize = self.chunkSize
    let chunks = (entries.count + chunkSize - 1) / chunkSize
    var tally = BatchTally()
    await OrderedTasks.run(0..<chunks, limit: jobs) { chunk in
      let solver = Solver()
      return entries[(chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)].map {
        BatchOutcome($0, solver: solver, check: check)
      }
    } receive: { _, outcomes in
      for outcome in outcomes { tally.add(outcome.tally) }
      receive(outcomes)
      return true
    }
    return tally
  }
}
