import FileGuard

extension ClusterCheck {
  /// Checks every line on `jobs` tasks at once, in chunks, and returns the outcomes in input
  /// order.
  ///
  /// - Parameters:
  ///   - checks: the lines to check.
  ///   - jobs: the number of lines checked at the same time (one per core is best).
  ///   - onProgress: called with the number of lines just checked, after each chunk.
  /// - Returns: one outcome per line, in the order of `checks`.
  public static func runAll(
    _ checks: [ClusterCheck], jobs: Int, onProgress: @escaping @Sendable (Int) -> Void = { _ in }
  ) async -> [Outcome] {
    let chunk = 32
    let chunkCount = (checks.count + chunk - 1) / chunk
    var outcomes: [Outcome] = []
    outcomes.reserveCapacity(checks.count)
    await OrderedTasks.run(0..<chunkCount, limit: jobs) { index in
      checks[(index * chunk)..<min(checks.count, (index + 1) * chunk)].map { $0.run() }
    } receive: { _, results in
      outcomes += results
      onProgress(results.count)
      return true
    }
    return outcomes
  }
}
