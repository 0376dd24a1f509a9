/// Knight distances from every square of a board to one goal, found by breadth-first search.
///
/// The knight graph is undirected, so the distance from a square to the goal equals the
/// distance from the goal to that square. One search from the goal therefore answers the
/// distance, a shortest route, the number of shortest routes and every shortest route for
/// any start.
public struct DistanceMap: Sendable {
  /// The board searched.
  public let board: KnightBoard
  /// The square every distance is measured to.
  public let goal: Square
  /// Moves from each square (dense index) to the goal; -1 when the goal cannot be reached.
  let distances: [Int]
  /// Reached squares (dense indices) in the order the search found them: by distance.
  let order: [Int]

  /// Runs a breadth-first search from `goal` over the whole board.
  /// - Parameters:
  ///   - board: the board.
  ///   - goal: the target square.
  /// - Precondition: `goal` lies on the board (parse user squares with ``KnightBoard/square(_:)``).
  public init(board: KnightBoard, goal: Square) {
    precondition(board.contains(goal), "goal must lie on the board")
    self.board = board
    self.goal = goal
    var distances = Array(repeating: -1, count: board.squareCount)
    var order: [Int] = []
    order.reserveCapacity(board.squareCount)
    let start = board.index(of: goal)
    distances[start] = 0
    order.append(start)
    var head = 0
    while head < order.count {
      let current = order[head]
      head += 1
      let nextDistance = distances[current] + 1
      board.forEachKnightMove(fromIndex: current) { index in
        if distances[index] < 0 {
          distances[index] = nextDistance
          order.append(index)
        }
      }
    }
    self.distances = distances
    self.order = order
  }

  /// The fewest knight moves from `square` to the goal, or nil when the goal is unreachable.
  /// - Precondition: `square` lies on the board.
  public func distance(from square: Square) -> Int? {
    precondition(board.contains(square), "square must lie on the board")
    let distance = distances[board.index(of: square)]
    return distance < 0 ? nil : distance
  }

  /// The number of squares from which the goal can be reached (the goal included).
  public var reachableCount: Int { order.count }

  /// The first shortest route from `start` to the goal, both included; nil when unreachable.
  ///
  /// "First" follows ``KnightBoard/moves`` at every step, so it is the first route that
  /// ``shortestRoutes(from:)`` lists. A start equal to the goal gives `[start]` (0 moves).
  /// - Precondition: `start` lies on the board.
  public func shortestRoute(from start: Square) -> [Square]? {
    var routes = shortestRoutes(from: start).makeIterator()
    return routes.next()
  }

  /// Every shortest route from `start` to the goal, generated lazily in ``KnightBoard/moves``
  /// order; empty when the goal is unreachable.
  /// - Precondition: `start` lies on the board.
  public func shortestRoutes(from start: Square) -> ShortestRoutes {
    precondition(board.contains(start), "start must lie on the board")
    return ShortestRoutes(map: self, start: start)
  }

  /// How many shortest routes lead from `start` to the goal: zero when unreachable, one when
  /// `start` is the goal.
  ///
  /// Computed layer by layer outward from the goal: the count at a square is the sum of the
  /// counts at its neighbours one move closer. Exact at any size (see ``RouteCount``).
  /// - Precondition: `start` lies on the board.
  public func routeCount(from start: Square) -> RouteCount {
    guard let target = distance(from: start) else { return .zero }
    var counts = Array(repeating: RouteCount.zero, count: board.squareCount)
    counts[board.index(of: goal)] = 1
    for index in order.dropFirst() {
      let distance = distances[index]
      if distance > target { break }
      var sum = RouteCount.zero
      board.forEachKnightMove(fromIndex: index) { neighbour in
        if distances[neighbour] == distance - 1 { sum += counts[neighbour] }
      }
      counts[index] = sum
    }
    return counts[board.index(of: start)]
  }

  /// The answer for a route of at most `maxMoves` moves from `start` to the goal.
  /// - Parameters:
  ///   - start: the knight's square; may equal the goal.
  ///   - maxMoves: the most moves allowed, 0 or more.
  /// - Returns: the first shortest route when it is short enough; otherwise the true distance,
  ///   or that the goal is unreachable.
  /// - Precondition: `start` lies on the board and `maxMoves` is not negative.
  public func outcome(from start: Square, maxMoves: Int) -> RouteOutcome {
    precondition(maxMoves >= 0, "maxMoves must not be negative")
    guard let distance = distance(from: start) else { return .unreachable }
    guard distance <= maxMoves else { return .beyondLimit(distance: distance) }
    guard let route = shortestRoute(from: start) else { return .unreachable }
    return .found(route: route)
  }
}
