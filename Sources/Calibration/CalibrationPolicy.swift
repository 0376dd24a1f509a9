import Imaging
import Themes

/// How the calibrator turns measured colours into a profile: spreads, outlier rejection, the
/// margins it trusts. Numbers about statistics, never colours.
public struct CalibrationPolicy: Hashable, Sendable {
  /// The smallest spread a fitted class gets (JPEG noise and unseen grain stay inside).
  public var minimumSpread: LabSpread
  /// Fitted spreads are the measured standard deviations times this.
  public var spreadScale: Double
  /// Spreads of the gap class are its measured deviations times this: its samples lie along a
  /// line from the board's colour to black, whose ends one deviation already nearly reaches.
  public var seamSpreadScale: Double
  /// When the profile's board colours reach beyond the board, the gap and chute spreads are
  /// multiplied by this and the fit repeated,
  public var tighteningFactor: Double
  /// at most this many times.
  public var tighteningSteps: Int
  /// Colours around the board that a profile counts as board-dark but that lie farther than
  /// this (in board spreads) from the board's colour are taken into the frame class when the
  /// profile finds no board or the wrong one.
  public var leakDistance: Double
  /// Absorbing colours widens the frame's spread by at most this factor.
  public var absorbedSpreadLimit: Double
  /// A board location whose tiles follow the label this well (share of tiles nearest their
  /// own class's mean colour) ends the search for the board.
  public var locatedAgreement: Double
  /// The lightness splits tried, in order, when no known way finds a board the label fits.
  public var lightnessSplits: [Double]
  /// Whether the lightness splits are tried only when no other way finds a board the label
  /// fits (faster), or always (more places to choose from).
  public var lightnessSplitsOnlyWhenNeeded: Bool
  /// Places whose label agreement differs by at most this are told apart by how uniform their
  /// tiles are.
  public var agreementTolerance: Double
  /// Samples farther than this (in robust spreads) from their class's centre are outliers
  /// (text, arrows, highlights) and do not shape the class.
  public var outlierDistance: Double
  /// The share of a class's samples whose margin the report quotes: the margin between two
  /// classes is the `marginQuantile` quantile of how much nearer each sample is to its own class.
  public var marginQuantile: Double
  /// A class pair whose margin (in normalised distance) is below this is reported as too thin
  /// to trust.
  public var thinMargin: Double
  /// A tile whose colours give its labelled class less than this probability disagrees with
  /// its label.
  public var disagreementProbability: Double
  /// Pixels sampled per tile along each axis, at most (evenly spread over the sampled region).
  public var samplesPerAxis: Int
  /// The least CIELAB distance between the mean colours of the tiles labelled empty and those
  /// labelled solid at a place found for the board: a place whose tiles all look alike (a plain
  /// area of one colour) is no board.
  public var leastTileContrast: Double = 4
  /// How a board location is checked against the label before the label is blamed.
  public var location: LocationCheck.Limits = .standard
  /// The thresholds a profile starts from before fitting, and keeps where the labels give no
  /// evidence.
  public var defaultThresholds: ScanThresholds
  /// The model of a class with no samples and no usable estimate: a saturated blue no wood
  /// theme shows, so it takes no votes.
  public var unseenClass: ColourModel

  /// The defaults.
  public static let standard = CalibrationPolicy(
    minimumSpread: LabSpread(l: 2.5, a: 1.5, b: 2.5), spreadScale: 1.5, seamSpreadScale: 1,
    tighteningFactor: 0.8, tighteningSteps: 4, leakDistance: 1.5,
    absorbedSpreadLimit: 1.5,
    locatedAgreement: 0.99, lightnessSplits: [8, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60],
    lightnessSplitsOnlyWhenNeeded: false, agreementTolerance: 0.02,
    outlierDistance: 4,
    marginQuantile: 0.02, thinMargin: 1, disagreementProbability: 0.2, samplesPerAxis: 16,
    defaultThresholds: ScanThresholds.defaults,
    unseenClass: ColourModel(
      mean: LabColour(l: 30, a: 60, b: -100), spread: LabSpread(l: 1, a: 1, b: 1)))

  /// Creates a policy; see `standard` for the defaults.
  public init(
    minimumSpread: LabSpread, spreadScale: Double, seamSpreadScale: Double,
    tighteningFactor: Double, tighteningSteps: Int, leakDistance: Double,
    absorbedSpreadLimit: Double,
    locatedAgreement: Double, lightnessSplits: [Double], lightnessSplitsOnlyWhenNeeded: Bool,
    agreementTolerance: Double, outlierDistance: Double,
    marginQuantile: Double, thinMargin: Double, disagreementProbability: Double,
    samplesPerAxis: Int, defaultThresholds: ScanThresholds, unseenClass: ColourModel
  ) {
    self.minimumSpread = minimumSpread
    self.spreadScale = spreadScale
    self.seamSpreadScale = seamSpreadScale
    self.tighteningFactor = tighteningFactor
    self.tighteningSteps = tighteningSteps
    self.leakDistance = leakDistance
    self.absorbedSpreadLimit = absorbedSpreadLimit
    self.locatedAgreement = locatedAgreement
    self.lightnessSplits = lightnessSplits
    self.lightnessSplitsOnlyWhenNeeded = lightnessSplitsOnlyWhenNeeded
    self.agreementTolerance = agreementTolerance
    self.outlierDistance = outlierDistance
    self.marginQuantile = marginQuantile
    self.thinMargin = thinMargin
    self.disagreementProbability = disagreementProbability
    self.samplesPerAxis = samplesPerAxis
    self.defaultThresholds = defaultThresholds
    self.unseenClass = unseenClass
  }
}
