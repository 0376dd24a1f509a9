/// Where the seams stage looks for the gap between two tiles.
///
/// Part of `ScanOptions` (`options.seams`); geometry and counts, never colours.
public struct SeamOptions: Hashable, Sendable, Codable {
  /// How far either side of a grid line the gap between two tiles is searched, as a fraction
  /// of the tile.
  public var window: Double
  /// The middle fraction of a shared tile edge along which the gap is measured.
  public var span: Double

  /// The defaults.
  public static let standard = SeamOptions(
    window: 0.2,
    span: 0.5)

  /// Creates options; see `standard` for the defaults.
  public init(
    window: Double,
    span: Double
  ) {
    self.window = window
    self.span = span
  }
}
