import Puzzle

/// An independent, slow model of clusters: boards moved with `Board.applying`, positions
/// keyed by canonical notation, plain breadth-first searches.
enum BruteForce {
  /// Every board one move away from `board`.
  static func neighbours(of board: Board) -> [Board] {
    var result: [Board] = []
    for block in board.slidingBlocks {
      let directions: [Direction] = block.orientation == .horizontal ? [.left, .right] : [.up, .down]
      for direction in directions {
        var distance = 1
        while let next = try? board.applying(Move(block: block.letter, direction: direction, distance: distance)) {
          result.append(next)
          distance += 1
        }
      }
    }
    return result
  }

  /// A cluster: its positions (canonical notation) and each one's distance to a goal (-1 none).
  struct Component {
    var distances: [String: Int]
    var size: Int { distances.count }
    var farthest: Int { distances.values.max() ?? -1 }
    var hardest: [String] { distances.filter { $0.value == farthest }.map(\.key).sorted() }
  }

  /// The cluster of `board` with exit `right:2`.
  static func component(of board: Board) -> Component {
    var boards: [String: Board] = [board.canonicalized().notation: board]
    var queue = [board]
    var head = 0
    while head < queue.count {
      for next in neighbours(of: queue[head]) {
        let key = next.canonicalized().notation
        if boards[key] == nil {
          boards[key] = next
          queue.append(next)
        }
      }
      head += 1
    }
    var distances = boards.mapValues { _ in -1 }
    var frontier = boards.filter { Puzzle.isSolved($0.value, exit: .standard) }.map(\.value)
    for goal in frontier { distances[goal.canonicalized().notation] = 0 }
    var level = 0
    while !frontier.isEmpty {
      level += 1
      var next: [Board] = []
      for board in frontier {
        for neighbour in neighbours(of: board) {
          let key = neighbour.canonicalized().notation
          if distances[key] == -1 {
            distances[key] = level
            next.append(neighbour)
          }
        }
      }
      frontier = next
    }
    return Component(distances: distances)
  }
}
