import Imaging

/// A measured value against its threshold, for labels and the legend (digits by `Decimals`).
enum Numbers {
  /// A measured value against its threshold in percent: `31>12` when it passes, `5<12` when
  /// not; one decimal when the whole percentages would look equal.
  static func against(_ measured: Double, _ threshold: Double) -> String {
    let passes = measured >= threshold
    var a = Decimals.percent(measured)
    var b = Decimals.percent(threshold)
    if a == b {
      a = Decimals.fixed(measured * 100, 1)
      b = Decimals.fixed(threshold * 100, 1)
    }
    return "\(a)\(passes ? ">" : "<")\(b)"
  }
}
