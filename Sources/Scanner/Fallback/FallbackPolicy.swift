import Imaging
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
    thresholds: ScanThresholds.defaults,
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
