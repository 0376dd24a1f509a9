import Imaging
import Themes

/// A colour class fitted from samples: the measured centre and spread of the samples that are
/// not outliers, and the model the profile stores (spread scaled and floored).
struct ColourFit: Sendable {
  /// Mean of the kept samples.
  var mean: LabColour
  /// Standard deviation of the kept samples per axis.
  var deviation: LabSpread
  /// The model written to the profile.
  var model: ColourModel
  /// Samples that shaped the fit.
  var kept: Int
  /// Samples rejected as outliers.
  var outliers: Int
  /// The kept samples, thinned evenly to at most `maximumKept` (for margins and the palette).
  var keptSamples: [LabColour]

  /// The most kept samples remembered.
  static let maximumKept = 4000

  /// Fits `samples` robustly: start at the per-axis median with the median absolute deviation
  /// as the spread, drop samples farther than `policy.outlierDistance`, then take the mean and
  /// standard deviation of the rest (three rounds). Nil when there are no samples.
  static func fit(
    _ samples: [LabColour], policy: CalibrationPolicy, spreadScale: Double? = nil
  ) -> ColourFit? {
    guard !samples.isEmpty else { return nil }
    let floor = policy.minimumSpread
    var centre = LabColour(
      l: Statistics.median(samples.map(\.l)), a: Statistics.median(samples.map(\.a)),
      b: Statistics.median(samples.map(\.b)))
    func mad(_ values: [Double], _ centre: Double) -> Double {
      1.4826 * Statistics.median(values.map { abs($0 - centre) })
    }
    var scale = LabSpread(
      l: max(floor.l, mad(samples.map(\.l), centre.l)),
      a: max(floor.a, mad(samples.map(\.a), centre.a)),
      b: max(floor.b, mad(samples.map(\.b), centre.b)))
    var kept = samples
    var deviation = LabSpread(l: 0, a: 0, b: 0)
    for _ in 0..<3 {
      let model = ColourModel(mean: centre, spread: scale)
      let inside = samples.filter { model.distance(to: $0) <= policy.outlierDistance }
      guard !inside.isEmpty else { break }
      kept = inside
      let n = Double(kept.count)
      centre = LabColour(
        l: kept.reduce(0) { $0 + $1.l } / n, a: kept.reduce(0) { $0 + $1.a } / n,
        b: kept.reduce(0) { $0 + $1.b } / n)
      func std(_ value: (LabColour) -> Double, _ mean: Double) -> Double {
        (kept.reduce(0) { $0 + (value($1) - mean) * (value($1) - mean) } / n).squareRoot()
      }
      deviation = LabSpread(l: std(\.l, centre.l), a: std(\.a, centre.a), b: std(\.b, centre.b))
      scale = LabSpread(
        l: max(floor.l, deviation.l), a: max(floor.a, deviation.a), b: max(floor.b, deviation.b))
    }
    let factor = spreadScale ?? policy.spreadScale
    let spread = LabSpread(
      l: max(floor.l, deviation.l * factor), a: max(floor.a, deviation.a * factor),
      b: max(floor.b, deviation.b * factor))
    return ColourFit(
      mean: centre, deviation: deviation,
      model: ColourModel(mean: centre.rounded, spread: spread.rounded), kept: kept.count,
      outliers: samples.count - kept.count, keptSamples: thinned(kept)
    )
  }

  static func thinned(_ samples: [LabColour]) -> [LabColour] {
    guard samples.count > maximumKept else { return samples }
    return (0..<maximumKept).map { samples[$0 * samples.count / maximumKept] }
  }
}

extension LabColour {
  /// The colour with each coordinate rounded to one decimal (as theme files store it).
  var rounded: LabColour {
    LabColour(l: (l * 10).rounded() / 10, a: (a * 10).rounded() / 10, b: (b * 10).rounded() / 10)
  }
}

extension LabSpread {
  /// The spread with each axis rounded up to one decimal (never to 0).
  var rounded: LabSpread {
    LabSpread(
      l: (l * 10).rounded(.up) / 10, a: (a * 10).rounded(.up) / 10, b: (b * 10).rounded(.up) / 10)
  }
}
