import Foundation

extension ClusterCheck.Outcome {
  /// The line `db cluster --batch` prints for this outcome: a JSON object (keys sorted; moves
  /// and farthest distance absent for an unsolvable cluster), with `check` only for a line
  /// that disagrees; as text, `MOVES BOARD SIZE` (-1 moves when unsolvable), or with `check`
  /// the disagreement. Nil when nothing is printed.
  public func line(json: Bool, check: Bool) -> String? {
    if json {
      guard !check || !passed else { return nil }
      var object: [String: Any] = [
        "line": self.check.line, "board": self.check.puzzle.board.notation,
        "size": size, "problems": problems,
      ]
      object["moves"] = moves
      object["maxDistance"] = maxDistance
      guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      else { return nil }
      return String(decoding: data, as: UTF8.self) + "\n"
    }
    if check {
      guard !passed else { return nil }
      return "line \(self.check.line): \(self.check.puzzle.board.notation): "
        + problems.joined(separator: "; ") + "\n"
    }
    return "\(moves ?? -1) \(self.check.puzzle.board.notation) \(size)\n"
  }
}
