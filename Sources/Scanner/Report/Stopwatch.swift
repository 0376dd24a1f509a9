import FileGuard

/// Adds up the time spent in each stage of one scan (by one thread: a scan's pieces that work
/// side by side each keep their own, added to the scan's afterwards).
final class Stopwatch {
  private let clock = ContinuousClock()
  private(set) var elapsed: [ScanStage: Double] = [:]

  /// Runs `body`, adding its duration in milliseconds to `stage`.
  func time<T>(_ stage: ScanStage, _ body: () -> T) -> T {
    let start = clock.now
    let value = body()
    let duration = clock.now - start
    elapsed[stage, default: 0] += duration.milliseconds
    return value
  }

  /// Adds the times of `other` (a thread of the same scan) to these.
  func add(_ other: Stopwatch) {
    elapsed.merge(other.elapsed, uniquingKeysWith: +)
  }

  /// The timings in stage order.
  var timings: [StageTiming] {
    ScanStage.allCases.compactMap { stage in
      elapsed[stage].map { StageTiming(stage: stage, milliseconds: $0) }
    }
  }
}
