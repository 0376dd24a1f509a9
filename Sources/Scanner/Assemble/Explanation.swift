import Foundation
import Imaging
import Puzzle

/// What a reading costs as an explanation of the pixels, in nats (negative log-likelihoods):
/// lower explains better. Comparable between readings of one image whatever their colour
/// model: only `assembly` is measured under the reading's own model.
public struct Explanation: Hashable, Sendable, Encodable {
  /// The block search's cost: the tiles' classes and the gaps' splits the reading chose,
  /// under the probabilities its colour model gave them.
  public let assembly: Double
  /// The tiles' colours under the reading's own classes, fitted on this image alone (each class
  /// one CIELAB colour with its own spread): tiles read as one class that do not look alike
  /// cost more, so a reading that calls wood "empty board" leaves it unexplained.
  public let palette: Double
  /// The gaps between solid tiles under the reading's splits, fitted on this image alone: gaps
  /// between blocks one darkening, gaps inside a block another, each side by side and stacked
  /// apart (a light board's blocks cast their shadows down, into the gaps below them).
  public let gaps: Double
  /// The exit: minus the log of the chute's confidence in it; for an exit assumed where no
  /// chute shows, that of the assumption and of its side's prior.
  public let exit: Double

  /// The whole cost: `assembly + palette + gaps + exit`.
  public let total: Double
  /// What the same tiles and gaps cost read each on its own, with no legal board to make (each
  /// tile its likeliest class, each gap its likelier split; `assembly + palette + gaps` of that
  /// reading): the floor of the first three parts, measured in the same view. `total - exit -
  /// unconstrained` is what making the board legal costs.
  public let unconstrained: Double
  /// How far the grid the reading was made on sits off the board's tiles: the sum over the 36
  /// tiles of how much each tile's halves disagree on its class (`TileEvidence.halves`, 0-1
  /// each) beyond what the blocks' own shading makes them disagree on the board's grid
  /// (`ScanPolicy.Explanation.halvesFloor`). A square on the board's own grid leaves each tile
  /// whole (near 0); a square shifted by part of a tile, or one of another size (a part of the
  /// board, the board with its surround), cuts blocks across its tiles. Not in `total`: a
  /// measurement of the square, not of the tiles' classes.
  public let misalignment: Double
  /// How much of the board the square leaves outside it: the sum over its four sides of the
  /// share of the points just outside that look like the reading's own tiles all the way out
  /// (`EdgeEvidence`, 0-1 a side; a side beyond the image's edge counts 0). A square shifted
  /// by a whole tile reads a row of frame or header as empty tiles and leaves the board's last
  /// row beyond its edge (about 1); the board's own square has frame all round (near 0). Not
  /// in `total`, like `misalignment`.
  public let spill: Double
  /// The tiles the reading calls empty that look like none of its other empty tiles (like a
  /// block's face, or the gaps' colour all over), or that make a second group of another colour
  /// among them: part of what it calls board is something else, such as a fixed block its model
  /// did not see (`EmptyTileCheck`). Not in `total`: the reading's own tiles, measured against
  /// each other, not another reading's.
  public let unexplained: Double
  /// What the tiles the reading calls empty gain, in nats, when their colours are taken as two
  /// groups rather than one (each group one CIELAB colour with its own spread, as `palette`
  /// prices a class; cut where they differ most along their principal axis; 0 when one group
  /// explains them as well): the empty board is one colour, and the blocks of a theme no
  /// profile knows, read as board, make a second. A lighting gradient spreads the empty tiles
  /// less than `ScanPolicy.Explanation.colourSpread` and gains nothing. Not in `total`: the
  /// reading's own tiles, measured against each other, not another reading's.
  public let emptySplit: Double
  /// What the tiles the reading calls empty gain more, in nats, split in two by their colours
  /// and their textures (each tile's own lightness spread, `TileEvidence.colourSpread`) than by
  /// their colours alone (`emptySplit`): the empty board is one smooth texture, and a header's
  /// row of text or a panel's edges read as empty tiles (a square shifted by a tile) make a
  /// second. Text drawn over the board makes one too, so it speaks only between two readings of
  /// one image (`ScanConfidence`), not against a reading alone. Not in `total`.
  public let textureSplit: Double
  /// What the gaps between two tiles the reading calls empty cost as one group (their
  /// departures from the two tiles' own lightness, `SeamMeter.continuity`, measured alike under
  /// every colour model): the empty board runs on between empty tiles, and wood read as board
  /// (a board lighter than its blocks read with blocks and board swapped, a photograph's blocks
  /// read as board) puts the gaps between blocks among them. Text drawn over the board crosses
  /// a few too, so, like `textureSplit`, it speaks only between two readings. Not in `total`.
  public let continuity: Double

