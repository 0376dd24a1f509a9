import Themes

/// How the theme-free fallback derives a colour model from the image itself when no profile
/// fits: the board is the large dark square region (darker than an Otsu split of the image's
/// lightness), blocks are the bright tiles on it, the prisoner the tiles far redder than the
/// blocks. Its numbers are contrasts and spreads, not colours.
public struct FallbackPolicy: Hashable, Sendable, Codable {
  /// Thresholds used with the derived model.
  public var thresholds: ScanThresholds
  /// Smallest spread given to a derived class (JPEG noise and grain stay inside).
  public var minimumSpread: LabSpread
  /// Derived spreads are the measured standard deviations times this.
  public var spreadScale: Double
  /// How much redder (CIELAB a*) than the median solid tile a tile must be to be the prisoner.
  public var prisonerRedContrast: Double
  /// The least lightness difference between empty and solid tiles for a split to be real.
  public var minimumTileContrast: Double

  /// The defaults.
  public static let standard = FallbackPolicy(
    thresholds: ScanThresholds(
      sampleDistance: Threshold(value: 4, margin: 1), tileShare: Threshold(value: 0.6, margin: 0.2),
      tileCoverage: Threshold(value: 0.5, margin: 0.25),
      seamDarkening: Threshold(value: 0.25, margin: 0.15),
      rivetShare: Threshold(value: 0.08, margin: 0.04),
      boardEdgeShare: Threshold(value: 0.6, margin: 0.2),
      chuteShare: Threshold(value: 0.5, margin: 0.2), themeFit: Threshold(value: 0.6, margin: 0.15)),
    minimumSpread: LabSpread(l: 3, a: 2, b: 3), spreadScale: 1.5, prisonerRedContrast: 20,
    minimumTileContrast: 10)

  /// Creates a policy.
  public init(
    thresholds: ScanThresholds, minimumSpread: LabSpread, spreadScale: Double,
    prisonerRedContrast: Double, minimumTileContrast: Double
  ) {
    self.thresholds = thresholds
    self.minimumSpread = minimumSpread
    self.spreadScale = spreadScale
    self.prisonerRedContrast = prisonerRedContrast
    self.minimumTileContrast = minimumTileContrast
  }
}
