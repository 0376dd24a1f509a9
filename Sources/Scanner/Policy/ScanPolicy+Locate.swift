extension ScanPolicy {
  /// Where the locate stage looks for the board and what it takes for one.
  ///
  /// Part of `ScanPolicy` (`policy.locate`); geometry and counts, never colours.
  public struct Locate: Hashable, Sendable, Codable {
    /// The longest side of the downscaled working copy used to find the board, in pixels.
    public var workingMaxDimension: Int = 400
    /// The smallest board side the scanner looks for, in image pixels (6 pixels per tile).
    public var minimumBoardSide: Int = 36
    /// The least share of a square region's 36 tiles that must read as a tile class for it to be
    /// taken as the board before a larger square that does not (header panels, screen edges).
    public var minimumReadableTiles: Double = 0.75
    /// The spacing (a fraction of a tile) of the 3x3 probes at each tile's centre that tell
    /// whether a located square's tiles read (`minimumReadableTiles`).
    public var probeSpacing: Double = 0.2
    /// How much wider than tall (or taller than wide) a dark region may be, as a fraction of its
    /// side, before it is no longer a board: room for the chute notch beside the board.
    public var maximumNotchFraction: Double = 0.12
    /// Sides of a board region may differ by this fraction and still count as square.
    public var squareTolerance: Double = 0.04
    /// The most squares one theme offers as the board (largest readable first).
    public var maximumLocations: Int = 3
    /// The least side of a board as a share of the image's shorter side (smaller squares are
    /// decoys, icons and panels).
    public var minimumScreenShare: Double = 0.25
    /// Lightness noise (standard deviation, CIELAB L units) above which every class's spread is
    /// widened by the measured noise.
    public var noiseFloor: Double = 2
    /// The most the spreads are widened by, however noisy the image (beyond it, everything
    /// would match every class).
    public var noiseCeiling: Double = 12
    /// How far a located board's sides may move onto the image's own tile grid (`GridFit`), as a
    /// share of its side.
    public var gridFitReach: Double = 0.06
    /// How far each side of a tile boundary its steps are pooled when fitting the grid, as a
    /// share of a tile (smoothed twice: about half the gap between two blocks in all).
    public var gridFitSmoothing: Double = 0.03
    /// How many times stronger the steps under the fitted grid must be than under the located
    /// one for the fitted board to be read as well.
    public var gridFitGain: Double = 1.1

    /// The longest side of the box-averaged copy in which `LatticeLocator` looks for the board
    /// by its grid of steps, in cells.
    public var latticeMaxDimension: Int = 320
    /// The longest side of the finer copy on which `LatticeLocator` places its best squares.
    public var latticeFineDimension: Int = 1280
    /// The largest colour step (per channel, 0-255) a cell of that copy counts with: a few very
    /// strong edges (a bezel against a light screen) do not outweigh a grid of tile boundaries.
    public var latticeStepCap: Double = 24
    /// The least share of the mean step under a square's lines that the lines between them
    /// must lack for `LatticeLocator` to offer it (noise steps alike everywhere).
    public var latticeContrast: Double = 0.15
    /// The most squares `LatticeLocator` offers as the board, the best first.
    public var latticeLocations: Int = 4

    /// The picture inside a plain surround (`ScreenWindow`): border samples within this many
    /// levels (per channel) of each other share a colour...
    public var windowBorderTolerance: Int = 12
    /// ...which must hold at least this share of the border to be a plain surround...
    public var windowBorderShare: Double = 0.5
    /// ...and a cell differs from it when its centre is more than this many levels away.
    public var windowBackgroundTolerance: Int = 24
    /// The picture is worth reading apart only when its box covers at most this share of the
    /// image (a larger one is the image read already).
    public var windowImageShare: Double = 0.6
    /// A dark line is the board's rim only while less than this share of the lines just inside
    /// it is frame-coloured (else the frame goes on inside: the line is outside the board).
    public var rimInsideFrameShare: Double = 0.5

    /// The defaults.
    public static let standard = Locate()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
