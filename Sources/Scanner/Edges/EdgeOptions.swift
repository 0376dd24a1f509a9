/// How the edges stage checks that the board does not go on beyond a side.
///
/// Part of `ScanOptions` (`options.edges`); geometry and counts, never colours.
public struct EdgeOptions: Hashable, Sendable, Codable {
  /// How far outside the board its edges are checked for more board, as fractions of a tile:
  /// a point beyond an edge is board-like when it is so at every one of these depths.
  public var depths: [Double]
  /// A point outside the board within this CIELAB distance of the mean colour of one of the
  /// board's tile classes looks like board.
  public var distance: Double
  /// A side at least this board-like goes on beyond the board ...
  public var open: Double
  /// ... when another side is at most this board-like (closed by frame).
  public var closed: Double
  /// The confidence is multiplied by this when the board seems to go on beyond a side.
  public var openFactor: Double

  /// The defaults.
  public static let standard = EdgeOptions(
    depths: [0.08, 0.25, 0.45],
    distance: 8,
    open: 0.45,
    closed: 0.25,
    openFactor: 0.2)

  /// Creates options; see `standard` for the defaults.
  public init(
    depths: [Double],
    distance: Double,
    open: Double,
    closed: Double,
    openFactor: Double
  ) {
    self.depths = depths
    self.distance = distance
    self.open = open
    self.closed = closed
    self.openFactor = openFactor
  }
}
