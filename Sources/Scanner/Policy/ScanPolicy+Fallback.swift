import Imaging
import Themes

extension ScanPolicy {
  /// How the theme-free fallback derives a colour model from the image itself when no profile
  /// fits, on either side of its blocks: the board is the large square region darkest (or, read
  /// again, lightest) of a three-way Otsu split of the image's lightness, blocks are the tiles on
  /// it of the other lightness, the prisoner the side-by-side pair of solid tiles whose colour
  /// stands apart from the other blocks. Its numbers are contrasts and spreads, not colours.
  public struct Fallback: Hashable, Sendable, Codable {
    /// Thresholds used with the derived model.
    public var thresholds: ScanThresholds = ScanThresholds.defaults
    /// Smallest spread given to a derived class (JPEG noise and grain stay inside).
    public var minimumSpread: LabSpread = LabSpread(l: 3, a: 2, b: 3)
    /// Derived spreads are the measured standard deviations times this.
    public var spreadScale: Double = 1.5
    /// How far (in the solid tiles' own robust spreads) the prisoner's two tiles must lie from
    /// the solid tiles' median colour: the block colour apart, whatever its hue.
    public var prisonerContrast: Double = 6
    /// The least lightness difference between empty and solid tiles for a split to be real.
    public var minimumTileContrast: Double = 10
    /// How far (in the group's own robust spreads) a tile must lie from the median colour of the
    /// tiles of its lightness group to be a fixed block among them.
    public var outlierContrast: Double = 6
    /// The most tiles of one group that can be fixed blocks (more are a second colour, not
    /// single tiles apart).
    public var outlierGroup: Int = 3
    /// Whether a square the lightness split locates is moved onto the image's own tile grid where
    /// that fits the image's steps clearly better (`GridFit`: the split can take in a frame of
    /// the board's lightness). Calibration turns it off: it measures the classes at the board's
    /// rim and gaps, where a square located by colour is exact to the pixel, while the blocks'
    /// shading can pull a fitted grid a few pixels off.
    public var movesOntoTileGrid: Bool = true

    /// The defaults.
    public static let standard = Fallback()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
