import Themes

extension ScanPolicy {
  /// How the adapt stage fits a theme profile to an image (`ColourAdaptation`).
  ///
  /// A profile's colours are priors: the scanner moves them to where the image's own clusters
  /// are, within these bounds, so that a darker, warmer, washed-out or slightly hue-turned copy of
  /// a screenshot reads like the original.
  public struct Adapt: Hashable, Sendable, Codable {
    /// The classes whose colours anchor the fit: large, flat areas every board shows.
    public var anchors: [ColourClass] = [.board, .block, .prisoner, .frame]
    /// Normalised distances (in class spreads) within which a colour is taken as a sample of its
    /// nearest class, one per iteration: generous first, then tighter.
    public var radii: [Double] = [9, 7, 5, 4, 4, 4]
    /// The bounds of the lightness gain.
    public var lightnessGain: ClosedRange<Double> = 0.7...1.4
    /// The bounds of the lightness offset (CIELAB L units).
    public var lightnessOffset: ClosedRange<Double> = -20...20
    /// The bounds of the chroma scale.
    public var chromaScale: ClosedRange<Double> = 0.65...1.5
    /// The largest hue turn, in degrees.
    public var maximumHueDegrees: Double = 10
    /// The bounds of the a* and b* offsets.
    public var chromaOffset: ClosedRange<Double> = -12...12
    /// The least share of the fitted weight the anchors' matches must reach for a fit to count.
    public var minimumMatchedShare: Double = 0.05
    /// Below this largest colour change (CIELAB units) the profile is used as it is.
    public var negligibleShift: Double = 0.75

    /// The defaults.
    public static let standard = Adapt()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
