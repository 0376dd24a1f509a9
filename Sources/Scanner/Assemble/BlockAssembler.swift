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
    guard let best = search.best else { return nil }
    var pieces: [Piece] = []
    var classes = [TileClass](repeating: .empty, count: 36)
    for (id, piece) in best.enumerated() {
      _ = id
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

/// The depth-first search behind `BlockAssembler`.
private struct Search {
  let classCost: [[Double]]
  let minimumCost: [Double]
  /// Cost of joining / splitting each neighbour pair, keyed by `pairKey`.
  var joinCost: [Double]
  var splitCost: [Double]
  let maximumNodes: Int

  var owner = [Int](repeating: -1, count: 36)  // -1 unassigned, -2 empty, else piece id
  var pieces: [BlockAssembler.Piece] = []
  var prisonerUsed = false
  var nodes = 0
  var bestCost = Double.infinity
  var best: [BlockAssembler.Piece]?

  static let classes = TileClass.allCases

  let excluded: Set<BlockAssembler.Piece>?
  /// True when only readings under a given cost are looked for: the node limit then holds
  /// even before one is found.
  let bounded: Bool

  init(
    tileProbabilities: [[Double]], seams: [SeamEvidence], maximumNodes: Int,
    excluded: Set<BlockAssembler.Piece>?, bound: Double
  ) {
    classCost = tileProbabilities.map { $0.map { -log(max($0, 1e-9)) } }
    minimumCost = classCost.map { $0.min() ?? 0 }
    joinCost = [Double](repeating: log(2), count: 36 * 2)
    splitCost = [Double](repeating: log(2), count: 36 * 2)
    for seam in seams {
      let key = Search.pairKey(seam.first, seam.second)
      let p = min(max(seam.splitProbability, 1e-9), 1 - 1e-9)
      splitCost[key] = -log(p)
      joinCost[key] = -log(1 - p)
    }
    self.maximumNodes = maximumNodes
    self.excluded = excluded
    bestCost = bound
    bounded = bound.isFinite
  }

  /// Index of the pair (a, b) where b is a's right (even) or lower (odd) neighbour.
  static func pairKey(_ a: Cell, _ b: Cell) -> Int {
    let (first, second) = a < b ? (a, b) : (b, a)
    return first.index * 2 + (second.row == first.row ? 0 : 1)
  }

  mutating func run() {
    let remaining = minimumCost.reduce(0, +)
    depthFirst(from: 0, cost: 0, remaining: remaining)
  }

  /// Extends the reading from the first unassigned cell at or after `start`.
  private mutating func depthFirst(from start: Int, cost: Double, remaining: Double) {
    nodes += 1
    if nodes >= maximumNodes && (best != nil || bounded) { return }
    if cost + remaining >= bestCost { return }
    var index = start
    while index < 36 && owner[index] != -1 { index += 1 }
    if index == 36 {
      if prisonerUsed && cost < bestCost && excluded.map({ $0 != Set(pieces) }) ?? true {
        bestCost = cost
        best = pieces
      }
      return
    }
    let cell = Cell(index: index)
    var options: [(cost: Double, piece: BlockAssembler.Piece)] = []
    options.append(
      (classCost[index][Search.index(.empty)], .init(tileClass: .empty, cells: [cell])))
    options.append((pieceCost(.fixed, [cell]), .init(tileClass: .fixed, cells: [cell])))
    for length in 2...3 {
      if cell.column + length <= 6 {
        let cells = (0..<length).map { Cell(row: cell.row, column: cell.column + $0) }
        if cells.allSatisfy({ owner[$0.index] == -1 }) {
          options.append((pieceCost(.block, cells), .init(tileClass: .block, cells: cells)))
          if length == 2 && !prisonerUsed {
            options.append((pieceCost(.prisoner, cells), .init(tileClass: .prisoner, cells: cells)))
          }
        }
      }
      if cell.row + length <= 6 {
        let cells = (0..<length).map { Cell(row: cell.row + $0, column: cell.column) }
        if cells.allSatisfy({ owner[$0.index] == -1 }) {
          options.append((pieceCost(.block, cells), .init(tileClass: .block, cells: cells)))
        }
      }
    }
    options.sort { $0.cost < $1.cost }
    for option in options {
      let piece = option.piece
      let id = piece.tileClass == .empty ? -2 : pieces.count
      var added = option.cost
      var freed = 0.0
      for cell in piece.cells {
        freed += minimumCost[cell.index]
        if id >= 0 { added += boundaryCost(cell, id: id) }
      }
      for cell in piece.cells { owner[cell.index] = id }
      if id >= 0 { pieces.append(piece) }
      let wasPrisonerUsed = prisonerUsed
      if piece.tileClass == .prisoner { prisonerUsed = true }
      depthFirst(from: index + 1, cost: cost + added, remaining: remaining - freed)
      prisonerUsed = wasPrisonerUsed
      if id >= 0 { pieces.removeLast() }
      for cell in piece.cells { owner[cell.index] = -1 }
      if nodes >= maximumNodes && (best != nil || bounded) { return }
    }
  }

  /// Class costs of the piece's cells plus the join costs inside it.
  private func pieceCost(_ tileClass: TileClass, _ cells: [Cell]) -> Double {
    var total = 0.0
    for (k, cell) in cells.enumerated() {
      total += classCost[cell.index][Search.index(tileClass)]
      if k > 0 { total += joinCost[Search.pairKey(cells[k - 1], cell)] }
    }
    return total
  }

  /// Split costs between `cell` (of piece `id`) and its already-placed solid neighbours of
  /// other pieces.
  private func boundaryCost(_ cell: Cell, id: Int) -> Double {
    var total = 0.0
    let neighbours = [
      Cell(row: cell.row - 1, column: cell.column), Cell(row: cell.row + 1, column: cell.column),
      Cell(row: cell.row, column: cell.column - 1), Cell(row: cell.row, column: cell.column + 1),
    ]
    for neighbour in neighbours where neighbour.isOnBoard {
      let other = owner[neighbour.index]
      if other >= 0 && other != id { total += splitCost[Search.pairKey(cell, neighbour)] }
    }
    return total
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
