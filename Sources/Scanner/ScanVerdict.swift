/// What a scan amounts to for a caller that needs a board it can trust.
///
/// A reading is only a success when its calibrated confidence reaches the minimum; below it the
/// best reading is kept (for display) but marked uncertain, and callers treat it as refused.
public enum ScanVerdict: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// A board was read with at least the minimum confidence.
  case read
  /// A board was read, but its confidence is below the minimum: not a success.
  case uncertain
  /// No board was read (the image is not a puzzle screen, or the scan failed).
  case refused

  /// `read`, `uncertain` or `refused`.
  public var description: String { rawValue }
}

extension ScanReport {
  /// The default least confidence for a reading to count as a success (`--min-confidence`),
  /// chosen from the reliability measured over the labelled corpora and their perturbations
  /// (README, "Confidence").
  public static let defaultMinimumConfidence = 0.5

  /// The verdict on this report for a least confidence of `minimumConfidence`.
  public func verdict(minimumConfidence: Double = ScanReport.defaultMinimumConfidence)
    -> ScanVerdict
  {
    guard puzzle != nil else { return .refused }
    return confidence >= minimumConfidence ? .read : .uncertain
  }
}
