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
  /// The standard deviation over the tiles of each side's step (top, right, bottom, left):
  /// what a difference between two sides' means is measured against (nil in reports saved
  /// before it was recorded).
  public var spreads: [Double]?
  /// The turn the shading shows (the lit side is the board's top), nil when it does not
  /// show one clearly.
  public var turn: BoardTurn?

  /// Creates the evidence.
  public init(edges: [Double], tiles: Int, turn: BoardTurn?, spreads: [Double]? = nil) {
    self.edges = edges
    self.tiles = tiles
    self.turn = turn
    self.spreads = spreads
  }

  /// The same evidence as the image shows it before a view turned it by `turn` (a view turned
  /// by a quarter clockwise shows at its top what the image shows at its right): each side's
  /// step moved to the side it lies on in the image, and the turn it shows with it.
  public func undoing(_ turn: BoardTurn) -> ShadingEvidence {
    guard turn != .none, edges.count == 4 else { return self }
    let quarters = turn.quarters
    func moved(_ values: [Double]) -> [Double] {
      (0..<4).map { values[($0 - quarters + 4) % 4] }
    }
    return ShadingEvidence(
      edges: moved(edges), tiles: tiles,
      turn: self.turn.flatMap { BoardTurn(rawValue: (($0.quarters + quarters) % 4) * 90) },
      spreads: spreads.map { $0.count == 4 ? moved($0) : $0 })
  }

  /// How much more the blocks' step into side `lit` is than into side `dark` (indices of
  /// `edges`), in units of the difference's standard error: `(lit - dark) / √((s² + s'²) / n)`,
  /// the spreads floored at `floor` (luma levels). Without spreads (older reports), the sides'
  /// mean stands in for each spread.
  public func contrast(_ lit: Int, over dark: Int, floor: Double) -> Double {
    guard tiles > 0, edges.count == 4 else { return 0 }
    let mean = max(1, (edges[lit] + edges[dark]) / 2)
    let spread = { (side: Int) in max(floor, self.spreads?[side] ?? mean) }
    let error = ((spread(lit) * spread(lit) + spread(dark) * spread(dark)) / Double(tiles))
      .squareRoot()
    return (edges[lit] - edges[dark]) / error
  }
}
