/// How the assemble stage searches for the most likely legal reading.
///
/// Part of `ScanOptions` (`options.assemble`); geometry and counts, never colours.
public struct AssembleOptions: Hashable, Sendable, Codable {
  /// A reading whose least likely decision is below this probability is rejected.
  public var minimumDecisionProbability: Double
  /// The most partial readings the block assembly explores before taking the best so far.
  public var maximumSearchNodes: Int
  /// How much further towards the theme's prisoner colour (CIELAB units along the direction
  /// from block wood to prisoner; for the shipped themes mostly a*) than every other block the
  /// pair of neighbours furthest that way must lie to be taken as the prisoner when the colours
  /// give no single prisoner.
  public var prisonerRedContrast: Double
  /// The least tiles in each of two groups of empty tiles for them to count as two colours.
  public var emptyGroupMinimum: Int
  /// How far apart (in pooled deviations of the tiles around their group) two groups of empty
  /// tiles must lie to count as two colours rather than one board under uneven light.
  public var emptySeparationRatio: Double
  /// How far apart, in spreads of the theme's board class, two groups of empty tiles must lie
  /// to count as two colours.
  public var emptySeparationSpreads: Double
  /// The factor on the confidence of a reading whose empty tiles show two colours (the reading
  /// does not explain the board).
  public var unexplainedFactor: Double
  /// The share of a tile's samples in the colour of the gap between blocks above which a tile
  /// read as empty, and unlike the other empty tiles (`EmptyTileCheck.oddTiles`), is
  /// unexplained: a gap is a thin line between blocks, never a whole tile, so such a tile is a
  /// face darker than any the model knows (a fixed block), not board.
  public var gapTileShare: Double = 0.5

  /// The defaults.
  public static let standard = AssembleOptions(
    minimumDecisionProbability: 0.02,
    maximumSearchNodes: 200_000,
    prisonerRedContrast: 12,
    emptyGroupMinimum: 3,
    emptySeparationRatio: 6,
    emptySeparationSpreads: 3,
    unexplainedFactor: 0.25)

  /// Creates options; see `standard` for the defaults.
  public init(
    minimumDecisionProbability: Double,
    maximumSearchNodes: Int,
    prisonerRedContrast: Double,
    emptyGroupMinimum: Int,
    emptySeparationRatio: Double,
    emptySeparationSpreads: Double,
    unexplainedFactor: Double
  ) {
    self.minimumDecisionProbability = minimumDecisionProbability
    self.maximumSearchNodes = maximumSearchNodes
    self.prisonerRedContrast = prisonerRedContrast
    self.emptyGroupMinimum = emptyGroupMinimum
    self.emptySeparationRatio = emptySeparationRatio
    self.emptySeparationSpreads = emptySeparationSpreads
    self.unexplainedFactor = unexplainedFactor
  }
}
