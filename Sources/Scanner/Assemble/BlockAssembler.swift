import Foundation
import Puzzle

/// Finds the most likely legal reading of the board: every tile empty, fixed, or part of a
/// straight block of 2 or 3 (exactly one horizontal prisoner pair), scored by the tiles'
/// class probabilities and the seams' split probabilities. An exact branch-and-bound search;
/// with clear evidence it follows the measurements at once.
struct BlockAssembler {
  /// One piece of the reading.
  struct Piece: Hashable {
    var tileClass: TileClass
    var cells: [Cell]
  }

  /// The reading and what it cost.
  struct Reading {
    /// The pieces (solid ones only), in reading order of their first cell.
    var pieces: [Piece]
    /// The class of each tile in the reading.
    var classes: [TileClass]
    /// For each measured seam index, true when the reading splits it.
    var splits: [Bool]
    /// Nodes explored.
    var nodes: Int
    /// True when the search stopped at its node limit.
    var truncated: Bool
    /// The negative log-likelihood of the reading's tile classes and splits.
    var cost: Double
  }

  /// Probability of each tile class per tile (reading order, `TileClass.allCases` order).
  let tileProbabilities: [[Double]]
  /// Measured seams.
  let seams: [SeamEvidence]
  /// The node limit.
  var maximumNodes: Int
  /// A reading not to be found again (its solid pieces), nil for none.
  var excluded: Set<Piece>? = nil
  /// Only readings that cost less than this are looked for.
  var bound = Double.infinity

  /// The best reading, or nil when none exists (it always does: all-empty plus a prisoner).
  func assemble() -> Reading? {
    var search = Search(
      tileProbabilities: tileProbabilities, seams: seams, maximumNodes: maximumNodes,
      excluded: excluded, bound: bound)
    search.run()
    guard let best = search.best?.map(Search.piece) else { return nil }
    var pieces: [Piece] = []
    var classes = [TileClass](repeating: .empty, count: 36)
    for piece in best {
      for cell in piece.cells { classes[cell.index] = piece.tileClass }
      if piece.tileClass != .empty { pieces.append(piece) }
    }
    pieces.sort { $0.cells[0] < $1.cells[0] }
    var owner = [Int](repeating: -1, count: 36)
    for (id, piece) in pieces.enumerated() {
      for cell in piece.cells { owner[cell.index] = id }
    }
    let splits = seams.map { seam -> Bool in
      let a = owner[seam.first.index]
      let b = owner[seam.second.index]
      return a < 0 || b < 0 || a != b
    }
    return Reading(
      pieces: pieces, classes: classes, splits: splits, nodes: search.nodes,
      truncated: search.nodes >= maximumNodes, cost: search.bestCost)
  }

  /// The likeliest reading other than `best` that costs at most `reach` more, exploring at
  /// most `nodes` readings: the same search with `best` excluded, pruned at that cost. Nil when
  /// there is none.
  func runnerUp(to best: Reading, reach: Double, nodes: Int) -> Reading? {
    runnerUp(excluding: Set(best.pieces), cost: best.cost, reach: reach, nodes: nodes)
  }

  /// The likeliest reading other than the one of solid `pieces` costing `cost` (the search's
  /// own cost of it), as `runnerUp(to:reach:nodes:)` finds it, without searching for that one
  /// again.
  func runnerUp(excluding pieces: Set<Piece>, cost: Double, reach: Double, nodes: Int)
    -> Reading?
  {
    var other = self
    other.excluded = pieces
    other.maximumNodes = nodes
    other.bound = cost + reach
    return other.assemble()
  }
}

