import Foundation
import Puzzle
import Solver

/// A cluster as `db cluster BOARD` prints it.
extension Cluster {
  /// The text report: board, cluster size and goals, moves and the farthest distance, whether
  /// it is the hardest and minimal, the distances, the canonical board and the farthest ones.
  ///
  /// - Parameter unneeded: the blocks whose removal keeps the move count (nil: unsolvable).
  public func text(unneeded: [Block]?) -> String {
    var lines = ["board      \(puzzle.board.notation) \(puzzle.exit)"]
    lines.append("cluster    \(size) positions, \(goalCount) goals")
    if let moves, let farthest = maxDistance {
      lines.append(
        "moves      \(moves) (the farthest positions need \(farthest): "
          + "\(hardestCount) of them)")
      lines.append("hardest    \(isHardest ? "yes" : "no")")
      if let unneeded, !unneeded.isEmpty {
        let names = unneeded.map { $0.isFixed ? "x at \($0.origin)" : String($0.letter) }
        lines.append(
          "minimal    no (removing \(names.joined(separator: ", ")) keeps \(moves) moves)")
      } else {
        lines.append("minimal    yes")
      }
      let counts = distanceCounts.enumerated().map { "\($0.offset):\($0.element)" }
      lines.append("distances  \(counts.joined(separator: " "))")
    } else {
      lines.append("moves      unsolvable (no position of the cluster has the prisoner out)")
    }
    lines.append("canonical  \(canonical.notation)")
    for (index, board) in hardest.enumerated() {
      lines.append("\(index == 0 ? "farthest  " : "          ") \(board.notation)")
    }
    if hardestCount > hardest.count {
      lines.append("           … \(hardestCount - hardest.count) more (--hardest N)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON report, keys sorted; what an unsolvable cluster lacks (moves, farthest
  /// distance, minimality) is absent, not null.
  ///
  /// - Parameter unneeded: the blocks whose removal keeps the move count (nil: unsolvable).
  public func json(unneeded: [Block]?) -> String {
    var object: [String: Any] = [
      "board": puzzle.board.notation, "exit": puzzle.exit.description,
      "size": size, "goals": goalCount, "canonical": canonical.notation,
      "hardest": hardest.map(\.notation), "hardestCount": hardestCount,
      "distanceCounts": distanceCounts, "isHardest": isHardest,
    ]
    object["moves"] = moves
    object["maxDistance"] = maxDistance
    object["minimal"] = unneeded.map { $0.isEmpty }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension Cluster {
  /// `db cluster BOARD`: the cluster of the board in notation `board` with `exit`, its size,
  /// goals, distances, hardest positions (at most `hardest`) and the board's minimality, as
  /// text or JSON.
  ///
  /// - Throws: `DatabaseJobError.invalid` for a board that is not a valid puzzle.
  public static func report(board: String, exit: Exit, hardest: Int, json: Bool)
    throws(DatabaseJobError) -> String
  {
    let puzzle: Puzzle
    do {
      puzzle = try Puzzle(notation: board, exit: exit)
    } catch {
      throw .invalid(
        "board '\(board)': \(error); give 36 characters, rows top to bottom (o empty, x "
          + "fixed, A the prisoner in the exit's row)")
    }
    let cluster = Cluster(of: puzzle, hardestLimit: hardest)
    let unneeded = cluster.moves.map {
      Minimality.unneededBlocks(of: puzzle, moves: $0, solver: Solver())
    }
    return json ? cluster.json(unneeded: unneeded) : cluster.text(unneeded: unneeded)
  }
}
