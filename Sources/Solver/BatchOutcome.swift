import Puzzle

/// What solving one entry of a batch gave.
public enum BatchOutcome: Sendable {
  /// A line that holds no valid puzzle.
  case invalid(line: Int, message: String)
  /// A puzzle solved (or proved unsolvable); `match` compares the result with the line's
  /// expected count when checking, nil when not checking or the line gives none.
  case solved(line: Int, record: PuzzleRecord, result: SearchResult, match: Bool?)

  /// Solves one entry.
  ///
  /// - Parameters:
  ///   - entry: the line.
  ///   - solver: the solver to use (one per task).
  ///   - check: whether to compare the result with the line's expected count.
  public init(_ entry: BatchEntry, solver: Solver, check: Bool) {
    switch entry {
    case .invalid(let line, _, let message):
      self = .invalid(line: line, message: message)
    case .puzzle(let line, let record, let puzzle):
      let result = solver.solve(puzzle)
      var match: Bool?
      if check, let expectation = record.expectation { match = expectation == result.expectation }
      self = .solved(line: line, record: record, result: result, match: match)
    }
  }

  /// This outcome counted alone.
  public var tally: BatchTally {
    var tally = BatchTally()
    switch self {
    case .invalid:
      tally.invalid = 1
    case .solved(_, _, let result, let match):
      if result.isSolvable { tally.solved = 1 } else { tally.unsolvable = 1 }
      if let match {
        tally.checked = 1
        if !match { tally.mismatches = 1 }
      }
    }
    return tally
  }
}

extension SearchResult {
  /// The result as a puzzle list writes it: the move count, or unsolvable.
  public var expectation: PuzzleRecord.Expectation {
    moveCount.map { .moves($0) } ?? .unsolvable
  }
}
