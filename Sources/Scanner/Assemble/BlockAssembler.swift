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
    var search = BlockSearch(
      tileProbabilities: tileProbabilities, seams: seams, maximumNodes: maximumNodes,
      excluded: excluded, bound: bound)
    search.run()
    guard let best = search.best?.map(BlockSearch.piece) else { return nil }
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

extension BlockAssembler {
  /// `reading` of `tiles` read again with `seams` (the gaps it was read with) refitted on it
  /// (`SeamRefit`: each gap judged by this image's gaps of its direction and kind, fitted
  /// without it), and the refitted gaps, their splits and confidences the reading's; nil when
  /// the refitted gaps read another board (one step of refitting: a fixed point or nothing).
  /// The reading stands either way: the refit prices its rivals and its legality by this
  /// image's own gaps, where the measurements' own judgement says whether a legal reading
  /// exists at all.
  static func refitted(
    _ reading: Reading, tiles: [TileEvidence], seams: [SeamEvidence], maximumNodes: Int,
    spreadFloor: Double
  ) -> (reading: Reading, seams: [SeamEvidence])? {
    var refitted = SeamRefit.judged(
      seams, splits: reading.splits, classes: reading.classes, spreadFloor: spreadFloor)
    guard
      let again = BlockAssembler(
        tileProbabilities: tiles.map(\.classProbabilities), seams: refitted,
        maximumNodes: maximumNodes
      ).assemble(), again.pieces == reading.pieces
    else { return nil }
    for index in refitted.indices {
      let split = again.splits[index]
      let p = refitted[index].splitProbability
      refitted[index].split = split
      refitted[index].confidence = split ? p : 1 - p
    }
    return (again, refitted)
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
