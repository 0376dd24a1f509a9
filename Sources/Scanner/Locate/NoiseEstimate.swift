import Imaging
import Themes

/// How noisy the image is: the spread of lightness between horizontal neighbours, measured on a
/// sparse grid. Most neighbour pairs lie in flat areas, so the median difference reflects the
/// noise rather than the picture; for Gaussian noise of deviation σ the median absolute
/// difference of two pixels is about 0.954 σ.
enum NoiseEstimate {
  /// The estimated standard deviation of CIELAB lightness noise.
  static func lightness(_ image: RGBAImage) -> Double {
    guard image.width >= 2 else { return 0 }
    let steps = 32
    var differences: [Double] = []
    differences.reserveCapacity(steps * steps)
    for j in 0..<steps {
      let y = (image.height * (2 * j + 1)) / (2 * steps)
      for i in 0..<steps {
        let x = min(image.width - 2, (image.width * (2 * i + 1)) / (2 * steps))
        differences.append(
          abs(ColourTable.lightness(image[x, y]) - ColourTable.lightness(image[x + 1, y])))
      }
    }
    differences.sort()
    return differences[differences.count / 2] / 0.954
  }

  /// `model` with every class's spread widened by `noise` (added in quadrature, on every
  /// axis; at most `ceiling`), rounded to half units so that models stay few and cached.
  static func widened(_ model: ScanModel, by noise: Double, ceiling: Double) -> ScanModel {
    let rounded = (min(noise, ceiling) * 2).rounded() / 2
    var widened = model
    for colourClass in ColourClass.allCases {
      let spread = model.classes[colourClass].spread
      func widen(_ value: Double) -> Double { (value * value + rounded * rounded).squareRoot() }
      widened.classes[colourClass].spread = LabSpread(
        l: widen(spread.l), a: widen(spread.a), b: widen(spread.b))
    }
    return widened
  }
}
