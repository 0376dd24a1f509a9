/// Why a search stopped before it found a solution or proved there is none.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The search reached the caller's limit on distinct positions.
  case positionLimitReached(limit: Int, positions: Int)
  /// The caller's cancellation check returned false.
  case cancelled(positionsExamined: Int)

  /// What stopped the search, and what to do next.
  public var description: String {
    switch self {
    case .positionLimitReached(let limit, let positions):
      "search stopped at \(positions) distinct positions (limit \(limit)); raise the limit "
        + "to search further"
    case .cancelled(let examined):
      "search cancelled after examining \(examined) positions"
    }
  }
}
