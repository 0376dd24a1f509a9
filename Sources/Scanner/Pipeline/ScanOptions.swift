/// Structural parameters of a scan: sizes and fractions of the board's geometry, never colours.
///
/// Colour thresholds live in the theme's `ScanModel`; these say where to look and how much to
/// sample. The defaults suit every layout the scanner has been tested on.
public struct ScanOptions: Hashable, Sendable, Codable {
  /// The longest side of the downscaled working copy used to find the board, in pixels.
  public var workingMaxDimension: Int
  /// The smallest board side the scanner looks for, in image pixels (6 pixels per tile).
  public var minimumBoardSide: Int
  /// The least share of a square region's 36 tiles that must read as a tile class for it to be
  /// taken as the board before a larger square that does not (header panels, screen edges).
  public var minimumReadableTiles: Double
  /// How much wider than tall (or taller than wide) a dark region may be, as a fraction of its
  /// side, before it is no longer a board: room for the chute notch beside the board.
  public var maximumNotchFraction: Double
  /// Sides of a board region may differ by this fraction and still count as square.
  public var squareTolerance: Double
  /// The fraction of a tile left out on each side when sampling its colour.
  public var sampleInset: Double
  /// Samples per tile along each axis (the tile gets the square of this).
  public var samplesPerAxis: Int
  /// How far either side of a grid line the gap between two tiles is searched, as a fraction
  /// of the tile.
  public var seamWindow: Double
  /// The middle fraction of a shared tile edge along which the gap is measured.
  public var seamSpan: Double
  /// Width of the strip beside the board searched for the chute, as a fraction of a tile.
  public var chuteStripWidth: Double
  /// Gap between the board's edge and the chute strip, as a fraction of a tile.
  public var chuteStripGap: Double
  /// The least CIELAB distance between the empty board's colour and the frame's for the chute
  /// search to tell a notch from frame.
  public var chuteMinimumContrast: Double = 6
  /// How far outside the board its edges are checked for more board, as a fraction of a tile.
  public var edgeGap: Double = 0.08
  /// A point outside the board within this CIELAB distance of the mean colour of one of the
  /// board's tile classes looks like board.
  public var edgeDistance: Double = 8
  /// A side at least this board-like goes on beyond the board ...
  public var edgeOpen: Double = 0.45
  /// ... when another side is at most this board-like (closed by frame).
  public var edgeClosed: Double = 0.25
  /// The confidence is multiplied by this when the board seems to go on beyond a side.
  public var edgeOpenFactor: Double = 0.2
  /// How much redder (CIELAB a*) than every other block the reddest pair of neighbours must be
  /// to be taken as the prisoner when the colours give no single prisoner.
  public var prisonerRedContrast: Double = 12
  /// Where the window searched for a rivet starts, from the tile's corner, as a fraction of the
  /// tile (along both axes).
  public var rivetWindowStart: Double
  /// Where that window ends, as a fraction of the tile.
  public var rivetWindowEnd: Double
  /// Lightness noise (standard deviation, CIELAB L units) above which every class's spread is
  /// widened by the measured noise.
  public var noiseFloor: Double
  /// The most the spreads are widened by, however noisy the image (beyond it, everything
  /// would match every class).
  public var noiseCeiling: Double
  /// Confidence is multiplied by this when no profile fits and thresholds come from the image.
  public var fallbackConfidenceFactor: Double
  /// A reading whose least likely decision is below this probability is rejected.
  public var minimumDecisionProbability: Double
  /// The most partial readings the block assembly explores before taking the best so far.
  public var maximumSearchNodes: Int
  /// The most located attempts (theme, adapted or not, fallback) read to the end before the
  /// reading with the most evidence is chosen.
  public var maximumReadings: Int = 4
  /// The most squares one theme offers as the board (largest readable first).
  public var maximumLocations: Int = 3
  /// The least side of a board as a share of the image's shorter side (smaller squares are
  /// decoys, icons and panels).
  public var minimumScreenShare: Double = 0.25
  /// A readable square this many times the chosen board's area is a larger board candidate.
  public var rivalAreaRatio: Double = 2
  /// A reading of a square overlapping the chosen board by this share of the larger of the two
  /// is a rival reading of the same board.
  public var rivalOverlap: Double = 0.5
  /// Squares sharing this share of the larger one's area are the same square.
  public var sameSquare: Double = 0.9
  /// The chosen reading's confidence is multiplied by this when a larger board-like square
  /// around it could not be read.
  public var unreadLargerBoardFactor: Double = 0.3
  /// A reading this confident ends the search for a better one.
  public var sureConfidence: Double = 0.9

  /// The defaults.
  public static let standard = ScanOptions(
    workingMaxDimension: 400, minimumBoardSide: 36, minimumReadableTiles: 0.75,
    maximumNotchFraction: 0.12,
    squareTolerance: 0.04, sampleInset: 0.2, samplesPerAxis: 9, seamWindow: 0.2, seamSpan: 0.5,
    chuteStripWidth: 0.12, chuteStripGap: 0.04, rivetWindowStart: 0.06, rivetWindowEnd: 0.34,
    noiseFloor: 2,
    noiseCeiling: 12,
    fallbackConfidenceFactor: 0.6,
    minimumDecisionProbability: 0.02, maximumSearchNodes: 200_000)

  /// Creates options; see `standard` for the defaults.
  public init(
    workingMaxDimension: Int, minimumBoardSide: Int, minimumReadableTiles: Double,
    maximumNotchFraction: Double,
    squareTolerance: Double, sampleInset: Double, samplesPerAxis: Int, seamWindow: Double,
    seamSpan: Double, chuteStripWidth: Double, chuteStripGap: Double, rivetWindowStart: Double,
    rivetWindowEnd: Double, noiseFloor: Double, noiseCeiling: Double,
    fallbackConfidenceFactor: Double, minimumDecisionProbability: Double, maximumSearchNodes: Int
  ) {
    self.workingMaxDimension = workingMaxDimension
    self.minimumBoardSide = minimumBoardSide
    self.minimumReadableTiles = minimumReadableTiles
    self.maximumNotchFraction = maximumNotchFraction
    self.squareTolerance = squareTolerance
    self.sampleInset = sampleInset
    self.samplesPerAxis = samplesPerAxis
    self.seamWindow = seamWindow
    self.seamSpan = seamSpan
    self.chuteStripWidth = chuteStripWidth
    self.chuteStripGap = chuteStripGap
    self.rivetWindowStart = rivetWindowStart
    self.rivetWindowEnd = rivetWindowEnd
    self.noiseFloor = noiseFloor
    self.noiseCeiling = noiseCeiling
    self.fallbackConfidenceFactor = fallbackConfidenceFactor
    self.minimumDecisionProbability = minimumDecisionProbability
    self.maximumSearchNodes = maximumSearchNodes
  }
}
