import Foundation
import Imaging
import Themes

/// The adapt stage: fits a `LabTransform` that moves a profile's class colours onto the colours
/// an image actually shows, by alternating two steps (an EM-like fit): give each image colour to
/// its nearest adapted class when it lies within a radius, then choose the transform that best
/// maps the classes' profile colours onto the colours given to them (weighted least squares).
///
/// The transform is global (five numbers for the whole image), so clutter that happens to lie
/// near one class cannot pull that class alone, and it is bounded by `ScanPolicy.Adapt`.
struct ColourAdaptation {
  /// The bounds and radii.
  let policy: ScanPolicy.Adapt

  /// One colour of the image and how much of it there is.
  struct Point {
    var l: Float
    var a: Float
    var b: Float
    var weight: Float
  }

  /// What the fit found.
  struct Fit {
    /// The fitted transform (identity when the fit found too little to go on).
    var transform: LabTransform
    /// The share of the points' weight given to an anchor class in the last iteration.
    var matchedShare: Double
  }

  /// The points of a working copy: one per distinct colour code, weighted by its count.
  static func points(codes: [UInt16]) -> [Point] {
    var counts = [Int32](repeating: 0, count: ColourTable.codeCount)
    codes.withUnsafeBufferPointer { codes in
      counts.withUnsafeMutableBufferPointer { counts in
        for code in codes { counts[Int(code)] &+= 1 }
      }
    }
    var points: [Point] = []
    let lab = ColourTable.lab
    for code in 0..<ColourTable.codeCount where counts[code] > 0 {
      points.append(
        Point(
          l: lab[code * 3], a: lab[code * 3 + 1], b: lab[code * 3 + 2],
          weight: Float(counts[code])))
    }
    return points
  }

  /// The points of tile samples, each of weight 1.
  static func points(samples: [[LabColour]]) -> [Point] {
    samples.flatMap { tile in
      tile.map { Point(l: Float($0.l), a: Float($0.a), b: Float($0.b), weight: 1) }
    }
  }

  /// Fits the transform from `model`'s anchor classes to `points`.
  func fit(_ points: [Point], model: ScanModel) -> Fit {
    let anchors = policy.anchors.filter { model.classes[$0].mean.l < 500 }
    guard !anchors.isEmpty, !points.isEmpty else { return Fit(transform: .identity, matchedShare: 0) }
    let means = anchors.map { model.classes[$0].mean }
    let spreads = anchors.map { model.classes[$0].spread }
    let totalWeight = points.reduce(0.0) { $0 + Double($1.weight) }
    var transform = LabTransform.identity
    var matchedShare = 0.0
    for radius in policy.radii {
      let moved = means.map { transform.apply($0) }
      let ml = moved.map { Float($0.l) }
      let ma = moved.map { Float($0.a) }
      let mb = moved.map { Float($0.b) }
      let il = spreads.map { Float(1 / $0.l) }
      let ia = spreads.map { Float(1 / $0.a) }
      let ib = spreads.map { Float(1 / $0.b) }
      let limit = Float(radius * radius)
      // Weighted sums per class of the colours given to it: weight, L, a, b.
      var sums = [(w: Double, l: Double, a: Double, b: Double)](
        repeating: (0, 0, 0, 0), count: anchors.count)
      for point in points {
        var best = Float.infinity
        var bestIndex = -1
        for k in 0..<anchors.count {
          let dl = (point.l - ml[k]) * il[k]
          let da = (point.a - ma[k]) * ia[k]
          let db = (point.b - mb[k]) * ib[k]
          let d = dl * dl + da * da + db * db
          if d < best {
            best = d
            bestIndex = k
          }
        }
        guard bestIndex >= 0, best <= limit else { continue }
        let w = Double(point.weight)
        sums[bestIndex].w += w
        sums[bestIndex].l += w * Double(point.l)
        sums[bestIndex].a += w * Double(point.a)
        sums[bestIndex].b += w * Double(point.b)
      }
      let matched = sums.reduce(0) { $0 + $1.w }
      matchedShare = matched / max(1, totalWeight)
      guard matchedShare >= policy.minimumMatchedShare else {
        return Fit(transform: .identity, matchedShare: matchedShare)
      }
      // Each class contributes its profile mean -> observed mean, weighted by the square root of
      // its weight (so the board's large area does not silence the blocks and the prisoner).
      var pairs: [(from: LabColour, to: LabColour, weight: Double)] = []
      for k in anchors.indices where sums[k].w > 0 {
        let w = sums[k].w
        pairs.append(
          (means[k], LabColour(l: sums[k].l / w, a: sums[k].a / w, b: sums[k].b / w), w.squareRoot()))
      }
      transform = solve(pairs, previous: transform)
    }
    return Fit(transform: transform, matchedShare: matchedShare)
  }

