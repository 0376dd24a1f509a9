import Puzzle

extension Solution {
  /// Plays `moves` from `puzzle`'s board, checking each one, and keeps the board after each.
  ///
  /// Use it to check a solution from elsewhere (a file, a user) or to rebuild the boards for
  /// drawing frames.
  ///
  /// - Parameters:
  ///   - moves: the moves, in order.
  ///   - puzzle: the starting puzzle.
  /// - Throws: `PuzzleError.illegalMove` for the first move that cannot be made.
  public init(replaying moves: [Move], from puzzle: Puzzle) throws(PuzzleError) {
    var board = puzzle.board
    var boards: [Board] = []
    for move in moves {
      board = try board.applying(move)
      boards.append(board)
    }
    self.init(moves: moves, boards: boards)
  }

  /// True when the last board has the prisoner at `puzzle`'s exit (or, with no moves, the
  /// puzzle is solved already).
  public func solves(_ puzzle: Puzzle) -> Bool {
    Puzzle.isSolved(boards.last ?? puzzle.board, exit: puzzle.exit)
  }
}
