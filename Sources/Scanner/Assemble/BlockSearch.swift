import Foundation
import Puzzle

/// The depth-first search behind `BlockAssembler`. A piece placed is one number (`code`), so
/// that a node allocates nothing: its class, first cell, length and direction.
struct BlockSearch {
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
      let key = BlockSearch.pairKey(seam.first, seam.second)
      let p = min(max(seam.splitProbability, 1e-9), 1 - 1e-9)
      splitCost[key] = -log(p)
      joinCost[key] = -log(1 - p)
    }
    self.maximumNodes = maximumNodes
    self.excluded = excluded.map { $0.map(BlockSearch.code).sorted() }
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
    // (At most seven ways, in a buffer of the node's own on the stack, in a fixed order kept
    // in order of cost as a stable sort keeps them: the order ties are explored in decides
    // which of two equal readings is found. `Option` is a trivial type: its slots need no
    // deinitializing.)
    withUnsafeTemporaryAllocation(of: Option.self, capacity: 7) { options in
      var count = 0
      func add(_ tileClass: TileClass, length: Int, vertical: Bool) {
        let option = Option(
          cost: pieceCost(tileClass, first: index, length: length, vertical: vertical),
          tileClass: tileClass, length: length, vertical: vertical)
        // (Insertion after every option that costs no more: stable.)
        var place = count
        while place > 0 && option.cost < options[place - 1].cost {
          options[place] = options[place - 1]
          place -= 1
        }
        (options.baseAddress! + place).initialize(to: option)
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
            BlockSearch.code(
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
    let column = BlockSearch.index(tileClass)
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
