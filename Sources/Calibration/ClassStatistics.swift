import Imaging
import Themes

/// What the calibrator measured for one colour class and the model it fitted.
public struct ClassStatistics: Hashable, Sendable, Codable {
  /// The class.
  public var colourClass: ColourClass
  /// Where its samples came from (`14 empty tiles`, `9 gaps between blocks`), or why it is
  /// estimated.
  public var source: String
  /// Samples that shaped the fit (outliers excluded); 0 when estimated.
  public var samples: Int
  /// Samples rejected as outliers (text, arrows, highlights).
  public var outliers: Int
  /// Mean of the kept samples; nil when estimated.
  public var measuredMean: LabColour?
  /// Standard deviation of the kept samples; nil when estimated.
  public var measuredDeviation: LabSpread?
  /// The model written to the profile.
  public var model: ColourModel
  /// The 95th percentile of the kept samples' normalised distance to their own model; nil when
  /// estimated. The profile's `sampleDistance` must lie above it.
  public var ownDistance95: Double?

  /// True when no sample was measured and the model is an estimate.
  public var isEstimated: Bool { samples == 0 }
}
