import Imaging
import Themes

/// Derives a colour model from the image itself (see `ScanPolicy.Fallback`).
struct FallbackModel {
  /// The policy.
  let policy: ScanPolicy.Fallback

  /// A class that no colour matches (for classes the fallback cannot know: fixed blocks).
  static let unmatchable = ColourModel(
    mean: LabColour(l: 1000, a: 0, b: 0), spread: LabSpread(l: 1, a: 1, b: 1))

  /// Which way the board a derived model reads differs from its blocks: the image is read once
  /// with each, and the readings compete like any two themes.
  enum BoardSide: CaseIterable, Sendable {
    /// The empty board darker than the blocks (the shipped themes).
    case darker
    /// The empty board lighter than the blocks.
    case lighter

    /// The polarities a model derived for this side declares (gaps between blocks show the
    /// board, so they go the board's way).
    var polarities: MeasuredPolarities {
      switch self {
      case .darker: MeasuredPolarities(seam: .darker, board: .darker)
      case .lighter: MeasuredPolarities(seam: .lighter, board: .lighter)
      }
    }

    /// The name of the derived model's attempt.
    var attemptName: String { self == .darker ? "fallback" : "fallback-light" }
  }

  /// Flags the colour codes of the working copy in the darkest (`side` darker) or lightest of
  /// three lightness classes (a two-threshold Otsu split: board, frame, blocks, in one order or
  /// the other); none when that class is not at least `minimumTileContrast` apart from the
  /// rest.
  func boardLookup(_ working: WorkingImage, side: BoardSide) -> [UInt8] {
    var histogram = [Int](repeating: 0, count: 101)
    let lab = ColourTable.lab
    for code in working.codes {
      histogram[min(100, max(0, Int(lab[Int(code) * 3].rounded())))] += 1
    }
    let splits = FallbackModel.lightnessClassSplits(histogram)
    let split = side == .darker ? splits.lower : splits.upper
    func inBoardClass(_ lightness: Double) -> Bool {
      side == .darker ? lightness < split : lightness >= split
    }
    var lookup = [UInt8](repeating: 0, count: ColourTable.codeCount)
    let inside = histogram.indices.filter { inBoardClass(Double($0)) }
    let outside = histogram.indices.filter { !inBoardClass(Double($0)) }
    func mean(_ bins: [Int]) -> Double? {
      let count = bins.reduce(0) { $0 + histogram[$1] }
      return count > 0 ? Double(bins.reduce(0) { $0 + $1 * histogram[$1] }) / Double(count) : nil
    }
    guard let board = mean(inside), let rest = mean(outside),
      abs(rest - board) >= policy.minimumTileContrast
    else { return lookup }
    for code in 0..<ColourTable.codeCount where inBoardClass(Double(lab[code * 3])) {
      lookup[code] = 1
    }
    return lookup
  }

