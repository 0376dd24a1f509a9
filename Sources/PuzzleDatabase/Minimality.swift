import Puzzle
import Solver

/// Michael Fogleman's test of a puzzle worth keeping: it is minimal when removing any one
/// piece (a sliding block other than the prisoner, or a fixed wall) makes it easier, that is,
/// solvable in fewer moves.
public enum Minimality {
  /// The pieces whose removal leaves the optimal move count unchanged (empty when minimal).
  ///
  /// - Parameters:
  ///   - puzzle: a solvable puzzle.
  ///   - moves: its optimal move count.
  ///   - solver: a solver to reuse.
  /// - Returns: the blocks that could be removed without making the puzzle easier.
  public static func unneededBlocks(of puzzle: Puzzle, moves: Int, solver: Solver) -> [Block] {
    var unneeded: [Block] = []
    for (index, block) in puzzle.board.blocks.enumerated() where !block.isPrisoner {
      var blocks = puzzle.board.blocks
      blocks.remove(at: index)
      guard let board = try? Board(blocks: blocks), let smaller = try? Puzzle(board: board, exit: puzzle.exit)
      else { continue }
      // Removing a piece never makes a puzzle harder; equal means the piece is not needed.
      if let count = solver.solve(smaller).moveCount, count >= moves { unneeded.append(block) }
    }
    return unneeded
  }

  /// True when removing any one piece makes `puzzle` solvable in fewer than `moves` moves.
  public static func isMinimal(_ puzzle: Puzzle, moves: Int, solver: Solver) -> Bool {
    for (index, block) in puzzle.board.blocks.enumerated() where !block.isPrisoner {
      var blocks = puzzle.board.blocks
      blocks.remove(at: index)
      guard let board = try? Board(blocks: blocks), let smaller = try? Puzzle(board: board, exit: puzzle.exit)
      else { continue }
      if let count = solver.solve(smaller).moveCount, count >= moves { return false }
    }
    return true
  }

  /// True when removing any one piece (a sliding piece other than the prisoner, or a wall)
  /// makes the position `state` of `pieces` solvable in fewer than `moves` moves: the same test
  /// as `isMinimal(_:moves:solver:)`, on packed positions, without boards.
  ///
  /// The position is solved once to learn which pieces an optimal solution moves; only the
  /// others, and the walls, are removed one at a time and solved again. A piece the solution
  /// moves is not tested: without it the rest of that solution still solves the position, in
  /// fewer moves, so removing it always makes the puzzle easier.
  ///
  /// - Parameter changed: when known, the bits of `state` that an optimal solution changes (see
  ///   `ClusterExplorer.changedAlongSolution(from:)`): the first solve is then skipped.
  package static func isMinimal(
    _ state: UInt64, of pieces: PieceSet, moves: Int, changed: UInt64? = nil, solver: Solver
  ) -> Bool {
    let others = pieces.pieces.indices.filter { $0 != pieces.prisonerIndex }
    let goalOffset = pieces.goalOffset
    /// The solver's form of the position without piece `removed` and with `walls`.
    func solve(without removed: Int?, walls: UInt64) -> (moves: Int, moved: UInt32)? {
      var packed: [PackedMoves.Piece] = []
      var start = PieceSet.marker
      for index in [pieces.prisonerIndex] + others where index != removed {
        let piece = pieces.pieces[index]
        let shift = UInt64(3 * packed.count)
        packed.append(
          PackedMoves.Piece(horizontal: piece.orientation == .horizontal, line: piece.line, length: piece.length, shift: shift))
        start |= UInt64(pieces.offset(of: index, in: state)) << shift
      }
      return solver.solvePacked(packed, walls: walls, start: start, goalOffset: goalOffset)
    }
    var moved: UInt32 = 0
    if let changed {
      for (position, index) in others.enumerated() where pieces.offset(of: index, in: changed) != 0 {
        moved |= 1 << UInt32(position + 1)
      }
    } else {
      guard let whole = solve(without: nil, walls: pieces.walls) else { return false }
      moved = whole.moved
    }
    for (position, index) in others.enumerated() where moved & (1 << UInt32(position + 1)) == 0 {
      if let count = solve(without: index, walls: pieces.walls)?.moves, count >= moves { return false }
    }
    var walls = pieces.walls
    while walls != 0 {
      let wall = walls & (~walls &+ 1)
      walls &= walls - 1
      if let count = solve(without: nil, walls: pieces.walls & ~wall)?.moves, count >= moves { return false }
    }
    return true
  }
}
