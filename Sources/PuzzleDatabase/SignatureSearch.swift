import Puzzle
import Solver

/// The build's unit of work: every cluster of one signature, and the puzzle each one
/// contributes.
///
/// Layouts are met in increasing packed-state order and one not yet explored starts a new
/// cluster, so each cluster is explored once, from its canonical (smallest) state. A
/// cluster with a goal contributes its smallest position farthest from any goal (in packed
/// state order) when that position is minimal (removing any one piece makes it easier) and
/// needs at least `minMoves` moves. Only that one position is tested for minimality, as in
/// Michael Fogleman's database: testing every farthest position would cost a search per
/// piece for each of them.
public struct SignatureSearch: Sendable {
  /// The puzzles kept, the positions explored and the clusters found in one signature.
  public struct Result: Sendable {
    /// The kept puzzles.
    public var entries: [PuzzleEntry] = []
    /// The positions explored (every layout of the signature).
    public var states = 0
    /// The clusters found.
    public var clusters = 0
  }

  /// Keep puzzles that need at least this many moves.
  public let minMoves: Int

  /// Creates a search keeping puzzles of at least `minMoves` moves.
  public init(minMoves: Int) { self.minMoves = minMoves }

  /// Explores every cluster of `signature`.
  public func run(_ signature: Signature, solver: Solver) -> Result {
    let pieces = signature.pieceSet
    let explorer = ClusterExplorer(pieces: pieces)
    var result = Result()
    pieces.forEachLayout { layout in
      guard !explorer.contains(layout) else { return }
      let range = explorer.explore(from: layout)
      result.clusters += 1
      result.states += range.count
      if let entry = puzzle(in: range, explorer: explorer, signature: signature, solver: solver) {
        result.entries.append(entry)
      }
    }
    return result
  }

  /// The cluster's kept puzzle, if any.
  func puzzle(
    in range: Range<Int>, explorer: ClusterExplorer, signature: Signature, solver: Solver
  ) -> PuzzleEntry? {
    var farthest: Int16 = -1
    for index in range { farthest = max(farthest, explorer.distances[index]) }
    guard farthest >= 0, Int(farthest) >= minMoves else { return nil }
    var smallest = UInt64.max
    for index in range where explorer.distances[index] == farthest {
      smallest = min(smallest, explorer.states[index])
    }
    let board = explorer.pieces.board(smallest)
    guard let puzzle = try? Puzzle(board: board),
      Minimality.isMinimal(puzzle, moves: Int(farthest), solver: solver)
    else { return nil }
    let moves = solver.solve(puzzle).solution?.moves ?? []
    return PuzzleEntry(
      board: board.notation, moves: Int(farthest), blocks: signature.pieceCount,
      fixed: signature.wallCount, clusterSize: range.count,
      solution: moves.map(\.description).joined(separator: ", "))
  }
}
