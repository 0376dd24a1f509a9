@testable import KnightPaths

/// Independent references the tests compare the breadth-first search against.
enum Reference {
  /// A board that the test knows is valid.
  static func board(_ size: Int) throws -> KnightBoard { try KnightBoard(size: size) }

  /// Every square of a board, bottom row first.
  static func squares(of board: KnightBoard) -> [Square] {
    (0..<board.size).flatMap { row in (0..<board.size).map { Square(row: row, column: $0) } }
  }

  /// The squares a knight reaches in one move, written out from the L shape in the test rather
  /// than taken from the library.
  static func neighbours(of square: Square, size: Int) -> [Square] {
    var result: [Square] = []
    for rowStep in [-2, -1, 1, 2] {
      for columnStep in [-2, -1, 1, 2] where abs(rowStep) != abs(columnStep) {
        let row = square.row + rowStep
        let column = square.column + columnStep
        if row >= 0 && row < size && column >= 0 && column < size {
          result.append(Square(row: row, column: column))
        }
      }
    }
    return result
  }

  /// Distances to `goal` by Bellman-Ford-style relaxation: start with 0 at the goal and
  /// "infinity" elsewhere, and sweep every square repeatedly, lowering its value to one more
  /// than its best neighbour, until a sweep changes nothing. No queue, no layers.
  /// - Returns: a `size * size` row-major table; nil marks squares that never improve.
  static func relaxedDistances(size: Int, goal: Square) -> [Int?] {
    let infinity = Int.max / 2
    var table = Array(repeating: infinity, count: size * size)
    table[goal.row * size + goal.column] = 0
    let neighbourLists = (0..<size * size).map {
      neighbours(of: Square(row: $0 / size, column: $0 % size), size: size)
        .map { $0.row * size + $0.column }
    }
    var changed = true
    while changed {
      changed = false
      for index in table.indices {
        for neighbour in neighbourLists[index] where table[neighbour] + 1 < table[index] {
          table[index] = table[neighbour] + 1
          changed = true
        }
      }
    }
    return table.map { $0 == infinity ? nil : $0 }
  }

  /// Every sequence of exactly `length` knight moves from `start` that ends on `goal`, found by
  /// plain depth-first enumeration of all move sequences (no distances used).
  static func bruteForceRoutes(size: Int, from start: Square, to goal: Square, length: Int)
    -> [[Square]]
  {
    var found: [[Square]] = []
    var route = [start]
    func extend() {
      let last = route[route.count - 1]
      if route.count - 1 == length {
        if last == goal { found.append(route) }
        return
      }
      for next in neighbours(of: last, size: size) {
        route.append(next)
        extend()
        route.removeLast()
      }
    }
    extend()
    return found
  }

  /// The knight distance on an infinite board (OEIS A065775; the O(1) formula popularised in
  /// answers to "Knight's shortest path on chessboard", Stack Overflow question 2339101).
  /// Swap so `dx >= dy`; (1,0) needs 3 and (2,2) needs 4; otherwise with `delta = dx - dy`,
  /// the distance is `delta - 2 * floor((delta - dy) / 3)` when `dy > delta`, and
  /// `delta - 2 * floor((delta - dy) / 4)` when not.
  static func infiniteBoardDistance(rows: Int, columns: Int) -> Int {
    var dx = abs(rows)
    var dy = abs(columns)
    if dx < dy { swap(&dx, &dy) }
    if dx == 1 && dy == 0 { return 3 }
    if dx == 2 && dy == 2 { return 4 }
    let delta = dx - dy
    func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    return dy > delta
      ? delta - 2 * floorDivide(delta - dy, 3) : delta - 2 * floorDivide(delta - dy, 4)
  }
}
