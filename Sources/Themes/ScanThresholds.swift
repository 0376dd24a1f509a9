/// The named decision thresholds of a theme. Every comparison the scanner makes against a
/// colour measurement uses one of these; none lives in scanner code.
public struct ScanThresholds: Hashable, Sendable, Codable {
  /// A sample belongs to its nearest class when its normalised distance (in spreads) is at most
  /// this; farther samples (text, arrows, highlights of other colours) are outliers and do not
  /// vote. Note the direction: here *smaller* measurements pass.
  public var sampleDistance: Threshold
  /// The winning class's share of a tile's classified samples for the tile to be confident.
  public var tileShare: Threshold
  /// The share of a tile's samples that must be classified (not outliers) for it to be confident.
  public var tileCoverage: Threshold
  /// Relative darkening of the gap between two tiles, `1 - gapL / woodL`, at or above which
  /// they belong to different blocks.
  public var seamDarkening: Threshold
  /// The share of rivet-coloured samples in the corner spots of a tile at or above which a
  /// corner holds a rivet.
  public var rivetShare: Threshold
  /// The share of board-dark samples along a line at or above which it is the board's rim.
  public var boardEdgeShare: Threshold
  /// The share of board-dark samples in the frame beside a row at or above which the frame is
  /// open there (the chute).
  public var chuteShare: Threshold
  /// The lowest theme score (mean tile confidence) at which `--theme auto` accepts the theme.
  public var themeFit: Threshold

  /// Creates the set.
  public init(
    sampleDistance: Threshold, tileShare: Threshold, tileCoverage: Threshold,
    seamDarkening: Threshold, rivetShare: Threshold, boardEdgeShare: Threshold,
    chuteShare: Threshold, themeFit: Threshold
  ) {
    self.sampleDistance = sampleDistance
    self.tileShare = tileShare
    self.tileCoverage = tileCoverage
    self.seamDarkening = seamDarkening
    self.rivetShare = rivetShare
    self.boardEdgeShare = boardEdgeShare
    self.chuteShare = chuteShare
    self.themeFit = themeFit
  }

  /// Every threshold with its JSON key, for validation and reports.
  public var named: [(name: String, threshold: Threshold)] {
    [
      ("sampleDistance", sampleDistance), ("tileShare", tileShare),
      ("tileCoverage", tileCoverage), ("seamDarkening", seamDarkening),
      ("rivetShare", rivetShare), ("boardEdgeShare", boardEdgeShare),
      ("chuteShare", chuteShare), ("themeFit", themeFit),
    ]
  }

  /// The thresholds used where no theme profile supplies them: the image-derived fallback
  /// model and the calibrator's starting point.
  public static let defaults = ScanThresholds(
    sampleDistance: Threshold(value: 4, margin: 1), tileShare: Threshold(value: 0.6, margin: 0.2),
    tileCoverage: Threshold(value: 0.5, margin: 0.25),
    seamDarkening: Threshold(value: 0.25, margin: 0.15),
    rivetShare: Threshold(value: 0.08, margin: 0.04),
    boardEdgeShare: Threshold(value: 0.6, margin: 0.2),
    chuteShare: Threshold(value: 0.5, margin: 0.2), themeFit: Threshold(value: 0.6, margin: 0.15))
}
