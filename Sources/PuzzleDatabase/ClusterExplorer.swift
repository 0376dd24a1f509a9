import Puzzle
import Solver

/// Explores the clusters of one piece set: every state reachable by moves from a start (its
/// connected component, since every move can be undone) and each state's distance to the
/// nearest goal.
///
/// The search is the solver's packed-state core (`PackedExplorer` on `PackedMoves`): states are
/// kept cluster after cluster and every state met is remembered, so a later start already seen
/// is recognised. `load` switches to another piece set keeping the memory, so one explorer
/// serves a whole build task. Not thread-safe: give each task its own explorer.
public final class ClusterExplorer {
  /// One explored cluster.
  public struct Explored: Sendable {
    /// The cluster's indices among the explorer's states; empty when the start was met before.
    public var range: Range<Int>
    /// `distanceCounts[d]` positions are `d` moves from the nearest goal; empty without a goal.
    public var distanceCounts: [Int]
    /// The farthest state from any goal that comes first in the published database's order
    /// (`PackedMoves.boardOrderKey`); nil when the cluster has no goal.
    public var smallestFarthest: UInt64?
    /// The index of `smallestFarthest` among the explorer's states.
    public var smallestFarthestIndex: Int?

    /// The largest distance to a goal, nil when the cluster has no goal.
    public var farthest: Int? { distanceCounts.isEmpty ? nil : distanceCounts.count - 1 }
  }

  /// The pieces and walls of every state explored since the last `load`.
  public private(set) var pieces: PieceSet
  /// The search core.
  private let core = PackedExplorer()

  /// An upper bound of the bytes an explorer holds per state met.
  public static let bytesPerStateBound = PackedExplorer.bytesPerStateBound

  /// The distance of a state whose cluster holds no goal.
  public static let unsolvable = PackedExplorer.unsolvable

  /// Creates an explorer for the states of `pieces`.
  public init(pieces: PieceSet) {
    self.pieces = pieces
    load(pieces)
  }

  /// Creates an explorer to `load` with piece sets later (it starts with the prisoner alone).
  public convenience init() {
    self.init(
      pieces: PieceSet(
        pieces: [Piece(orientation: .horizontal, line: Signature.exitRow, length: 2)],
        prisonerIndex: 0,
        walls: 0, exit: .standard))
  }

  /// Forgets every state met and switches to the states of `pieces`, keeping the memory.
  public func load(_ pieces: PieceSet) {
    self.pieces = pieces
    core.load(
      pieces.packedPieces, walls: pieces.walls, prisoner: pieces.prisonerIndex,
      goalOffset: pieces.goalOffset)
  }

  /// The number of states met since the last `load`.
  public var count: Int { core.count }

  /// True when `state` lies in a cluster already explored.
  public func contains(_ state: UInt64) -> Bool { core.contains(state) }

  /// The state at `index` (clusters in the order explored, each in breadth-first order).
  public func state(at index: Int) -> UInt64 { core.state(at: index) }

  /// The moves from the state at `index` to its nearest goal; `unsolvable` without a goal.
  public func distance(at index: Int) -> Int16 { core.distance(at: index) }

  /// Explores the cluster of `start` (nothing when it was met before).
  ///
  /// - Parameter start: a packed state of `pieces`.
  /// - Returns: the cluster's range among the states, its distance counts and its smallest
  ///   farthest state.
  @discardableResult
  public func explore(from start: UInt64) -> Explored {
    let outcome = core.explore(from: start)
    return Explored(
      range: outcome.range, distanceCounts: outcome.distanceCounts,
      smallestFarthest: outcome.smallestFarthest,
      smallestFarthestIndex: outcome.smallestFarthestIndex)
  }

  /// The bits that change along one optimal solution from the state at `index`, which must lie
  /// in the cluster explored last, a cluster with a goal (see `PackedExplorer`).
  public func changedAlongSolution(from index: Int) -> UInt64 {
    core.changedAlongSolution(from: index)
  }
}
