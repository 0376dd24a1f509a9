import Puzzle

/// An optimal sequence of moves and the board after each one.
public struct Solution: Hashable, Sendable {
  /// The moves, fewest possible; the last one slides the prisoner to the exit's edge.
  public let moves: [Move]
  /// `boards[i]` is the board after `moves[i]`; the last one is solved.
  public let boards: [Board]

  /// Creates a solution from moves and the boards after them.
  public init(moves: [Move], boards: [Board]) {
    precondition(moves.count == boards.count, "one board after each move")
    self.moves = moves
    self.boards = boards
  }

  /// The number of moves.
  public var count: Int { moves.count }
}
