/// Otsu's criterion on a sorted list of values: where to cut it into a lower and an upper group
/// with the largest between-group variance. The one home of the split that the scanner's
/// per-image adaptations use (faint gaps, the empty tiles' two colours).
enum TwoGroups {
  /// The number of values in the lower group of the best cut of `sorted` (ascending), each
  /// group holding at least `minimumGroup` values; nil when there are too few values.
  static func cut(_ sorted: [Double], minimumGroup: Int = 1) -> Int? {
    let least = max(1, minimumGroup)
    guard sorted.count >= 2 * least else { return nil }
    let total = sorted.reduce(0, +)
    var below = 0.0
    var best: (count: Int, variance: Double)?
    for count in 1...(sorted.count - least) {
      below += sorted[count - 1]
      guard count >= least else { continue }
      let low = below / Double(count)
      let high = (total - below) / Double(sorted.count - count)
      let variance = Double(count) * Double(sorted.count - count) * (high - low) * (high - low)
      if best.map({ variance > $0.variance }) ?? true { best = (count, variance) }
    }
    return best?.count
  }
}
