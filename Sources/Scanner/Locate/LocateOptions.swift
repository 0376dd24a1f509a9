/// Where the locate stage looks for the board and what it takes for one.
///
/// Part of `ScanOptions` (`options.locate`); geometry and counts, never colours.
public struct LocateOptions: Hashable, Sendable, Codable {
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
  /// The most squares one theme offers as the board (largest readable first).
  public var maximumLocations: Int
  /// The least side of a board as a share of the image's shorter side (smaller squares are
  /// decoys, icons and panels).
  public var minimumScreenShare: Double
  /// Lightness noise (standard deviation, CIELAB L units) above which every class's spread is
  /// widened by the measured noise.
  public var noiseFloor: Double
  /// The most the spreads are widened by, however noisy the image (beyond it, everything
  /// would match every class).
  public var noiseCeiling: Double
  /// How far a located board's sides may move onto the image's own tile grid (`GridFit`), as a
  /// share of its side.
  public var gridFitReach: Double
  /// How far each side of a tile boundary its steps are pooled when fitting the grid, as a
  /// share of a tile (smoothed twice: about half the gap between two blocks in all).
  public var gridFitSmoothing: Double
  /// How many times stronger the steps under the fitted grid must be than under the located
  /// one for the fitted board to be read as well.
  public var gridFitGain: Double

  /// The defaults.
  public static let standard = LocateOptions(
    workingMaxDimension: 400,
    minimumBoardSide: 36,
    minimumReadableTiles: 0.75,
    maximumNotchFraction: 0.12,
    squareTolerance: 0.04,
    maximumLocations: 3,
    minimumScreenShare: 0.25,
    noiseFloor: 2,
    noiseCeiling: 12,
    gridFitReach: 0.06,
    gridFitSmoothing: 0.03,
    gridFitGain: 1.1)

  /// Creates options; see `standard` for the defaults.
  public init(
    workingMaxDimension: Int,
    minimumBoardSide: Int,
    minimumReadableTiles: Double,
    maximumNotchFraction: Double,
    squareTolerance: Double,
    maximumLocations: Int,
    minimumScreenShare: Double,
    noiseFloor: Double,
    noiseCeiling: Double,
    gridFitReach: Double,
    gridFitSmoothing: Double,
    gridFitGain: Double
  ) {
    self.workingMaxDimension = workingMaxDimension
    self.minimumBoardSide = minimumBoardSide
    self.minimumReadableTiles = minimumReadableTiles
    self.maximumNotchFraction = maximumNotchFraction
    self.squareTolerance = squareTolerance
    self.maximumLocations = maximumLocations
    self.minimumScreenShare = minimumScreenShare
    self.noiseFloor = noiseFloor
    self.noiseCeiling = noiseCeiling
    self.gridFitReach = gridFitReach
    self.gridFitSmoothing = gridFitSmoothing
    self.gridFitGain = gridFitGain
  }
}