  /// The two thresholds that split `histogram` into three classes with the largest
  /// between-class variance.
  static func lightnessClassSplits(_ histogram: [Int]) -> (lower: Double, upper: Double) {
    let count = histogram.count
    var weights = [Double](repeating: 0, count: count + 1)
    var sums = [Double](repeating: 0, count: count + 1)
    for (bin, value) in histogram.enumerated() {
      weights[bin + 1] = weights[bin] + Double(value)
      sums[bin + 1] = sums[bin] + Double(bin * value)
    }
    let total = weights[count]
    guard total > 0 else { return (50, 50) }
    func term(_ from: Int, _ to: Int) -> Double {
      let weight = weights[to] - weights[from]
      guard weight > 0 else { return 0 }
      let sum = sums[to] - sums[from]
      return sum * sum / weight
    }
    var best = (variance: -1.0, lower: 50.0, upper: 50.0)
    for first in 1..<count - 1 {
      for second in first + 1..<count {
        let variance = term(0, first) + term(first, second) + term(second, count)
        if variance > best.variance {
          best = (variance, Double(first) - 0.5, Double(second) - 0.5)
        }
      }
    }
    return (best.lower, best.upper)
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

  /// A model fitted to the tiles of the located board, from their samples (`TileSampler`), for
  /// a board on `side` of its blocks.
  ///
  /// The tiles split in two by lightness (Otsu): the group on the board's side is the empty
  /// board, the other the blocks. The prisoner is the block colour apart: the pair of
  /// side-by-side solid tiles farthest from the solid tiles' median colour (in their own robust
  /// spreads), when at least `prisonerContrast` spreads away, with every solid tile nearer its
  /// colour than the median. Its colour is what the image shows, not an assumed red.
  ///
  /// A fixed block is a single tile, too few to fit a class from: its face and rivets (metal,
  /// the same in every wood theme) come from `prior`, the first profile that knows them, so
  /// that a fixed block is read as one or, failing that, left unexplained rather than read as
  /// board.
  func derive(
    _ image: RGBAImage, location: BoardLocation, samples tileSamples: [[LabColour]],
    side: BoardSide = .darker, prior: ColourClasses? = nil
  ) -> ScanModel {
    let median = FallbackModel.median
    let medians = tileSamples.map { samples in
      LabColour(
        l: median(samples.map(\.l)), a: median(samples.map(\.a)), b: median(samples.map(\.b)))
    }
    let medianL = medians.map(\.l)

    // Empty versus solid by lightness, the board on `side`.
    var histogram = [Int](repeating: 0, count: 101)
    for l in medianL { histogram[min(100, max(0, Int(l.rounded())))] += 1 }
    let split = FallbackModel.otsu(histogram)
    let dark = medianL.indices.filter { medianL[$0] < split }
    let bright = medianL.indices.filter { medianL[$0] >= split }
    var empty = side == .darker ? dark : bright
    var solid = side == .darker ? bright : dark
    let contrast = abs(median(bright.map { medianL[$0] }) - median(dark.map { medianL[$0] }))
    if contrast < policy.minimumTileContrast {
      empty = Array(medianL.indices)
      solid = []
    }
    let prisoner = prisonerTiles(medians, solid: solid, empty: empty)
    let prisonerSet = Set(prisoner)
    empty.removeAll { prisonerSet.contains($0) }
    solid.removeAll { prisonerSet.contains($0) }
    // Single tiles unlike the rest of their group (a fixed block among the board or the blocks
    // of its lightness) are left out of the group's class, and make the fixed block's.
    let odd = outliers(medians, in: empty) + outliers(medians, in: solid)
    empty.removeAll { odd.contains($0) }
    solid.removeAll { odd.contains($0) }

    let board = fit(empty.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let block = fit(solid.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let red = fit(prisoner.flatMap { tileSamples[$0] }) ?? FallbackModel.unmatchable
    let fixed = fit(odd.flatMap { tileSamples[$0] }) ?? prior?.fixedBlock
    // The gap between two blocks: a shadow darker than a dark board, or the light board itself.
    let seam =
      side == .darker
      ? ColourModel(
        mean: LabColour(l: board.mean.l / 2, a: board.mean.a / 2, b: board.mean.b / 2),
        spread: LabSpread(
          l: max(board.spread.l, board.mean.l / 4), a: board.spread.a * 2, b: board.spread.b * 2))
      : ColourModel(
        mean: board.mean,
        spread: LabSpread(l: board.spread.l * 2, a: board.spread.a * 2, b: board.spread.b * 2))
    return ScanModel(
      classes: ColourClasses(
        board: board, block: block, prisoner: red,
        fixedBlock: fixed ?? FallbackModel.unmatchable,
        rivet: prior?.rivet ?? FallbackModel.unmatchable, seam: seam, chute: board,
        frame: fit(frameSamples(image, location: location)) ?? FallbackModel.unmatchable),
      thresholds: policy.thresholds, polarities: side.polarities)
  }

  /// The median colour of `group`'s tiles (of `medians`) with their robust spreads (1.4826
  /// median absolute deviations), floored like a derived class's; nil for an empty group.
  func robustClass(_ medians: [LabColour], _ group: [Int]) -> ColourModel? {
    guard !group.isEmpty else { return nil }
    let median = FallbackModel.median
    let centre = LabColour(
      l: median(group.map { medians[$0].l }), a: median(group.map { medians[$0].a }),
      b: median(group.map { medians[$0].b }))
    func spread(_ value: (LabColour) -> Double, _ centreValue: Double, _ floor: Double) -> Double {
      max(floor, 1.4826 * median(group.map { abs(value(medians[$0]) - centreValue) }))
    }
    return ColourModel(
      mean: centre,
      spread: LabSpread(
        l: spread(\.l, centre.l, policy.minimumSpread.l),
        a: spread(\.a, centre.a, policy.minimumSpread.a),
        b: spread(\.b, centre.b, policy.minimumSpread.b)))
  }

  /// The tiles of `group` (at least `2 * outlierGroup` of them) lying at least
  /// `outlierContrast` robust spreads from the group's median colour, when they are at most
  /// `outlierGroup`: single tiles apart, not a second colour.
  func outliers(_ medians: [LabColour], in group: [Int]) -> [Int] {
    guard group.count >= 2 * policy.outlierGroup, let scale = robustClass(medians, group)
    else { return [] }
    let far = group.filter { scale.distance(to: medians[$0]) >= policy.outlierContrast }
    return far.count <= policy.outlierGroup ? far : []
  }

  /// The tiles (indices, row-major) of the colour apart from both the blocks (`solid`) and the
  /// board (`empty`): see `derive`. The pair may lie in either lightness group (a red prisoner
  /// can be as dark as the board).
  func prisonerTiles(_ medians: [LabColour], solid: [Int], empty: [Int] = []) -> [Int] {
    guard solid.count >= 3, let wood = robustClass(medians, solid) else { return [] }
    let board = robustClass(medians, empty)
    // How far a tile lies from both groups, in their own spreads.
    func apart(_ index: Int) -> Double {
      min(
        wood.distance(to: medians[index]),
        board?.distance(to: medians[index]) ?? .infinity)
    }
    let candidates = Set(solid + empty)
    var best: (distance: Double, first: Int)?
    for index in candidates.sorted() where index % 6 < 5 && candidates.contains(index + 1) {
      let distance = min(apart(index), apart(index + 1))
      if distance > (best?.distance ?? -1) { best = (distance, index) }
    }
    guard let best, best.distance >= policy.prisonerContrast else { return [] }
    let pair = [medians[best.first], medians[best.first + 1]]
    let colour = LabColour(
      l: (pair[0].l + pair[1].l) / 2, a: (pair[0].a + pair[1].a) / 2,
      b: (pair[0].b + pair[1].b) / 2)
    let own = ColourModel(mean: colour, spread: wood.spread)
    return candidates.sorted().filter {
      own.distance(to: medians[$0]) < wood.distance(to: medians[$0])
        && own.distance(to: medians[$0]) < (board?.distance(to: medians[$0]) ?? .infinity)
    }
  }

  /// The upper median of `values` (0 for none).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
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
