import Imaging
import Themes

/// Derives a colour model from the image itself (see `FallbackPolicy`).
struct FallbackModel {
  /// The policy.
  let policy: FallbackPolicy

  /// A class that no colour matches (for classes the fallback cannot know: fixed blocks).
  static let unmatchable = ColourModel(
    mean: LabColour(l: 1000, a: 0, b: 0), spread: LabSpread(l: 1, a: 1, b: 1))

  /// Flags the colour codes in the darkest of three lightness classes of the working copy (a
  /// two-threshold Otsu split: board, frame, blocks); none when that class is not at least
  /// `minimumTileContrast` darker than the rest.
  func darkLookup(_ working: WorkingImage) -> [UInt8] {
    var histogram = [Int](repeating: 0, count: 101)
    let lab = ColourTable.lab
    for code in working.codes {
      histogram[min(100, max(0, Int(lab[Int(code) * 3].rounded())))] += 1
    }
    let split = FallbackModel.darkestClassSplit(histogram)
    var lookup = [UInt8](repeating: 0, count: ColourTable.codeCount)
    let below = histogram.indices.filter { Double($0) < split }
    let above = histogram.indices.filter { Double($0) >= split }
    func mean(_ bins: [Int]) -> Double? {
      let count = bins.reduce(0) { $0 + histogram[$1] }
      return count > 0 ? Double(bins.reduce(0) { $0 + $1 * histogram[$1] }) / Double(count) : nil
    }
    guard let dark = mean(below), let light = mean(above),
      light - dark >= policy.minimumTileContrast
    else { return lookup }
    for code in 0..<ColourTable.codeCount where Double(lab[code * 3]) < split {
      lookup[code] = 1
    }
    return lookup
  }

  /// The lower threshold of the two that split `histogram` into three classes with the largest
  /// between-class variance.
  static func darkestClassSplit(_ histogram: [Int]) -> Double {
    let count = histogram.count
    var weights = [Double](repeating: 0, count: count + 1)
    var sums = [Double](repeating: 0, count: count + 1)
    for (bin, value) in histogram.enumerated() {
      weights[bin + 1] = weights[bin] + Double(value)
      sums[bin + 1] = sums[bin] + Double(bin * value)
    }
    let total = weights[count]
    guard total > 0 else { return 50 }
    func term(_ from: Int, _ to: Int) -> Double {
      let weight = weights[to] - weights[from]
      guard weight > 0 else { return 0 }
      let sum = sums[to] - sums[from]
      return sum * sum / weight
    }
    var best = (variance: -1.0, split: 50.0)
    for first in 1..<count - 1 {
      for second in first + 1..<count {
        let variance = term(0, first) + term(first, second) + term(second, count)
        if variance > best.variance { best = (variance, Double(first) - 0.5) }
      }
    }
    return best.split
  }

  /// The threshold (between bins) maximising the between-class variance of `histogram`.
  static func otsu(_ histogram: [Int]) -> Double {
    let total = Double(histogram.reduce(0, +))
    guard total > 0 else { return 50 }
    let sumAll = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
    var weightBelow = 0.0
    var sumBelow = 0.0
    var best = (variance: -1.0, split: 50.0)
    for (bin, count) in histogram.enumerated() {
      weightBelow += Double(count)
      sumBelow += Double(bin * count)
      let weightAbove = total - weightBelow
      guard weightBelow > 0, weightAbove > 0 else { continue }
      let meanBelow = sumBelow / weightBelow
      let meanAbove = (sumAll - sumBelow) / weightAbove
      let variance = weightBelow * weightAbove * (meanBelow - meanAbove) * (meanBelow - meanAbove)
      if variance > best.variance { best = (variance, Double(bin) + 0.5) }
    }
    return best.split
  }

