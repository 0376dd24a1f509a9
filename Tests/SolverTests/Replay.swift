import Puzzle

/// Plays moves on a plain character grid, independently of the solver and of
/// `Board.applying`, so that solutions are checked by code that shares nothing with them.
struct Replay {
  var grid: [[Character]]

  init(notation: String) {
    let characters = Array(notation).map { $0 == "." ? "o" : $0 }
    grid = (0..<6).map { row in Array(characters[(row * 6)..<(row * 6 + 6)]) }
  }

  var notation: String { String(grid.joined()) }

  /// Applies `move`, returning a reason when it is illegal.
  mutating func play(_ move: Move) -> String? {
    guard move.block != "x", move.block != "o" else { return "\(move): not a sliding block" }
    var cells: [(Int, Int)] = []
    for row in 0..<6 {
      for column in 0..<6 where grid[row][column] == move.block { cells.append((row, column)) }
    }
    guard cells.count >= 2 else { return "\(move): no block \(move.block)" }
    let horizontal = cells.allSatisfy { $0.0 == cells[0].0 }
    let (dr, dc): (Int, Int)
    switch move.direction {
    case .up: (dr, dc) = (-1, 0)
    case .down: (dr, dc) = (1, 0)
    case .left: (dr, dc) = (0, -1)
    case .right: (dr, dc) = (0, 1)
    }
    guard horizontal == (dc != 0) else { return "\(move): against the block's orientation" }
    guard move.distance >= 1 else { return "\(move): distance below 1" }
    for _ in 0..<move.distance {
      for (row, column) in cells {
        let next = (row + dr, column + dc)
        guard (0..<6).contains(next.0), (0..<6).contains(next.1) else {
          return "\(move): leaves the board"
        }
        let occupant = grid[next.0][next.1]
        guard occupant == "o" || occupant == move.block else {
          return "\(move): blocked by \(occupant)"
        }
      }
      for (row, column) in cells { grid[row][column] = "o" }
      cells = cells.map { ($0.0 + dr, $0.1 + dc) }
      for (row, column) in cells { grid[row][column] = move.block }
    }
    return nil
  }

  /// True when `A` lies in `exit`'s row touching its edge.
  func isSolved(exit: Exit) -> Bool {
    let row = grid[exit.row]
    return exit.side == .right ? row[5] == "A" && row[4] == "A" : row[0] == "A" && row[1] == "A"
  }
}
