/// Where the seams stage looks for the gap between two tiles.
///
/// Part of `ScanOptions` (`options.seams`); geometry and counts, never colours.
public struct SeamOptions: Hashable, Sendable, Codable {
  /// How far either side of a grid line the gap between two tiles is searched, as a fraction
  /// of the tile.
  public var window: Double
  /// The middle fraction of a shared tile edge along which the gap is measured.
  public var span: Double
  /// The grid shifts (fractions of a tile) against which the grid read is checked: no block
  /// boundary lies there.
  public var alignmentShifts: [Double] = [-0.5, -1.0 / 3, 1.0 / 3]
  /// How far either side of a grid line (a fraction of the tile) its strongest step is sought.
  public var alignmentWindow: Double = 0.1
  /// A shifted grid whose lines step this many times more than the grid read's casts doubt
  /// on the reading ...
  public var misalignedRatio: Double = 1
  /// ... whose confidence is multiplied by this.
  public var misalignedFactor: Double = 0.3

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
