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
}
