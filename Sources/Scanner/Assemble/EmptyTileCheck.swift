import Imaging
import Themes

/// "A reading must explain the image": the tiles a reading calls empty show one board, so their
/// colours must look like one another. When they fall into two clearly distinct colours (blocks
/// of an unknown theme taken for board, a board lighter than its blocks read with a dark-board
/// profile), the reading leaves part of the board unexplained.
///
/// The mean colours of the empty tiles are projected on their principal axis and split in two
/// where the groups differ most (Otsu's criterion). The split counts when each group holds at
/// least `minimumGroup` tiles, the groups lie at least `separationRatio` pooled deviations
/// apart, or the gap between them is at least `separationRatio` deviations of the tighter
/// group (a lighting gradient across the board spreads the tiles evenly, about 3.5 deviations
/// at most, with no gap, and does not count), and at least `minimumSpreads` of the board
/// class's spreads apart (so that two shades of one clean board do not count).
struct EmptyTileCheck {
  /// The least tiles in each group.
  let minimumGroup: Int
  /// The least separation of the groups, in pooled standard deviations of the tiles around
  /// their group means.
  let separationRatio: Double
  /// The least separation of the groups, in spreads of the model's board class.
  let minimumSpreads: Double
  /// The least spread per axis an odd tile's distance is measured in (`oddTiles`).
  var oddSpreadFloor = LabSpread(l: 3, a: 2, b: 3)

  /// The check with `policy`'s group size and separations.
  init(_ policy: ScanPolicy.Assemble) {
    self.init(
      minimumGroup: policy.emptyGroupMinimum, separationRatio: policy.emptySeparationRatio,
      minimumSpreads: policy.emptySeparationSpreads)
    oddSpreadFloor = policy.oddSpreadFloor
  }

  /// The check with these group size and separations.
  init(minimumGroup: Int, separationRatio: Double, minimumSpreads: Double) {
    self.minimumGroup = minimumGroup
    self.separationRatio = separationRatio
    self.minimumSpreads = minimumSpreads
  }

  /// What the check found: the two groups' sizes and mean colours.
  struct Split: Sendable {
    var first: (count: Int, mean: LabColour)
    var second: (count: Int, mean: LabColour)
    /// The separation in pooled deviations.
    var ratio: Double
  }

  /// The two distinct colours the empty tiles fall into, or nil when they look alike.
  ///
  /// - Parameters:
  ///   - colours: the mean colours of the tiles read as empty.
  ///   - board: the model's board class (its spread is the scale of `minimumSpreads`).
  func distinctGroups(_ colours: [LabColour], board: ColourModel) -> Split? {
    guard colours.count >= 2 * minimumGroup,
      let (order, sorted) = EmptyTileCheck.alongPrincipalAxis(colours)
    else { return nil }
    // Otsu: the split with the largest between-group variance.
    guard let count = TwoGroups.cut(sorted, minimumGroup: minimumGroup) else { return nil }
    let low = Array(sorted[0..<count])
    let high = Array(sorted[count...])
    let lowMean = low.reduce(0, +) / Double(low.count)
    let highMean = high.reduce(0, +) / Double(high.count)
    let squares =
      low.reduce(0) { $0 + ($1 - lowMean) * ($1 - lowMean) }
      + high.reduce(0) { $0 + ($1 - highMean) * ($1 - highMean) }
    let pooled = (squares / Double(max(1, sorted.count - 2))).squareRoot()
    let ratio = (highMean - lowMean) / max(pooled, 1e-9)
    func mean(_ indices: ArraySlice<Int>) -> LabColour {
      let k = Double(indices.count)
      return LabColour(
        l: indices.reduce(0) { $0 + colours[$1].l } / k,
        a: indices.reduce(0) { $0 + colours[$1].a } / k,
        b: indices.reduce(0) { $0 + colours[$1].b } / k)
    }
    let first = mean(order[0..<count])
    let second = mean(order[count...])
    // The groups' distance in the board class's own spreads.
    let spreads = ColourModel(mean: first, spread: board.spread).distance(to: second)
    // Apart: by the pooled deviation, or (grained blocks read as empty spread widely, the
    // empty board does not) by the gap between the groups' nearest tiles against the tighter
    // group's deviation. (Tiles spread evenly by a lighting gradient leave no such gap.)
    let deviations = [low, high].map { group -> Double in
      let centre = group.reduce(0, +) / Double(group.count)
      return (group.reduce(0) { $0 + ($1 - centre) * ($1 - centre) } / Double(group.count))
        .squareRoot()
    }
    let gap = sorted[count] - sorted[count - 1]
    let gapRatio = gap / max(deviations.min() ?? 0, 1e-9)
    guard ratio >= separationRatio || gapRatio >= separationRatio, spreads >= minimumSpreads
    else { return nil }
    return Split(
      first: (count, first), second: (colours.count - count, second), ratio: ratio)
  }

  /// `colours` projected on their principal axis (the direction they spread most along in
  /// CIELAB): the indices in the order of their projections, and the projections sorted; nil
  /// when they do not spread at all.
  static func alongPrincipalAxis(_ colours: [LabColour]) -> (order: [Int], sorted: [Double])? {
    alongPrincipalAxis(colours.map { [$0.l, $0.a, $0.b] })
  }

  /// `points` (each of the same dimension) projected on their principal axis: the indices in
  /// the order of their projections, and the projections sorted; nil when they do not spread.
  static func alongPrincipalAxis(_ points: [[Double]]) -> (order: [Int], sorted: [Double])? {
    guard let dimension = points.first?.count, dimension > 0 else { return nil }
    let n = Double(points.count)
    let centre = (0..<dimension).map { axis in points.reduce(0) { $0 + $1[axis] } / n }
    let centred = points.map { point in (0..<dimension).map { point[$0] - centre[$0] } }
    // The principal axis by power iteration on the covariance.
    var covariance = [[Double]](
      repeating: [Double](repeating: 0, count: dimension), count: dimension)
    for v in centred {
      for i in 0..<dimension { for j in 0..<dimension { covariance[i][j] += v[i] * v[j] } }
    }
    var axis = (0..<dimension).map { $0 < 3 ? [1.0, 0.3, 0.2][$0] : 0.1 }
    for _ in 0..<30 {
      var next = [Double](repeating: 0, count: dimension)
      for i in 0..<dimension { for j in 0..<dimension { next[i] += covariance[i][j] * axis[j] } }
      let length = next.reduce(0) { $0 + $1 * $1 }.squareRoot()
      guard length > 1e-12 else { return nil }
      axis = next.map { $0 / length }
    }
    let projected = centred.map { v in zip(v, axis).reduce(0) { $0 + $1.0 * $1.1 } }
    let order = projected.indices.sorted { projected[$0] < projected[$1] }
    return (order, order.map { projected[$0] })
  }
}
