import Puzzle

/// One line of a cluster list (`MOVES BOARD CLUSTER_SIZE`, the format of Michael Fogleman's
/// database and of `../shared/puzzles/fogleman-18k.txt`) and the check that the board's
/// cluster agrees with it.
///
/// The file's move counts include the prisoner's last slide to the edge, as
/// `unblocker solve` counts, so they are compared with no offset.
public struct ClusterCheck: Sendable, Hashable {
  /// The line number, from 1.
  public let line: Int
  /// The board (exit `right:2`).
  public let puzzle: Puzzle
  /// The expected optimal number of moves.
  public let moves: Int
  /// The expected number of positions in the cluster.
  public let clusterSize: Int

  /// What a check found wrong, empty when the line holds.
  public struct Outcome: Sendable, Hashable {
    /// The line checked.
    public let check: ClusterCheck
    /// The cluster's size.
    public let size: Int
    /// The board's distance to the nearest goal, nil when unsolvable.
    public let moves: Int?
    /// The largest distance in the cluster, nil when it has no goal.
    public let maxDistance: Int?
    /// One phrase per disagreement.
    public var problems: [String] {
      var problems: [String] = []
      if size != check.clusterSize {
        problems.append("cluster size \(size), expected \(check.clusterSize)")
      }
      if moves != check.moves {
        problems.append("\(moves.map(String.init) ?? "no") moves, expected \(check.moves)")
      }
      if moves != maxDistance {
        problems.append(
          "not a hardest position (the farthest are \(maxDistance.map(String.init) ?? "-") moves)")
      }
      return problems
    }
    /// True when the line holds.
    public var passed: Bool { problems.isEmpty }
  }

  /// Reads line `number`; nil for a blank line or a `#` comment.
  ///
  /// - Throws: `PuzzleDatabaseError.badCheckLine` when the line is not `MOVES BOARD CLUSTER_SIZE`
  ///   with a valid board.
  public init?(line text: some StringProtocol, number: Int) throws(PuzzleDatabaseError) {
    let tokens = text.split(whereSeparator: \.isWhitespace)
    guard let first = tokens.first, !first.hasPrefix("#") else { return nil }
    guard tokens.count >= 3, let moves = Int(tokens[0]), let size = Int(tokens[2]) else {
      throw .badCheckLine(
        line: number, text: String(text), reason: "expected MOVES BOARD CLUSTER_SIZE")
    }
    do {
      puzzle = try Puzzle(notation: String(tokens[1]))
    } catch {
      throw .badCheckLine(line: number, text: String(text), reason: error.description)
    }
    self.line = number
    self.moves = moves
    self.clusterSize = size
  }

  /// Explores the board's cluster and compares it with the line.
  public func run() -> Outcome {
    let cluster = Cluster(of: puzzle, hardestLimit: 0)
    return Outcome(
      check: self, size: cluster.size, moves: cluster.moves, maxDistance: cluster.maxDistance)
  }
}
