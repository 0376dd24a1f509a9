import Puzzle
import StrictJSON

/// The JSON form of one solved (or unsolvable) board, shared by single and batch output: every
/// key of a single report (`moves` null when unsolvable); the batch-only keys and what the
/// search did not produce (statistics, reachable positions) only when set.
public struct SolveReport: Encodable, Sendable {
  /// The board in the 36-character notation.
  public var board: String
  /// The exit.
  public var exit: Exit
  /// Whether the board can be solved.
  public var solvable: Bool
  /// The optimal number of moves, nil (`null`) when unsolvable.
  @NullEncoded public var moves: Int?
  /// The optimal moves (empty when unsolvable).
  public var solution: [Move]
  /// For an unsolvable board, the number of positions reachable (all examined).
  public var reachablePositions: Int?
  /// The search statistics.
  public var stats: SearchStatistics?
  /// In a batch: the line number in the input file.
  public var line: Int?
  /// In a batch: the count the line gives (-1 unsolvable), nil when it gives none.
  public var expected: Int?
  /// In a batch with `--check`: whether the result matches `expected`.
  public var match: Bool?

  /// The report of `result`, with statistics when `includeStats` is true.
  public init(_ result: SearchResult, includeStats: Bool) {
    board = result.puzzle.board.notation
    exit = result.puzzle.exit
    solvable = result.isSolvable
    moves = result.moveCount
    solution = result.solution?.moves ?? []
    reachablePositions = result.reachablePositions
    stats = includeStats ? result.statistics : nil
  }
}