  /// A cost of four parts, with the floor `unconstrained` of the first three.
  public init(
    assembly: Double, palette: Double, gaps: Double, exit: Double, unconstrained: Double = 0,
    misalignment: Double = 0, spill: Double = 0, unexplained: Double = 0, emptySplit: Double = 0,
    textureSplit: Double = 0, continuity: Double = 0
  ) {
    self.assembly = assembly
    self.palette = palette
    self.gaps = gaps
    self.exit = exit
    self.unconstrained = unconstrained
    self.misalignment = misalignment
    self.spill = spill
    self.unexplained = unexplained
    self.emptySplit = emptySplit
    self.textureSplit = textureSplit
    self.continuity = continuity
    total = assembly + palette + gaps + exit
  }

  /// The same cost with the exit's part `exit` instead.
  func withExit(_ exit: Double) -> Explanation { replacing(exit: exit) }

  /// The same cost with the square's `spill` and the `unexplained` tiles.
  func with(spill: Double, unexplained: Double) -> Explanation {
    replacing(spill: spill, unexplained: unexplained)
  }

  /// The same cost with the floor `unconstrained` and the square's `misalignment`.
  func withFloor(_ unconstrained: Double, misalignment: Double) -> Explanation {
    replacing(unconstrained: unconstrained, misalignment: misalignment)
  }

  /// The same cost with the parts given instead (`total` follows the exit's).
  private func replacing(
    exit: Double? = nil, unconstrained: Double? = nil, misalignment: Double? = nil,
    spill: Double? = nil, unexplained: Double? = nil
  ) -> Explanation {
    Explanation(
      assembly: assembly, palette: palette, gaps: gaps, exit: exit ?? self.exit,
      unconstrained: unconstrained ?? self.unconstrained,
      misalignment: misalignment ?? self.misalignment, spill: spill ?? self.spill,
      unexplained: unexplained ?? self.unexplained, emptySplit: emptySplit,
      textureSplit: textureSplit, continuity: continuity)
  }

  /// The cost of an exit on `side` that the chute finder gives `probability`. Where no chute
  /// shows (`assumed`: `ChuteEvidence.sideUnseen`, probability ½ or a guess against a faint notch
  /// elsewhere), the prior of that side (`ScanPolicy.Explanation.rightExitPrior`) is added and
  /// tells the sides apart; where the finder saw a chute, its confidence is the evidence and the
  /// prior is not counted again (with it, a left chute seen at 0.9 would cost more than the
  /// right one it rules out).
  static func exitCost(
    _ probability: Double, side: Exit.Side, assumed: Bool, policy: ScanPolicy.Explanation
  ) -> Double {
    let prior = side == .right ? policy.rightExitPrior : 1 - policy.rightExitPrior
    return -log(min(max(probability, 1e-6), 1 - 1e-6))
      - (assumed ? log(min(max(prior, 1e-6), 1 - 1e-6)) : 0)
  }

  /// The cost of `reading` of `tiles` and `seams` (the seams it was read with), with the gaps
  /// between every two neighbours measured alike under every model (`SeamMeter.continuity`).
  static func of(
    _ reading: BlockAssembler.Reading, tiles: [TileEvidence], seams: [SeamEvidence],
    continuity: [SeamEvidence], exitProbability: Double, exitSide: Exit.Side,
    exitAssumed: Bool, policy: ScanPolicy.Explanation
  ) -> Explanation {
    let colours = tiles.map(\.meanColour)
    let pairs = seams.map { ($0.first, $0.second) }
    let darkening = seams.map(\.darkening)
    return of(
      classes: reading.classes, colours: colours, seams: pairs, darkening: darkening,
      splits: reading.splits, assembly: reading.cost, textures: tiles.map(\.colourSpread.l),
      continuity: continuity, policy: policy
    ).withExit(exitCost(exitProbability, side: exitSide, assumed: exitAssumed, policy: policy))
      .withFloor(
        floor(tiles: tiles, seams: seams, policy: policy),
        misalignment: tiles.reduce(0) { $0 + max(0, ($1.halves ?? 0) - policy.halvesFloor) })
  }

  /// What `tiles` and `seams` cost read each alone, with no legal board to make: each tile its
  /// likeliest class and each gap its likelier split, at the block search's costs (a gap between
  /// solid neighbours not measured costs log 2 either way, as in the block search; a gap between
  /// tiles of two solid classes is split, two pieces whatever it measures), plus the palette
  /// and gaps of that reading.
  static func floor(
    tiles: [TileEvidence], seams: [SeamEvidence], policy: ScanPolicy.Explanation
  ) -> Double {
    let free = tiles.map { tile in
      TileClass.allCases.indices.max { tile.classProbabilities[$0] < tile.classProbabilities[$1] }
        .map { TileClass.allCases[$0] } ?? .empty
    }
    var assembly = zip(tiles, free).reduce(0) { $0 - log(max($1.0.probability(of: $1.1), 1e-9)) }
    func key(_ a: Cell, _ b: Cell) -> Int { min(a.index, b.index) * 36 + max(a.index, b.index) }
    let split = Dictionary(
      seams.map { (key($0.first, $0.second), $0.splitProbability) },
      uniquingKeysWith: { first, _ in first })
    for index in 0..<36 where free[index].isSolid {
      let cell = Cell(index: index)
      for next in [
        Cell(row: cell.row, column: cell.column + 1), Cell(row: cell.row + 1, column: cell.column),
      ]
      where next.isOnBoard && free[next.index].isSolid {
        let p = min(max(split[key(cell, next)] ?? 0.5, 1e-9), 1 - 1e-9)
        // (Tiles of two solid classes are two pieces whatever their gap measures.)
        assembly -= log(free[next.index] == free[index] ? max(p, 1 - p) : p)
      }
    }
    return of(
      classes: free, colours: tiles.map(\.meanColour), seams: seams.map { ($0.first, $0.second) },
      darkening: seams.map(\.darkening),
      splits: seams.map { $0.measuredSplit || free[$0.first.index] != free[$0.second.index] },
      assembly: assembly, policy: policy
    ).total
  }

