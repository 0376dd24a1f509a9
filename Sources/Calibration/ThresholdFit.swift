import Themes

/// How one named threshold of the profile was chosen, and from what.
public struct ThresholdFit: Hashable, Sendable, Codable {
  /// How the value was reached.
  public enum Basis: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Placed midway between measurements that must fail and measurements that must pass,
    /// the margin half their gap.
    case separated
    /// Only passing measurements exist: the default kept, or moved so that they all pass by
    /// at least the margin.
    case bounded
    /// The labels give no evidence for it: the default.
    case defaulted
    /// Measurements that must fail and must pass overlap: placed where the fewest are wrong.
    case overlapping

    /// The name.
    public var description: String { rawValue }
  }

  /// The JSON key (`seamDarkening`).
  public var name: String
  /// The fitted threshold.
  public var threshold: Threshold
  /// How it was reached.
  public var basis: Basis
  /// The measurements behind it, for people (`joins <= 0.08 (24), splits >= 0.49 (31)`).
  public var evidence: String

  /// Puts a threshold between measurements that must fail (`below`) and those that must pass
  /// (`above`), with the widest margin that keeps every one on its side.
  ///
  /// - Parameters:
  ///   - name: the JSON key.
  ///   - below: measurements that must stay under the value.
  ///   - above: measurements that must reach it.
  ///   - fallback: the default, kept when there is no evidence or enough room.
  ///   - what: names of the two kinds of measurement, for the evidence text.
  static func separate(
    _ name: String, below: [Double], above: [Double], fallback: Threshold,
    what: (below: String, above: String)
  ) -> ThresholdFit {
    let low = below.max()
    let high = above.min()
    let lowText = low.map { "\(what.below) <= \(CalibrationFormat.two($0)) (\(below.count))" }
    let highText = high.map { "\(what.above) >= \(CalibrationFormat.two($0)) (\(above.count))" }
    let evidence = [lowText, highText].compactMap { $0 }.joined(separator: ", ")
    switch (low, high) {
    case (let low?, let high?) where high > low:
      return ThresholdFit(
        name: name,
        threshold: Threshold(value: rounded((low + high) / 2), margin: rounded((high - low) / 2)),
        basis: .separated, evidence: evidence)
    case (.some, .some):
      // The fewest measurements on the wrong side: try every measured value as the boundary.
      let candidates = (below + above).sorted()
      var best = (value: fallback.value, wrong: Int.max)
      for value in candidates {
        let wrong = below.filter { $0 >= value }.count + above.filter { $0 < value }.count
        if wrong < best.wrong { best = (value, wrong) }
      }
      return ThresholdFit(
        name: name, threshold: Threshold(value: rounded(best.value), margin: fallback.margin),
        basis: .overlapping, evidence: evidence)
    case (nil, let high?):
      let value = min(fallback.value, high - fallback.margin)
      return ThresholdFit(
        name: name, threshold: Threshold(value: rounded(max(0, value)), margin: fallback.margin),
        basis: .bounded, evidence: evidence)
    case (let low?, nil):
      let value = max(fallback.value, low + fallback.margin)
      return ThresholdFit(
        name: name, threshold: Threshold(value: rounded(value), margin: fallback.margin),
        basis: .bounded, evidence: evidence)
    case (nil, nil):
      return ThresholdFit(
        name: name, threshold: fallback, basis: .defaulted, evidence: "no evidence in the labels")
    }
  }

  /// A threshold the labels say nothing about.
  static func defaulted(_ name: String, _ threshold: Threshold, why: String) -> ThresholdFit {
    ThresholdFit(name: name, threshold: threshold, basis: .defaulted, evidence: why)
  }

  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
