import Themes

/// How the adapt stage fits a theme profile to an image (`ColourAdaptation`).
///
/// A profile's colours are priors: the scanner moves them to where the image's own clusters
/// are, within these bounds, so that a darker, warmer, washed-out or slightly hue-turned copy of
/// a screenshot reads like the original.
public struct AdaptOptions: Hashable, Sendable, Codable {
  /// The classes whose colours anchor the fit: large, flat areas every board shows.
  public var anchors: [ColourClass]
  /// Normalised distances (in class spreads) within which a colour is taken as a sample of its
  /// nearest class, one per iteration: generous first, then tighter.
  public var radii: [Double]
  /// The bounds of the lightness gain.
  public var lightnessGain: ClosedRange<Double>
  /// The bounds of the lightness offset (CIELAB L units).
  public var lightnessOffset: ClosedRange<Double>
  /// The bounds of the chroma scale.
  public var chromaScale: ClosedRange<Double>
  /// The largest hue turn, in degrees.
  public var maximumHueDegrees: Double
  /// The bounds of the a* and b* offsets.
  public var chromaOffset: ClosedRange<Double>
  /// The least share of the fitted weight the anchors' matches must reach for a fit to count.
  public var minimumMatchedShare: Double
  /// Below this largest colour change (CIELAB units) the profile is used as it is.
  public var negligibleShift: Double

  /// The defaults.
  public static let standard = AdaptOptions(
    anchors: [.board, .block, .prisoner, .frame], radii: [9, 7, 5, 4, 4, 4],
    lightnessGain: 0.7...1.4, lightnessOffset: -20...20, chromaScale: 0.65...1.5,
    maximumHueDegrees: 10, chromaOffset: -12...12, minimumMatchedShare: 0.05,
    negligibleShift: 0.75)

  /// Creates options; see `standard`.
  public init(
    anchors: [ColourClass], radii: [Double], lightnessGain: ClosedRange<Double>,
    lightnessOffset: ClosedRange<Double>, chromaScale: ClosedRange<Double>,
    maximumHueDegrees: Double, chromaOffset: ClosedRange<Double>, minimumMatchedShare: Double,
    negligibleShift: Double
  ) {
    self.anchors = anchors
    self.radii = radii
    self.lightnessGain = lightnessGain
    self.lightnessOffset = lightnessOffset
    self.chromaScale = chromaScale
    self.maximumHueDegrees = maximumHueDegrees
    self.chromaOffset = chromaOffset
    self.minimumMatchedShare = minimumMatchedShare
    self.negligibleShift = negligibleShift
  }
}
