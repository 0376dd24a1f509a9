import Imaging

/// The colour model of one class: where its colours lie in CIELAB and how widely they spread.
///
/// A calibrator fits it from labelled samples: `mean` is their mean, `spread` their standard
/// deviation per axis (floored so JPEG noise stays inside).
public struct ColourModel: Hashable, Sendable, Codable {
  /// The class's mean colour.
  public var mean: LabColour
  /// Standard deviation per axis; every component is positive.
  public var spread: LabSpread

  /// Creates a model from a mean and a spread.
  public init(mean: LabColour, spread: LabSpread) {
    self.mean = mean
    self.spread = spread
  }

  /// The normalised distance of `colour` to this class: the Euclidean length of the per-axis
  /// differences divided by the spreads (1 means "one spread away").
  @inlinable
  public func distance(to colour: LabColour) -> Double {
    let dl = (colour.l - mean.l) / spread.l
    let da = (colour.a - mean.a) / spread.a
    let db = (colour.b - mean.b) / spread.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}