  /// A model fitted to the tiles of the located board, from their samples (`TileSampler`).
  func derive(
    _ image: RGBAImage, location: BoardLocation, samples tileSamples: [[LabColour]]
  ) -> ScanModel {
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    let medianL = tileSamples.map { median($0.map(\.l)) }
    let medianA = tileSamples.map { median($0.map(\.a)) }

    // Empty versus solid by lightness, then the prisoner by redness among the rest.
    var histogram = [Int](repeating: 0, count: 101)
    for l in medianL { histogram[min(100, max(0, Int(l.rounded())))] += 1 }
    let split = FallbackModel.otsu(histogram)
    var dark = medianL.indices.filter { medianL[$0] < split }
    var bright = medianL.indices.filter { medianL[$0] >= split }
    let contrast = median(bright.map { medianL[$0] }) - median(dark.map { medianL[$0] })
    if contrast < policy.minimumTileContrast {
      dark = Array(medianL.indices)
      bright = []
    }
    let solidRedness = median(
      (bright.isEmpty ? Array(medianA.indices) : bright).map { medianA[$0] })
    let prisoner = medianA.indices.filter {
      medianA[$0] - solidRedness >= policy.prisonerRedContrast
    }
    let prisonerSet = Set(prisoner)
    dark.removeAll { prisonerSet.contains($0) }
    bright.removeAll { prisonerSet.contains($0) }

    let board = fit(dark.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let block = fit(bright.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let red = fit(prisoner.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let seam = ColourModel(
      mean: LabColour(l: board.mean.l / 2, a: board.mean.a / 2, b: board.mean.b / 2),
      spread: LabSpread(
        l: max(board.spread.l, board.mean.l / 4), a: board.spread.a * 2, b: board.spread.b * 2))
    return ScanModel(
      classes: ColourClasses(
        board: board, block: block, prisoner: red, fixedBlock: FallbackModel.unmatchable,
        rivet: FallbackModel.unmatchable, seam: seam, chute: board,
        frame: fit(frameSamples(image, location: location)) ?? FallbackModel.unmatchable),
      thresholds: policy.thresholds)
  }

  /// Mean and scaled, floored spread of `samples`; nil when there are none.
  private func fit(_ samples: [LabColour]) -> ColourModel? {
    guard !samples.isEmpty else { return nil }
    let n = Double(samples.count)
    let mean = LabColour(
      l: samples.reduce(0) { $0 + $1.l } / n, a: samples.reduce(0) { $0 + $1.a } / n,
      b: samples.reduce(0) { $0 + $1.b } / n)
    func deviation(_ value: (LabColour) -> Double, _ centre: Double) -> Double {
      (samples.reduce(0) { $0 + (value($1) - centre) * (value($1) - centre) } / n).squareRoot()
    }
    let spread = LabSpread(
      l: max(policy.minimumSpread.l, deviation(\.l, mean.l) * policy.spreadScale),
      a: max(policy.minimumSpread.a, deviation(\.a, mean.a) * policy.spreadScale),
      b: max(policy.minimumSpread.b, deviation(\.b, mean.b) * policy.spreadScale))
    return ColourModel(mean: mean, spread: spread)
  }

  /// Samples of the frame: a ring a quarter tile outside the board, where it lies in the image.
  private func frameSamples(_ image: RGBAImage, location: BoardLocation) -> [LabColour] {
    let board = location.board
    let gap = max(2, location.tileWidth / 4)
    var samples: [LabColour] = []
    for k in 0..<24 {
      let t = (Double(k) + 0.5) / 24
      let points = [
        (Double(board.x) + t * Double(board.width), Double(board.y) - gap),
        (Double(board.x) + t * Double(board.width), Double(board.maxY) + gap),
        (Double(board.x) - gap, Double(board.y) + t * Double(board.height)),
        (Double(board.maxX) + gap, Double(board.y) + t * Double(board.height)),
      ]
      for (x, y) in points
      where x >= 0 && y >= 0 && x < Double(image.width) && y < Double(image.height) {
        samples.append(LabColour(image[Int(x), Int(y)]))
      }
    }
    return samples
  }
}
