/// A wood theme: how it looks (for the renderer) and how to tell its classes apart (for the
/// scanner). Stored as versioned JSON in `themes/NAME.json`.
///
/// The scanner issue owns `ScanModel`, the renderer issue owns `ThemePalette`.
public struct ThemeProfile: Codable, Hashable, Sendable {
  /// The format version this build reads and writes.
  public static let currentFormatVersion = 1

  /// Format version of the file; files from a newer version are refused.
  public var formatVersion: Int
  /// Short name, as used with `--theme NAME` (for example `original-2`).
  public var name: String
  /// One sentence for people.
  public var description: String
  /// Colours for drawing the theme (renderer).
  public var palette: ThemePalette
  /// Colour models and thresholds for recognising the theme (scanner, calibrator).
  public var scan: ScanModel

  /// Creates a profile in the current format version.
  public init(name: String, description: String, palette: ThemePalette, scan: ScanModel) {
    self.formatVersion = ThemeProfile.currentFormatVersion
    self.name = name
    self.description = description
    self.palette = palette
    self.scan = scan
  }
}
