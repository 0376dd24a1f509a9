extension ScanPolicy {
  /// How the scan's search ranks its readings, and when it ends.
  ///
  /// Part of `ScanPolicy` (`policy.choice`); geometry and counts, never colours.
  public struct Choice: Hashable, Sendable, Codable {
    /// The most located attempts (theme, adapted or not, fallback) read to the end before the
    /// reading with the most evidence is chosen.
    public var maximumReadings: Int = 4
    /// A reading ranked this high (`ScanReport.rank`) ends the search for a better one.
    public var sureRank: Double = 0.9
    /// A readable square this many times the chosen board's area is a larger board candidate.
    public var rivalAreaRatio: Double = 2
    /// A reading of a square overlapping the chosen board by this share of the larger of the two
    /// is a rival reading of the same board.
    public var rivalOverlap: Double = 0.5
    /// Squares sharing this share of the larger one's area are the same square.
    public var sameSquare: Double = 0.9
    /// The rank is multiplied by this when no profile fits and thresholds come from the image.
    public var fallbackRankFactor: Double = 0.6

    /// Two themes' tile scores within this of each other fit alike (boards with no block wood
    /// look alike in every theme): the share of the frame in the theme's frame colour decides.
    public var scoreTie: Double = 0.02

    /// The defaults.
    public static let standard = Choice()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