extension BlockAssembler {
  /// The most likely legal reading of `tiles` under each judgement of the gaps in `seams` (as
  /// the profile has them, as faint gaps, as strong grain), and the seams it was read with.
  /// The other judgements are only hypotheses: the one whose reading overrules the
  /// measurements least stands, ties going by `SeamHypotheses.byPrecedence`. So a lowered
  /// threshold that split joined wood (grain of two kinds) gives way to the profile's, and a
  /// raised one stands only where the profile's needs a less likely overrule. Nil when no
  /// reading exists.
  static func reading(
    tiles: [TileEvidence], seams: SeamHypotheses, maximumNodes: Int
  ) -> (reading: Reading, seams: [SeamEvidence])? {
    let probabilities = tiles.map(\.classProbabilities)
    var best: (reading: Reading, seams: [SeamEvidence], weakest: Double)?
    for judged in seams.byPrecedence {
      guard
        let reading = BlockAssembler(
          tileProbabilities: probabilities, seams: judged, maximumNodes: maximumNodes
        ).assemble()
      else { continue }
      let weakest = reading.weakestOverrule(tiles: tiles, seams: judged)
      if best.map({ weakest > $0.weakest }) ?? true { best = (reading, judged, weakest) }
    }
    return best.map { ($0.reading, $0.seams) }
  }
}

extension BlockAssembler.Reading {
  /// The reading's blocks, lettered in reading order of their first cell (the prisoner `A`,
  /// fixed blocks `x`, the others `B` on).
  var blocks: [Block] {
    var letters = Array("BCDEFGHIJKLMNOPQRSTUVWXYZ")
    var blocks: [Block] = []
    for piece in pieces {
      let letter: Character
      switch piece.tileClass {
      case .prisoner: letter = Block.prisonerLetter
      case .fixed: letter = Block.fixedLetter
      default:
        guard !letters.isEmpty else { continue }
        letter = letters.removeFirst()
      }
      let horizontal = piece.cells.count == 1 || piece.cells[0].row == piece.cells[1].row
      blocks.append(
        Block(
          letter: letter, origin: piece.cells[0],
          orientation: horizontal ? .horizontal : .vertical, length: piece.cells.count))
    }
    return blocks
  }

  /// A measurement the reading overrules, with the probability the measurement gives the
  /// reading's decision.
  enum Overrule {
    /// Tile `index` read as another class than measured.
    case tile(index: Int, probability: Double)
    /// Seam `index`, between two solid tiles, split or joined against its measurement.
    case seam(index: Int, probability: Double)

    var probability: Double {
      switch self {
      case .tile(_, let probability), .seam(_, let probability): probability
      }
    }
  }

  /// Every measurement this reading overrules: the tiles in reading order, then the seams.
  func overrules(tiles: [TileEvidence], seams: [SeamEvidence]) -> [Overrule] {
    var found: [Overrule] = []
    for (index, tile) in tiles.enumerated() where classes[index] != tile.measuredClass {
      found.append(.tile(index: index, probability: tile.probability(of: classes[index])))
    }
    for (index, seam) in seams.enumerated()
    where classes[seam.first.index].isSolid && classes[seam.second.index].isSolid
      && splits[index] != seam.measuredSplit
    {
      found.append(
        .seam(
          index: index,
          probability: splits[index] ? seam.splitProbability : 1 - seam.splitProbability))
    }
    return found
  }

  /// The probability of the least likely measurement this reading overrules; 1 when it
  /// overrules none.
  func weakestOverrule(tiles: [TileEvidence], seams: [SeamEvidence]) -> Double {
    overrules(tiles: tiles, seams: seams).map(\.probability).min() ?? 1
  }
}

/// The depth-first search behind `BlockAssembler`. A piece placed is one number (`code`), so
/// that a node allocates nothing: its class, first cell, length and direction.
private struct Search {
  /// Each tile's cost of each class (negative log-probability), `36 * 4`, `index(_:)` order.
  let classCost: [Double]
  let minimumCost: [Double]
  /// Cost of joining / splitting each neighbour pair, keyed by `pairKey`.
  var joinCost: [Double]
  var splitCost: [Double]
  let maximumNodes: Int

