/// Small order statistics used by the fits.
enum Statistics {
  /// The median (the upper one for an even count); 0 for no values.
  static func median(_ values: [Double]) -> Double {
    quantile(values, 0.5)
  }

  /// The `q` quantile (0-1) by nearest rank; 0 for no values.
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let index = Int((Double(sorted.count - 1) * min(1, max(0, q))).rounded())
    return sorted[index]
  }

  /// The arithmetic mean; 0 for no values.
  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }
}
