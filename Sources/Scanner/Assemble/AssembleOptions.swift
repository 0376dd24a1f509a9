/// How the assemble stage searches for the most likely legal reading.
///
/// Part of `ScanOptions` (`options.assemble`); geometry and counts, never colours.
public struct AssembleOptions: Hashable, Sendable, Codable {
  /// A reading whose least likely decision is below this probability is rejected.
  public var minimumDecisionProbability: Double
  /// The most partial readings the block assembly explores before taking the best so far.
  public var maximumSearchNodes: Int
  /// How much redder (CIELAB a*) than every other block the reddest pair of neighbours must be
  /// to be taken as the prisoner when the colours give no single prisoner.
  public var prisonerRedContrast: Double

  /// The defaults.
  public static let standard = AssembleOptions(
    minimumDecisionProbability: 0.02,
    maximumSearchNodes: 200_000,
    prisonerRedContrast: 12)

  /// Creates options; see `standard` for the defaults.
  public init(
    minimumDecisionProbability: Double,
    maximumSearchNodes: Int,
    prisonerRedContrast: Double
  ) {
    self.minimumDecisionProbability = minimumDecisionProbability
    self.maximumSearchNodes = maximumSearchNodes
    self.prisonerRedContrast = prisonerRedContrast
  }
}
