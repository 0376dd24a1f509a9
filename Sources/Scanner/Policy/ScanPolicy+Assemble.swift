import Themes

extension ScanPolicy {
  /// How the assemble stage searches for the most likely legal reading.
  ///
  /// Part of `ScanPolicy` (`policy.assemble`); geometry, counts and spreads, never colours.
  public struct Assemble: Hashable, Sendable, Codable {
    /// A reading whose least likely decision is below this probability is rejected.
    public var minimumDecisionProbability: Double = 0.02
    /// The most partial readings the block assembly explores before taking the best so far.
    public var maximumSearchNodes: Int = 200_000
    /// How much further towards the theme's prisoner colour (CIELAB units along the direction
    /// from block wood to prisoner; for the shipped themes mostly a*) than every other block the
    /// pair of neighbours furthest that way must lie to be taken as the prisoner when the colours
    /// give no single prisoner.
    public var prisonerRedContrast: Double = 12
    /// The least tiles in each of two groups of empty tiles for them to count as two colours.
    public var emptyGroupMinimum: Int = 3
    /// How far apart (in pooled deviations of the tiles around their group) two groups of empty
    /// tiles must lie to count as two colours rather than one board under uneven light.
    public var emptySeparationRatio: Double = 6
    /// How far apart, in spreads of the theme's board class, two groups of empty tiles must lie
    /// to count as two colours.
    public var emptySeparationSpreads: Double = 3
    /// The factor on the confidence of a reading whose empty tiles show two colours (the reading
    /// does not explain the board).
    public var unexplainedFactor: Double = 0.25
    /// The share of a tile's samples in the colour of the gap between blocks above which a tile
    /// read as empty, and unlike the other empty tiles (`EmptyTileCheck.oddTiles`), is
    /// unexplained: a gap is a thin line between blocks, never a whole tile, so such a tile is a
    /// face darker than any the model knows (a fixed block), not board.
    public var gapTileShare: Double = 0.5
    /// The least spread per CIELAB axis in which an empty tile's distance from the other empty
    /// tiles is measured (`EmptyTileCheck.oddTiles`, where their own spreads are tighter than the
    /// board class's): the grain and JPEG noise of one board.
    public var oddSpreadFloor = LabSpread(l: 3, a: 2, b: 3)
    /// How much more an odd empty tile that matches no class must vary in lightness within
    /// itself (`TileEvidence.colourSpread`, CIELAB L) than the usual empty tile, to be a face
    /// the model does not know (a fixed block's rivets and edges) rather than board lit
    /// otherwise (a glare, a dark corner: smooth).
    public var oddTextureExcess: Double = 3

    /// The defaults.
    public static let standard = Assemble()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
