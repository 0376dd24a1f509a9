import Imaging
import Puzzle
import Themes

/// Measures the gap between neighbouring tiles: the line across the shared edge that departs
/// furthest from the tiles' wood in the theme's seam polarity (the darkest line where gaps are
/// darker than wood, the lightest where they are lighter), relative to the wood.
struct SeamMeter {
  /// Structural parameters.
  let policy: ScanPolicy
  /// The `seamDarkening` threshold the gaps are judged against.
  let threshold: Threshold
  /// The colour classes that tell marks drawn over the board (matching none) from wood and
  /// shadow; nil counts every pixel.
  let classes: ScanModel?
  /// Which way a gap departs from the wood: darker (the shipped themes) or lighter.
  let polarity: Polarity
  /// The scan's CIELAB conversions.
  let labs: LabMemo
  /// True to measure a gap against the two tiles' own mean lightness rather than their
  /// classes' (`continuity`: the same measure under every colour model).
  var ownLightness = false

  /// A meter judging gaps with `model`'s threshold, classes and seam polarity.
  init(policy: ScanPolicy, model: ScanModel, labs: LabMemo = LabMemo()) {
    self.init(
      policy: policy, threshold: model.thresholds.seamDarkening, classes: model,
      polarity: model.seamPolarity, labs: labs)
  }

  /// A meter with an explicit threshold and, optionally, classes.
  init(
    policy: ScanPolicy, threshold: Threshold, classes: ScanModel?, polarity: Polarity = .darker,
    labs: LabMemo = LabMemo()
  ) {
    self.policy = policy
    self.threshold = threshold
    self.classes = classes
    self.polarity = polarity
    self.labs = labs
  }

