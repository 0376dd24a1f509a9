/// The answer to "how does the knight get from here to there within so many moves?".
public enum RouteOutcome: Hashable, Sendable {
  /// A shortest route within the limit: start first, goal last; `[start]` when they coincide.
  case found(route: [Square])
  /// The goal is reachable, but its shortest route needs `distance` moves, more than allowed.
  case beyondLimit(distance: Int)
  /// No sequence of knight moves joins start and goal on this board.
  case unreachable

  /// The true distance, when the goal is reachable.
  public var distance: Int? {
    switch self {
    case .found(let route): return route.count - 1
    case .beyondLimit(let distance): return distance
    case .unreachable: return nil
    }
  }
}
