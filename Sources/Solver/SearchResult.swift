import Puzzle

/// The outcome of solving a puzzle: a solution, or a proof by exhaustion that none exists.
public struct SearchResult: Hashable, Sendable {
  /// The puzzle searched.
  public let puzzle: Puzzle
  /// The optimal solution, or nil when every reachable position was examined and none is
  /// solved.
  public let solution: Solution?
  /// What the search did.
  public let statistics: SearchStatistics

  /// Creates a result.
  public init(puzzle: Puzzle, solution: Solution?, statistics: SearchStatistics) {
    self.puzzle = puzzle
    self.solution = solution
    self.statistics = statistics
  }

  /// True when the puzzle has a solution.
  public var isSolvable: Bool { solution != nil }

  /// The optimal number of moves, nil when unsolvable.
  public var moveCount: Int? { solution?.count }

  /// For an unsolvable puzzle, the number of positions reachable from the start, all of
  /// which were examined; nil when solvable.
  public var reachablePositions: Int? { solution == nil ? statistics.distinctPositions : nil }
}
