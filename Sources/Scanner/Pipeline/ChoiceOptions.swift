/// How the scan chooses among its readings and weighs the evidence against the chosen one.
///
/// Part of `ScanOptions` (`options.choice`); geometry and counts, never colours.
public struct ChoiceOptions: Hashable, Sendable, Codable {
  /// The most located attempts (theme, adapted or not, fallback) read to the end before the
  /// reading with the most evidence is chosen.
  public var maximumReadings: Int
  /// A reading this confident ends the search for a better one.
  public var sureConfidence: Double
  /// A readable square this many times the chosen board's area is a larger board candidate.
  public var rivalAreaRatio: Double
  /// A reading of a square overlapping the chosen board by this share of the larger of the two
  /// is a rival reading of the same board.
  public var rivalOverlap: Double
  /// Squares sharing this share of the larger one's area are the same square.
  public var sameSquare: Double
  /// The chosen reading's confidence is multiplied by this when a larger board-like square
  /// around it could not be read.
  public var unreadLargerBoardFactor: Double
  /// Confidence is multiplied by this when no profile fits and thresholds come from the image.
  public var fallbackConfidenceFactor: Double
  /// Confidence is multiplied by this when the board was turned from how it lies to read a
  /// different puzzle, with a profile whose board is lighter than its blocks: the blocks'
  /// shading is measured as lightness steps at their edges, whose sign such a board reverses,
  /// so the turn it shows is no evidence.
  public var reversedShadingTurnFactor: Double = 0.3

  /// The defaults.
  public static let standard = ChoiceOptions(
    maximumReadings: 4,
    sureConfidence: 0.9,
    rivalAreaRatio: 2,
    rivalOverlap: 0.5,
    sameSquare: 0.9,
    unreadLargerBoardFactor: 0.3,
    fallbackConfidenceFactor: 0.6)

  /// Creates options; see `standard` for the defaults.
  public init(
    maximumReadings: Int,
    sureConfidence: Double,
    rivalAreaRatio: Double,
    rivalOverlap: Double,
    sameSquare: Double,
    unreadLargerBoardFactor: Double,
    fallbackConfidenceFactor: Double
  ) {
    self.maximumReadings = maximumReadings
    self.sureConfidence = sureConfidence
    self.rivalAreaRatio = rivalAreaRatio
    self.rivalOverlap = rivalOverlap
    self.sameSquare = sameSquare
    self.unreadLargerBoardFactor = unreadLargerBoardFactor
    self.fallbackConfidenceFactor = fallbackConfidenceFactor
  }
}
