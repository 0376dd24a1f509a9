import Puzzle
import Solver

/// The build's unit of work: every cluster of one signature that can be solved, and the
/// puzzle each one contributes.
///
/// Explorations start only from goal layouts (the prisoner at the exit), met in increasing
/// packed-state order, so clusters without a solution are never walked: every solvable
/// cluster holds a goal, and one goal not yet met starts a new cluster. A cluster contributes
/// its smallest position farthest from any goal (in packed state order) when that position is
/// minimal (removing any one piece makes it easier) and needs at least `minMoves` moves. Only
/// that one position is tested for minimality, as in Michael Fogleman's database: testing
/// every farthest position would cost a search per piece for each of them; and the blocks its
/// optimal solution moves are not tested (removing one always makes it easier).
public struct SignatureSearch: Sendable {
  /// The puzzles kept, the positions explored and the clusters found in one signature.
  public struct Result: Sendable {
    /// The kept puzzles.
    public var entries: [PuzzleEntry] = []
    /// The positions explored (every position of the signature's solvable clusters).
    public var states = 0
    /// The solvable clusters found.
    public var clusters = 0
  }

  /// Keep puzzles that need at least this many moves.
  public let minMoves: Int

  /// Creates a search keeping puzzles of at least `minMoves` moves.
  public init(minMoves: Int) { self.minMoves = minMoves }

  /// Explores every solvable cluster of `signature`.
  ///
  /// - Parameters:
  ///   - signature: the unit of work.
  ///   - solver: a solver to reuse (minimality and the kept puzzle's solution).
  ///   - explorer: an explorer to reuse (loaded with the signature's pieces); nil for a new one.
  public func run(_ signature: Signature, solver: Solver, explorer: ClusterExplorer? = nil) -> Result {
    let pieces = signature.pieceSet
    let explorer = explorer ?? ClusterExplorer(pieces: pieces)
    explorer.load(pieces)
    var result = Result()
    pieces.forEachGoalLayout { layout in
      let explored = explorer.explore(from: layout)
      guard !explored.range.isEmpty else { return }
      result.clusters += 1
      result.states += explored.range.count
      if let entry = puzzle(explored, explorer: explorer, signature: signature, solver: solver) {
        result.entries.append(entry)
      }
    }
    return result
  }

  /// The cluster's kept puzzle, if any.
  func puzzle(
    _ explored: ClusterExplorer.Explored, explorer: ClusterExplorer, signature: Signature, solver: Solver
  ) -> PuzzleEntry? {
    guard let farthest = explored.farthest, farthest >= minMoves, let smallest = explored.smallestFarthest,
      let index = explored.smallestFarthestIndex
    else { return nil }
    let pieces = explorer.pieces
    // The pieces one optimal solution moves, read off the cluster's distances.
    let changed = explorer.changedAlongSolution(from: index)
    guard Minimality.isMinimal(smallest, of: pieces, moves: farthest, changed: changed, solver: solver)
    else { return nil }
    let board = pieces.board(smallest)
    guard let puzzle = try? Puzzle(board: board) else { return nil }
    let moves = solver.solve(puzzle).solution?.moves ?? []
    return PuzzleEntry(
      board: board.notation, moves: farthest, blocks: signature.pieceCount,
      fixed: signature.wallCount, clusterSize: explored.range.count,
      solution: moves.map(\.description).joined(separator: ", "))
  }
}
