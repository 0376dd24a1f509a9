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
    var outcomes = [[Outcome]](repeating: [], count: chunkCount)
    await withTaskGroup(of: (Int, [Outcome]).self) { group in
      var next = 0
      func startNext() {
        guard next < chunkCount else { return }
        let index = next
        next += 1
        let slice = Array(checks[(index * chunk)..<min(checks.count, (index + 1) * chunk)])
        group.addTask { (index, slice.map { $0.run() }) }
      }
      for _ in 0..<max(1, jobs) { startNext() }
      for await (index, results) in group {
        outcomes[index] = results
        onProgress(results.count)
        startNext()
      }
    }
    return outcomes.flatMap { $0 }
  }
}