  /// Evidence for every pair of neighbouring tiles that may both be solid, judged against the
  /// threshold lowered for faint gaps when this image's gaps look faint (see `adapted`).
  func measure(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]
  ) -> [SeamEvidence] {
    adapted(measureEach(image, location: location, tiles: tiles))
  }

  /// The gaps judged against the profile's threshold, and against the thresholds lowered for
  /// faint gaps (see `adapted`) and raised for strong grain (see `coarsened`) when this image's
  /// darkenings call for them. Two groups below the threshold are faint gaps beside joined
  /// wood, or joined wood of two kinds (grain across a block and along it): the scan keeps
  /// whichever the board's legal reading bears out.
  func hypotheses(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]
  ) -> SeamHypotheses {
    let seams = measureEach(image, location: location, tiles: tiles)
    let faint = adapted(seams)
    return SeamHypotheses(
      asProfiled: seams, faint: faint.first?.threshold == seams.first?.threshold ? nil : faint,
      coarse: coarsened(seams))
  }

  /// Evidence for every pair of neighbouring tiles that may both be solid, against the
  /// profile's threshold.
  private func measureEach(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]
  ) -> [SeamEvidence] {
    var seams: [SeamEvidence] = []
    func maySolid(_ tile: TileEvidence) -> Bool {
      tile.probability(of: .empty) < policy.seams.solidCandidate
    }
    for row in 0..<6 {
      for column in 0..<6 {
        let tile = tiles[row * 6 + column]
        guard maySolid(tile) else { continue }
        if column < 5, maySolid(tiles[row * 6 + column + 1]) {
          seams.append(
            measure(
              image, location: location, first: tile, second: tiles[row * 6 + column + 1],
              vertical: true))
        }
        if row < 5, maySolid(tiles[(row + 1) * 6 + column]) {
          seams.append(
            measure(
              image, location: location, first: tile, second: tiles[(row + 1) * 6 + column],
              vertical: false))
        }
      }
    }
    return seams
  }

  /// How far the line between every pair of neighbouring tiles departs from the two tiles'
  /// own mean lightness, either way (relative, 0-1), whatever their classes and the model: the
  /// empty board runs on between two empty tiles, where a block's edge or the gap between two
  /// blocks stands out (`Explanation.continuity`). Every pair, whatever the model thinks of its
  /// tiles: another board of the same tiles may call a tile empty that this model holds surely
  /// solid, and its gaps must be priced on the same measurements. In reading order of the first
  /// tile, its right neighbour before the one below.
  static func continuity(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence], policy: ScanPolicy
  ) -> [SeamEvidence] {
    // (No threshold judges these gaps: only how far they depart counts.)
    var meter = SeamMeter(
      policy: policy, threshold: Threshold(value: 1, margin: 1), classes: nil, polarity: .either)
    meter.ownLightness = true
    var gaps: [SeamEvidence] = []
    for (row, column) in (0..<6).flatMap({ row in (0..<6).map { (row, $0) } }) {
      let tile = tiles[row * 6 + column]
      if column < 5 {
        gaps.append(
          meter.measure(
            image, location: location, first: tile, second: tiles[row * 6 + column + 1],
            vertical: true))
      }
      if row < 5 {
        gaps.append(
          meter.measure(
            image, location: location, first: tile, second: tiles[(row + 1) * 6 + column],
            vertical: false))
      }
    }
    return gaps
  }

  /// `seams` judged against a threshold lowered for this image when its gaps are faint: the
  /// gaps of one board fall into groups (wood joined inside a block, gaps between blocks),
  /// and a small, blurred or recompressed copy shrinks the darkening of the real gaps. When
  /// the darkenings below the threshold split into two groups at least `policy.seams.faintSeparation`
  /// margins (or halves of the threshold, if more) apart, the threshold moves down to the middle between them (at most one
  /// margin). It never moves up: a clear gap stays a gap.

  func adapted(_ seams: [SeamEvidence]) -> [SeamEvidence] {
    // The darkenings below the threshold: wood joined inside blocks, and faint gaps if any.
    let faint = seams.map(\.darkening).filter { $0 < threshold.value }
    // (The scale is the margin, but at least half the threshold: a profile calibrated on two
    // screenshots can have a margin so tight that the grain inside blocks would pass for two
    // groups.)
    let scale = max(threshold.margin, threshold.value / 2)
    guard let split = SeamMeter.twoGroups(faint),
      split.high - split.low >= scale * policy.seams.faintSeparation
    else { return seams }
    let middle = (split.low + split.high) / 2
    return rejudged(
      seams,
      against: Threshold(
        value: max(threshold.value - threshold.margin, middle), margin: threshold.margin))
  }

  /// `seams` judged against thresholds raised for this image, nearest the profile's first;
  /// none when the profile's threshold stands. A profile calibrated on two screenshots can set
  /// its threshold with a margin so tight (under half its value) that strong grain inside a
  /// block, in the next screenshot, passes for a certain gap. The board's own darkenings then
  /// bound where its grain ends: cut in two groups (Otsu's criterion), joined wood lies below
  /// the cut and gaps above it, but where in between is for the legal reading to say. So each
  /// of the `coarseCandidates` widest gaps between neighbouring darkenings, above the
  /// profile's threshold and its margin and not above the cut, is a raised threshold: in the
  /// middle of the gap, with the gap's half-width as margin, so that the darkenings beside it
  /// are likely, not certain.
  func coarsened(_ seams: [SeamEvidence]) -> [[SeamEvidence]] {
    guard threshold.margin < threshold.value / 2 else { return [] }
    let sorted = seams.map(\.darkening).sorted()
    guard let count = TwoGroups.cut(sorted, minimumGroup: 2) else { return [] }
    let cut = (sorted[count - 1] + sorted[count]) / 2
    let gaps = zip(sorted, sorted.dropFirst())
      .map { (middle: ($0 + $1) / 2, halfWidth: ($1 - $0) / 2) }
      .filter { $0.middle > threshold.value + threshold.margin && $0.middle <= cut }
    return gaps.sorted { $0.halfWidth > $1.halfWidth }.prefix(SeamMeter.coarseCandidates)
      .sorted { $0.middle < $1.middle }
      .map {
        rejudged(
          seams, against: Threshold(value: $0.middle, margin: max(threshold.margin, $0.halfWidth)))
      }
  }

  /// How many raised thresholds `coarsened` offers the legal reading at most.
  static let coarseCandidates = 3

  /// `seams` with their split probabilities judged against `moved`.
  private func rejudged(_ seams: [SeamEvidence], against moved: Threshold) -> [SeamEvidence] {
    seams.map { seam in
      var seam = seam
      let probability = moved.probability(seam.darkening)
      seam.threshold = moved
      seam.splitProbability = probability
      seam.split = probability >= 0.5
      seam.confidence = max(probability, 1 - probability)
      return seam
    }
  }

  /// The means of the two groups that split `values` with the largest between-group variance
  /// (Otsu's criterion on the sorted values); nil for fewer than four values.
  static func twoGroups(_ values: [Double]) -> (low: Double, high: Double)? {
    guard values.count >= 4 else { return nil }
    let sorted = values.sorted()
    guard let count = TwoGroups.cut(sorted) else { return nil }
    let total = sorted.reduce(0, +)
    let below = sorted[0..<count].reduce(0, +)
    return (below / Double(count), (total - below) / Double(sorted.count - count))
  }

  /// Measures one seam: for a vertical seam (left/right neighbours) the line x = const.
  private func measure(
    _ image: RGBAImage, location: BoardLocation, first: TileEvidence, second: TileEvidence,
    vertical: Bool
  ) -> SeamEvidence {
    let along = vertical ? location.tileHeight : location.tileWidth
    let across = vertical ? location.tileWidth : location.tileHeight
    let line =
      vertical
      ? location.columnLines[second.cell.column] : location.rowLines[second.cell.row]
    let start =
      vertical ? location.rowLines[first.cell.row] : location.columnLines[first.cell.column]
    let spanStart = start + along * (0.5 - policy.seams.span / 2)
    let spanLength = along * policy.seams.span
    let window = across * policy.seams.window
    let step = max(1, across / 24)
    let points = 10
    // (The classes' test made once: a model unwrapped for every pixel is copied each time.)
    let matches = classes.map { model in
      let limit = model.thresholds.sampleDistance.value
      return { (colour: LabColour) in model.matchesAnyClass(colour, within: limit) }
    }
    var values: [Double] = []
    values.reserveCapacity(points)
    // The median lightness of the line at `position` across the edge (nil where too few of its
    // points match a class). The median, not the mean: a gap changes the whole line, a mark
    // across it a few points.
    func median(at position: Double) -> Double? {
      values.removeAll(keepingCapacity: true)
      for k in 0..<points {
        let t = spanStart + spanLength * (Double(k) + 0.5) / Double(points)
        let pixel =
          vertical ? self.pixel(image, x: position, y: t) : self.pixel(image, x: t, y: position)
        // Marks drawn over the board (arrows, letters) match no class: they are not gaps.
        if let matches {
          let colour = labs.lab(pixel)
          if matches(colour) { values.append(colour.l) }
        } else {
          values.append(ColourTable.lightness(pixel))
        }
      }
      guard values.count * 3 >= points else { return nil }
      values.sort()
      return values[values.count / 2]
    }
    var darkest = (position: line, lightness: Double.infinity)
    var lightest = (position: line, lightness: -Double.infinity)
    func consider(_ position: Double) {
      guard let median = median(at: position) else { return }
      if median < darkest.lightness { darkest = (position, median) }
      if median > lightest.lightness { lightest = (position, median) }
    }
    var offset = -window
    while offset <= window {
      consider(line + offset)
      offset += step
    }
    // A light gap between two blocks is narrowed by the upper block's shadow (a dark gap is
    // widened by it) to a line a pixel or two wide, which can fall between two lines the step
    // looks at: every pixel line beside the lightest one found is looked at too, where the
    // gaps are lighter than the wood. (Not where they may go either way: looked at more
    // closely, the lighter side would be favoured over the darker.)
    if step > 1, polarity == .lighter {
      let extreme = lightest.position
      var position = max(line - window, extreme - step + 1)
      while position < min(line + window, extreme + step) {
        if position != extreme, let median = median(at: position),
          median > lightest.lightness
        {
          lightest = (position, median)
        }
        position += 1
      }
    }
    let wood =
      ownLightness
      ? (first.meanColour.l + second.meanColour.l) / 2
      : (first.classLightness + second.classLightness) / 2
    if darkest.lightness == .infinity { darkest.lightness = wood }
    if lightest.lightness == -.infinity { lightest.lightness = wood }
    // The relative departure from the wood towards black, and towards white.
    let darker = wood > 0 ? min(1, max(0, 1 - darkest.lightness / wood)) : 0
    let lighter = wood < 100 ? min(1, max(0, 1 - (100 - lightest.lightness) / (100 - wood))) : 0
    let takesLighter =
      switch polarity {
      case .darker: false
      case .lighter: true
      case .either: lighter > darker
      }
    let gap = takesLighter ? lightest : darkest
    let darkening = takesLighter ? lighter : darker
    let probability = threshold.probability(darkening)
    let region =
      vertical
      ? PixelRect(
        x: Int((line - window).rounded()), y: Int(spanStart.rounded()),
        width: Int((2 * window).rounded()) + 1, height: Int(spanLength.rounded()))
      : PixelRect(
        x: Int(spanStart.rounded()), y: Int((line - window).rounded()),
        width: Int(spanLength.rounded()), height: Int((2 * window).rounded()) + 1)
    return SeamEvidence(
      first: first.cell, second: second.cell, searchRegion: region,
      gapPosition: gap.position, gapLightness: gap.lightness, woodLightness: wood,
      darkening: darkening, threshold: threshold, splitProbability: probability,
      split: probability >= 0.5, confidence: max(probability, 1 - probability))
  }

  private func pixel(_ image: RGBAImage, x: Double, y: Double) -> RGBA {
    let px = min(image.width - 1, max(0, Int(x)))
    let py = min(image.height - 1, max(0, Int(y)))
    return image[px, py]
  }
}
