/// How the blocks are lit: blocks are drawn with a light top edge (and a darker bottom edge
/// and drop shadow), so the step from the dark gap above a block into its lit top edge is the
/// largest edge of a tile when the board is upright.
///
/// Measured on the solid tiles of a reading, in the image the reading was made in: for each
/// side, the mean over the tiles (and a quarter of a tile around each) of the largest step in
/// luma (0-255), over about 6% of a tile, from dark outside to light inside across that side.
public struct ShadingEvidence: Hashable, Sendable, Codable {
  /// The mean largest step into the blocks across their top, right, bottom and left sides
  /// (image directions).
  public var edges: [Double]
  /// The solid tiles measured.
  public var tiles: Int
  /// The turn the shading shows (the lit side is the board's top), nil when it does not
  /// show one clearly.
  public var turn: BoardTurn?

  /// Creates the evidence.
  public init(edges: [Double], tiles: Int, turn: BoardTurn?) {
    self.edges = edges
    self.tiles = tiles
    self.turn = turn
  }
}
