/// Every shortest route from one start to a ``DistanceMap``'s goal, generated lazily.
///
/// Routes come in ``KnightBoard/moves`` order, move by move. Each step descends to a
/// neighbour exactly one move closer to the goal, so no branch is a dead end: producing the
/// next route costs at most eight probes per move, however many routes there are.
public struct ShortestRoutes: Sequence, Sendable {
  let map: DistanceMap
  let start: Square

  /// A depth-first walk down the distance layers with an explicit stack.
  public struct Iterator: IteratorProtocol, Sendable {
    let map: DistanceMap
    let start: Square
    /// The current route, start first.
    private var route: [Square] = []
    /// `moveIndices[i]` is the index into ``KnightBoard/moves`` taking `route[i]` to `route[i + 1]`.
    private var moveIndices: [Int] = []
    private var started = false
    private var finished = false

    init(map: DistanceMap, start: Square) {
      self.map = map
      self.start = start
    }

    /// The next shortest route, or nil when all have been produced.
    public mutating func next() -> [Square]? {
      if finished { return nil }
      if !started {
        started = true
        guard map.distance(from: start) != nil else {
          finished = true
          return nil
        }
        route = [start]
      } else if !backtrack() {
        finished = true
        return nil
      }
      descend()
      return route
    }

    /// The index of the first move at or after `first` that takes `square` one move closer.
    private func closerMove(from square: Square, startingAt first: Int) -> Int? {
      guard let distance = map.distance(from: square), distance > 0 else { return nil }
      for moveIndex in first..<KnightBoard.moves.count {
        let step = KnightBoard.moves[moveIndex]
        let target = Square(row: square.row + step.row, column: square.column + step.column)
        if map.board.contains(target) && map.distance(from: target) == distance - 1 {
          return moveIndex
        }
      }
      return nil
    }

    /// Appends the square reached by `moveIndex` from the route's last square.
    private mutating func push(_ moveIndex: Int) {
      let last = route[route.count - 1]
      let step = KnightBoard.moves[moveIndex]
      route.append(Square(row: last.row + step.row, column: last.column + step.column))
      moveIndices.append(moveIndex)
    }

    /// Extends the route with first choices until it reaches the goal.
    private mutating func descend() {
      while let moveIndex = closerMove(from: route[route.count - 1], startingAt: 0) {
        push(moveIndex)
      }
    }

    /// Undoes moves until one can be replaced by a later alternative; false when none can.
    private mutating func backtrack() -> Bool {
      while let lastMove = moveIndices.popLast() {
        route.removeLast()
        if let alternative = closerMove(from: route[route.count - 1], startingAt: lastMove + 1) {
          push(alternative)
          return true
        }
      }
      return false
    }
  }

  /// A fresh walk from the first route.
  public func makeIterator() -> Iterator { Iterator(map: map, start: start) }
}
