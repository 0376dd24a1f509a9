extension ScanPolicy {
  /// How the edges stage checks that the board does not go on beyond a side.
  ///
  /// Part of `ScanPolicy` (`policy.edges`); geometry and counts, never colours.
  public struct Edges: Hashable, Sendable, Codable {
    /// How far outside the board its edges are checked for more board, as fractions of a tile:
    /// a point beyond an edge is board-like when it is so at every one of these depths.
    public var depths: [Double] = [0.08, 0.25, 0.45]
    /// A point outside the board within this CIELAB distance of the mean colour of one of the
    /// board's tile classes looks like board.
    public var distance: Double = 8
    /// A side at least this board-like goes on beyond the board ...
    public var open: Double = 0.45
    /// ... when another side is at most this board-like (closed by frame).
    public var closed: Double = 0.25
    /// The confidence is multiplied by this when the board seems to go on beyond a side.
    public var openFactor: Double = 0.2

    /// The defaults.
    public static let standard = Edges()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