  /// The bounded least-squares transform for `pairs`. With one pair, or classes of (nearly) one
  /// lightness or chroma, only offsets are fitted.
  private func solve(
    _ pairs: [(from: LabColour, to: LabColour, weight: Double)], previous: LabTransform
  ) -> LabTransform {
    let total = pairs.reduce(0) { $0 + $1.weight }
    guard total > 0 else { return previous }
    func mean(_ value: (LabColour) -> Double, _ side: KeyPath<(from: LabColour, to: LabColour, weight: Double), LabColour>) -> Double {
      pairs.reduce(0) { $0 + $1.weight * value($1[keyPath: side]) } / total
    }
    let fromL = mean(\.l, \.from)
    let toL = mean(\.l, \.to)
    let fromA = mean(\.a, \.from)
    let toA = mean(\.a, \.to)
    let fromB = mean(\.b, \.from)
    let toB = mean(\.b, \.to)
    var lightVariance = 0.0
    var lightCovariance = 0.0
    var chromaVariance = 0.0
    var pSum = 0.0
    var qSum = 0.0
    for pair in pairs {
      let fl = pair.from.l - fromL
      let tl = pair.to.l - toL
      let fa = pair.from.a - fromA
      let fb = pair.from.b - fromB
      let ta = pair.to.a - toA
      let tb = pair.to.b - toB
      lightVariance += pair.weight * fl * fl
      lightCovariance += pair.weight * fl * tl
      chromaVariance += pair.weight * (fa * fa + fb * fb)
      pSum += pair.weight * (fa * ta + fb * tb)
      qSum += pair.weight * (fa * tb - fb * ta)
    }
    // Spread of the anchors' lightness and chroma (weighted standard deviation).
    let enoughLight = pairs.count >= 2 && (lightVariance / total).squareRoot() >= 4
    let enoughChroma = pairs.count >= 2 && (chromaVariance / total).squareRoot() >= 4
    var gain = enoughLight ? lightCovariance / lightVariance : 1
    gain = min(policy.lightnessGain.upperBound, max(policy.lightnessGain.lowerBound, gain))
    var p = enoughChroma ? pSum / chromaVariance : 1
    var q = enoughChroma ? qSum / chromaVariance : 0
    let scale = (p * p + q * q).squareRoot()
    let clampedScale = min(policy.chromaScale.upperBound, max(policy.chromaScale.lowerBound, scale))
    let maximumTurn = policy.maximumHueDegrees * .pi / 180
    let turn = min(maximumTurn, max(-maximumTurn, atan2(q, p)))
    p = clampedScale * cos(turn)
    q = clampedScale * sin(turn)
    func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
      min(range.upperBound, max(range.lowerBound, value))
    }
    return LabTransform(
      lightnessGain: gain, lightnessOffset: clamp(toL - gain * fromL, policy.lightnessOffset),
      p: p, q: q, aOffset: clamp(toA - (p * fromA - q * fromB), policy.chromaOffset),
      bOffset: clamp(toB - (q * fromA + p * fromB), policy.chromaOffset))
  }
}