  var owner = [Int](repeating: -1, count: 36)  // -1 unassigned, -2 empty, else piece id
  /// The solid pieces placed, as codes, in the order of their first cells (so ascending).
  var pieces: [Int]
  var prisonerUsed = false
  var nodes = 0
  var bestCost = Double.infinity
  var best: [Int]?

  /// The reading not to be found again, its pieces' codes ascending; nil for none.
  let excluded: [Int]?
  /// True when only readings under a given cost are looked for: the node limit then holds
  /// even before one is found.
  let bounded: Bool

  init(
    tileProbabilities: [[Double]], seams: [SeamEvidence], maximumNodes: Int,
    excluded: Set<BlockAssembler.Piece>?, bound: Double
  ) {
    let costs = tileProbabilities.map { $0.map { -log(max($0, 1e-9)) } }
    classCost = costs.flatMap { $0 }
    minimumCost = costs.map { $0.min() ?? 0 }
    joinCost = [Double](repeating: log(2), count: 36 * 2)
    splitCost = [Double](repeating: log(2), count: 36 * 2)
    for seam in seams {
      let key = Search.pairKey(seam.first, seam.second)
      let p = min(max(seam.splitProbability, 1e-9), 1 - 1e-9)
      splitCost[key] = -log(p)
      joinCost[key] = -log(1 - p)
    }
    self.maximumNodes = maximumNodes
    self.excluded = excluded.map { $0.map(Search.code).sorted() }
    pieces = []
    pieces.reserveCapacity(36)
    bestCost = bound
    bounded = bound.isFinite
  }

  /// Index of the pair (a, b) where b is a's right (even) or lower (odd) neighbour.
  static func pairKey(_ a: Cell, _ b: Cell) -> Int {
    let (first, second) = a < b ? (a, b) : (b, a)
    return first.index * 2 + (second.row == first.row ? 0 : 1)
  }

  /// A piece as one number: its first cell's index the most significant part, so the codes of
  /// pieces placed in the order of their first cells ascend.
  static func code(_ tileClass: TileClass, first: Int, length: Int, vertical: Bool) -> Int {
    ((first * 4 + length) * 2 + (vertical ? 1 : 0)) * 4 + index(tileClass)
  }

  static func code(_ piece: BlockAssembler.Piece) -> Int {
    let first = piece.cells.map(\.index).min() ?? 0
    let vertical = piece.cells.count > 1 && piece.cells[0].column == piece.cells[1].column
    return code(piece.tileClass, first: first, length: piece.cells.count, vertical: vertical)
  }

  /// The piece a code stands for.
  static func piece(_ code: Int) -> BlockAssembler.Piece {
    let tileClass = TileClass.allCases[code % 4]
    let vertical = (code / 4) % 2 == 1
    let length = (code / 8) % 4
    let first = code / 32
    let step = vertical ? 6 : 1
    return BlockAssembler.Piece(
      tileClass: tileClass, cells: (0..<length).map { Cell(index: first + $0 * step) })
  }

  mutating func run() {
    let remaining = minimumCost.reduce(0, +)
    depthFirst(from: 0, cost: 0, remaining: remaining)
  }

  /// One way to fill the first free cell: its cost, and the piece's class, length and
  /// direction.
  private struct Option {
    var cost: Double
    var tileClass: TileClass
    var length: Int
    var vertical: Bool
  }

