/// The direction along which `RGBAImage.fillLinearGradient` varies.
public enum GradientAxis: String, Hashable, Sendable, CaseIterable, Codable {
  /// From the top row (start colour) to the bottom row (end colour).
  case vertical
  /// From the left column (start colour) to the right column (end colour).
  case horizontal
}
