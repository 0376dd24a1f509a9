import Puzzle

/// The cluster of a board: every position reachable from it by moves (its connected
/// component), its goals, and how far each position is from the nearest goal.
///
/// Distances count moves as `unblocker solve` does (one block slid any distance), the
/// prisoner's last slide to the exit's edge included, so the distance of a position is its
/// optimal solution length.
public struct Cluster: Sendable {
  /// The board whose cluster this is.
  public let puzzle: Puzzle
  /// The number of positions in the cluster.
  public let size: Int
  /// The positions with the prisoner at the exit's edge.
  public let goalCount: Int
  /// `distanceCounts[d]` positions are `d` moves from the nearest goal; empty when the
  /// cluster has no goal.
  public let distanceCounts: [Int]
  /// The moves from `puzzle` to the nearest goal, nil when the cluster has no goal.
  public let moves: Int?
  /// The positions farthest from any goal (every position when there is no goal), in
  /// packed-state order, at most `hardestLimit` of them.
  public let hardest: [Board]
  /// The number of positions farthest from any goal.
  public let hardestCount: Int
  /// The cluster's canonical position: the smallest packed state.
  public let canonical: Board

  /// True when the cluster holds a goal.
  public var isSolvable: Bool { moves != nil }

  /// The largest distance to a goal, nil when the cluster has no goal.
  public var maxDistance: Int? { distanceCounts.isEmpty ? nil : distanceCounts.count - 1 }

  /// True when `puzzle` is one of the positions farthest from any goal.
  public var isHardest: Bool { moves != nil && moves == maxDistance }

  /// Explores the cluster of `puzzle`.
  ///
  /// - Parameters:
  ///   - puzzle: any valid puzzle.
  ///   - hardestLimit: keep at most this many hardest boards.
  public init(of puzzle: Puzzle, hardestLimit: Int = 20) {
    let (pieces, start) = PieceSet.of(puzzle)
    let explorer = ClusterExplorer(pieces: pieces)
    let explored = explorer.explore(from: start)
    self.init(puzzle: puzzle, explorer: explorer, explored: explored, hardestLimit: hardestLimit)
  }

  /// Summarises the cluster `explored` of `explorer`, whose first state is `puzzle`'s.
  init(puzzle: Puzzle, explorer: ClusterExplorer, explored: ClusterExplorer.Explored, hardestLimit: Int) {
    self.puzzle = puzzle
    let range = explored.range
    size = range.count
    distanceCounts = explored.distanceCounts
    goalCount = explored.distanceCounts.first ?? 0
    var smallest = UInt64.max
    for index in range { smallest = min(smallest, explorer.state(at: index)) }
    let startDistance = Int(explorer.distance(at: range.lowerBound))
    moves = startDistance >= 0 ? startDistance : nil
    let farthest = Int16(explored.farthest ?? -1)
    let hardestStates = range.lazy.filter { explorer.distance(at: $0) == farthest }
      .map { explorer.state(at: $0) }.sorted()
    hardestCount = hardestStates.count
    hardest = hardestStates.prefix(hardestLimit).map(explorer.pieces.board)
    canonical = explorer.pieces.board(smallest)
  }
}
