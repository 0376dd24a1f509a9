import Themes

/// Structural parameters of a scan, one named group per stage: sizes and fractions of the
/// board's geometry, counts and evidence weights, never colours.
///
/// Colour thresholds live in the theme's `ScanModel`; these say where to look, how much to
/// sample and how much each kind of evidence counts. The defaults suit every layout the
/// scanner has been tested on.
public struct ScanOptions: Hashable, Sendable, Codable {
  /// The locate stage.
  public var locate: LocateOptions
  /// The adapt stage.
  public var adapt: AdaptOptions
  /// The classify stage.
  public var classify: ClassifyOptions
  /// The seams stage.
  public var seams: SeamOptions
  /// The assemble stage.
  public var assemble: AssembleOptions
  /// The chute stage.
  public var chute: ChuteOptions
  /// The edges stage.
  public var edges: EdgeOptions
  /// The choice among readings.
  public var choice: ChoiceOptions
  /// The board's shape: upright, rotated, turned or in perspective.
  public var geometry: GeometryOptions
  /// Images with at least this many pixels are read in two pieces side by side where a stage
  /// reads much of them (the working copy beside the noise estimate, in two halves of rows;
  /// the grid's alignment beside the seams): their pixels are no longer in the caches after
  /// decoding, and a thread spends most of such a pass waiting for memory, which two threads
  /// do at once. Smaller images are read faster by one thread than two can be started. (The
  /// themes are located and classified side by side whatever the size.) Readings are the same
  /// either way.
  public var sideBySidePixels = 1 << 20

  /// The defaults.
  public static let standard = ScanOptions(
    locate: .standard, adapt: .standard, classify: .standard, seams: .standard,
    assemble: .standard, chute: .standard, edges: .standard, choice: .standard)

  /// Creates options from one group per stage; see `standard` for the defaults.
  public init(
    locate: LocateOptions, adapt: AdaptOptions, classify: ClassifyOptions, seams: SeamOptions,
    assemble: AssembleOptions, chute: ChuteOptions, edges: EdgeOptions, choice: ChoiceOptions,
    geometry: GeometryOptions = .standard
  ) {
    self.locate = locate
    self.adapt = adapt
    self.classify = classify
    self.seams = seams
    self.assemble = assemble
    self.chute = chute
    self.edges = edges
    self.choice = choice
    self.geometry = geometry
  }
}
