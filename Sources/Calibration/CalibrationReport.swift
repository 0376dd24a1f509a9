import Imaging
import Themes

/// A fitted profile with everything measured on the way: per screenshot, per class, per class
/// pair and per threshold.
public struct CalibrationReport: Sendable, Codable {
  /// Where the board of one screenshot was found and how well the fitted profile explains it.
  public struct Screenshot: Hashable, Sendable, Codable {
    /// The image file.
    public var image: String
    /// The board rectangle in image pixels.
    public var board: PixelRect
    /// Tile width in pixels.
    public var tileSize: Double
    /// Which model found the board (`fallback` for the theme-free one, or a profile name).
    public var locatedBy: String
    /// The fitted profile's theme score on it (mean tile confidence).
    public var themeScore: Double
  }

  /// The fitted profile.
  public var profile: ThemeProfile
  /// The screenshots it was fitted from.
  public var screenshots: [Screenshot]
  /// Per colour class: samples, measured statistics, fitted model.
  public var classes: [ClassStatistics]
  /// The margin of every class pair the scanner must tell apart.
  public var margins: [ClassMargin]
  /// How each threshold was chosen.
  public var thresholds: [ThresholdFit]
  /// Doubts for people: thin margins, estimated classes, overlapping measurements.
  public var warnings: [String]
}
