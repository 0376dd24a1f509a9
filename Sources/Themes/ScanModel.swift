import Imaging

/// How the scanner tells a theme's classes apart: colour models and named thresholds.
///
/// Owned by the scanner issue; fitted by the calibrator. No colour threshold lives in scanner
/// code: every one is a named field here. In JSON:
/// ```json
/// "scan": {
///   "classes": { "board": { "mean": [33.6, 9.5, 29.8], "spread": [3, 2, 3] }, ... },
///   "thresholds": { "seamDarkening": { "value": 0.25, "margin": 0.15 }, ... }
/// }
/// ```
public struct ScanModel: Codable, Hashable, Sendable {
  /// One colour model per class (CIELAB mean and spread).
  public var classes: ColourClasses
  /// Named decision thresholds with margins.
  public var thresholds: ScanThresholds

  /// Creates a model.
  public init(classes: ColourClasses, thresholds: ScanThresholds) {
    self.classes = classes
    self.thresholds = thresholds
  }

  /// The class nearest to `colour` and its normalised distance.
  @inlinable
  public func nearest(_ colour: LabColour) -> (colourClass: ColourClass, distance: Double) {
    var best = ColourClass.board
    var bestSquared = Double.infinity
    for candidate in ColourClass.ordered {
      let model = classes[candidate]
      let dl = (colour.l - model.mean.l) / model.spread.l
      let da = (colour.a - model.mean.a) / model.spread.a
      let db = (colour.b - model.mean.b) / model.spread.b
      let squared = dl * dl + da * da + db * db
      if squared < bestSquared {
        bestSquared = squared
        best = candidate
      }
    }
    return (best, bestSquared.squareRoot())
  }

  /// The class nearest to `colour` and its normalised distance, among `candidates`.
  public func nearest(
    _ colour: LabColour, among candidates: [ColourClass]
  ) -> (colourClass: ColourClass, distance: Double) {
    var best = (colourClass: candidates.first ?? .board, distance: Double.infinity)
    for candidate in candidates {
      let d = classes[candidate].distance(to: colour)
      if d < best.distance { best = (candidate, d) }
    }
    return best
  }
}