  /// Extends the reading from the first unassigned cell at or after `start`.
  private mutating func depthFirst(from start: Int, cost: Double, remaining: Double) {
    nodes += 1
    if nodes >= maximumNodes && (best != nil || bounded) { return }
    if cost + remaining >= bestCost { return }
    var index = start
    while index < 36 && owner[index] != -1 { index += 1 }
    if index == 36 {
      if prisonerUsed && cost < bestCost && excluded.map({ $0 != pieces }) ?? true {
        bestCost = cost
        best = pieces
      }
      return
    }
    let (row, column) = (index / 6, index % 6)
    // (At most seven ways, in a fixed order, kept in order of cost as a stable sort keeps
    // them: the order ties are explored in decides which of two equal readings is found.)
    var options = (
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false),
      Option(cost: 0, tileClass: .empty, length: 0, vertical: false)
    )
    withUnsafeMutableBytes(of: &options) { raw in
      let options = raw.bindMemory(to: Option.self)
      var count = 0
      func add(_ tileClass: TileClass, length: Int, vertical: Bool) {
        var option = Option(
          cost: pieceCost(tileClass, first: index, length: length, vertical: vertical),
          tileClass: tileClass, length: length, vertical: vertical)
        // (Insertion after every option that costs no more: stable.)
        var place = count
        while place > 0 && option.cost < options[place - 1].cost {
          options[place] = options[place - 1]
          place -= 1
        }
        swap(&option, &options[place])
        count += 1
      }
      add(.empty, length: 1, vertical: false)
      add(.fixed, length: 1, vertical: false)
      for length in 2...3 {
        if column + length <= 6 && (0..<length).allSatisfy({ owner[index + $0] == -1 }) {
          add(.block, length: length, vertical: false)
          if length == 2 && !prisonerUsed { add(.prisoner, length: 2, vertical: false) }
        }
        if row + length <= 6 && (0..<length).allSatisfy({ owner[index + $0 * 6] == -1 }) {
          add(.block, length: length, vertical: true)
        }
      }
      for option in options[0..<count] {
        let step = option.vertical ? 6 : 1
        let id = option.tileClass == .empty ? -2 : pieces.count
        var added = option.cost
        var freed = 0.0
        for k in 0..<option.length {
          let cell = index + k * step
          freed += minimumCost[cell]
          if id >= 0 { added += boundaryCost(cell, id: id) }
        }
        for k in 0..<option.length { owner[index + k * step] = id }
        if id >= 0 {
          pieces.append(
            Search.code(
              option.tileClass, first: index, length: option.length, vertical: option.vertical))
        }
        let wasPrisonerUsed = prisonerUsed
        if option.tileClass == .prisoner { prisonerUsed = true }
        depthFirst(from: index + 1, cost: cost + added, remaining: remaining - freed)
        prisonerUsed = wasPrisonerUsed
        if id >= 0 { pieces.removeLast() }
        for k in 0..<option.length { owner[index + k * step] = -1 }
        if nodes >= maximumNodes && (best != nil || bounded) { return }
      }
    }
  }

  /// Class costs of the piece's cells plus the join costs inside it.
  private func pieceCost(_ tileClass: TileClass, first: Int, length: Int, vertical: Bool)
    -> Double
  {
    let (step, pair) = vertical ? (6, 1) : (1, 0)
    let column = Search.index(tileClass)
    var total = 0.0
    for k in 0..<length {
      let cell = first + k * step
      total += classCost[cell * 4 + column]
      if k > 0 { total += joinCost[(cell - step) * 2 + pair] }
    }
    return total
  }

  /// Split costs between cell `index` (of piece `id`) and its already-placed solid neighbours
  /// of other pieces (above, below, left, right).
  private func boundaryCost(_ index: Int, id: Int) -> Double {
    let (row, column) = (index / 6, index % 6)
    var total = 0.0
    if row > 0 { total += split(index - 6, key: (index - 6) * 2 + 1, id: id) }
    if row < 5 { total += split(index + 6, key: index * 2 + 1, id: id) }
    if column > 0 { total += split(index - 1, key: (index - 1) * 2, id: id) }
    if column < 5 { total += split(index + 1, key: index * 2, id: id) }
    return total
  }

  /// The split cost of pair `key` when `neighbour` belongs to a solid piece other than `id`;
  /// 0 otherwise.
  private func split(_ neighbour: Int, key: Int, id: Int) -> Double {
    let other = owner[neighbour]
    return other >= 0 && other != id ? splitCost[key] : 0
  }

  static func index(_ tileClass: TileClass) -> Int {
    switch tileClass {
    case .empty: 0
    case .block: 1
    case .prisoner: 2
    case .fixed: 3
    }
  }
}
