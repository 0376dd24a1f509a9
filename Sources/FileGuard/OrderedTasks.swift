/// Runs numbered units of work as child tasks of one task group, a bounded number at a time,
/// and hands their results back in order: the one concurrency limiter of the batch solver, the
/// regression runner, the cluster check and the database build.
package enum OrderedTasks {
  /// Runs `work(index)` for each index in `indices`, at most `limit` at a time, and passes each
  /// result to `receive` on the calling task in index order, as soon as it and every earlier
  /// one are done (later results wait, so memory holds at most the results out of order).
  ///
  /// - Parameters:
  ///   - indices: the units, in the order their results are received.
  ///   - limit: how many units run at once (at least one).
  ///   - work: computes one unit; runs concurrently with the others.
  ///   - receive: takes each result in order; returns false to stop: no unit is started after
  ///     that, the running ones are cancelled and their results dropped.
  package static func run<Output: Sendable>(
    _ indices: Range<Int>, limit: Int, _ work: @escaping @Sendable (Int) async -> Output,
    receive: (Int, Output) -> Bool
  ) async {
    await withTaskGroup(of: (Int, Output).self) { group in
      var next = indices.lowerBound
      func startNext() {
        guard next < indices.upperBound else { return }
        let index = next
        next += 1
        group.addTask { (index, await work(index)) }
      }
      for _ in 0..<max(1, limit) { startNext() }
      var waiting: [Int: Output] = [:]
      var expected = indices.lowerBound
      for await (index, output) in group {
        waiting[index] = output
        while let ready = waiting.removeValue(forKey: expected) {
          guard receive(expected, ready) else {
            group.cancelAll()
            return
          }
          expected += 1
        }
        startNext()
      }
    }
  }
}