  /// The cost of reading `classes` (one per tile, in reading order) with `splits` (one per
  /// seam: the tiles belong to different blocks) on tiles whose colours are `colours` and
  /// gaps whose darkening is `darkening`, `assembly` being the block search's own cost.
  static func of(
    classes: [TileClass], colours: [LabColour], seams: [(first: Cell, second: Cell)],
    darkening: [Double], splits: [Bool], assembly: Double, textures: [Double]? = nil,
    continuity: [SeamEvidence] = [], policy: ScanPolicy.Explanation
  ) -> Explanation {
    var groups: [TileClass: [[Double]]] = [:]
    for (tileClass, colour) in zip(classes, colours) {
      groups[tileClass, default: []].append([colour.l, colour.a, colour.b])
    }
    // (Between blocks or inside one, side by side or stacked: four groups.)
    var gapGroups: [[[Double]]] = Array(repeating: [], count: 4)
    for (index, seam) in seams.enumerated()
    where classes[seam.first.index].isSolid && classes[seam.second.index].isSolid {
      let stacked = seam.first.row != seam.second.row
      gapGroups[(splits[index] ? 2 : 0) + (stacked ? 1 : 0)].append([darkening[index]])
    }
    let empty = classes.indices.filter { classes[$0] == .empty }
    let colourSplit = emptySplit(
      empty.map { [colours[$0].l, colours[$0].a, colours[$0].b] }, policy: policy)
    return Explanation(
      assembly: assembly,
      // (In class order: the sum is the same on every run.)
      palette: TileClass.allCases.reduce(0) {
        $0 + cost(of: groups[$1] ?? [], floor: policy.colourSpread)
      },
      gaps: gapGroups.reduce(0) { $0 + cost(of: $1, floor: policy.darkeningSpread) }, exit: 0,
      emptySplit: colourSplit,
      textureSplit: textures.map { textures in
        // (The texture in units whose floor is the colours': `cost` floors every axis alike.)
        let scale = policy.colourSpread / policy.textureSpread
        let tiles = empty.map {
          [colours[$0].l, colours[$0].a, colours[$0].b, scale * textures[$0]]
        }
        return max(0, emptySplit(tiles, policy: policy) - colourSplit)
      } ?? 0,
      continuity: cost(
        of: continuity.filter {
          classes[$0.first.index] == .empty && classes[$0.second.index] == .empty
        }.map { [$0.darkening] }, floor: policy.darkeningSpread))
  }

  /// What `tiles` read as empty gain split in two, each tile its mean colour (L, a, b) and,
  /// for `textureSplit`, its texture too (its own lightness spread, scaled so that
  /// `textureSpread` counts as `colourSpread`): one group's cost less that of the two groups (each at least
  /// `emptySplitGroup` tiles) they fall into when cut along their principal axis where the
  /// groups differ most (Otsu's criterion), at least 0.
  static func emptySplit(_ tiles: [[Double]], policy: ScanPolicy.Explanation) -> Double {
    guard tiles.count >= 2 * policy.emptySplitGroup,
      let (order, sorted) = EmptyTileCheck.alongPrincipalAxis(tiles),
      let count = TwoGroups.cut(sorted, minimumGroup: policy.emptySplitGroup)
    else { return 0 }
    let points = order.map { tiles[$0] }
    let one = cost(of: points, floor: policy.colourSpread)
    let two =
      cost(of: Array(points[..<count]), floor: policy.colourSpread)
      + cost(of: Array(points[count...]), floor: policy.colourSpread)
    return max(0, one - two)
  }

  /// The cost of `points` as one group: their negative log-likelihood under one Gaussian with
  /// their own mean and spread (a variance per axis, never below `floor`²), less that of points
  /// exactly `floor` apart, plus what naming the group's mean costs (half a nat per axis and
  /// log of the 36 tiles: a class of its own for each odd tile is no explanation).
  static func cost(of points: [[Double]], floor: Double) -> Double {
    guard let first = points.first else { return 0 }
    let n = Double(points.count)
    var total = 0.0
    for axis in first.indices {
      let mean = points.reduce(0) { $0 + $1[axis] } / n
      let variance = points.reduce(0) { $0 + ($1[axis] - mean) * ($1[axis] - mean) } / n
      total += n / 2 * log(max(variance, floor * floor) / (floor * floor)) + log(36) / 2
    }
    return total
  }
}
