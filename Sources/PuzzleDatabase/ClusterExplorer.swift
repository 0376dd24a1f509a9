/// Explores the clusters of one piece set: every state reachable by moves from a start (its
/// connected component, since every move can be undone) and each state's distance to the
/// nearest goal.
///
/// States are kept cluster after cluster in `states`, with `distances` beside them, and a
/// hash set remembers every state met, so a later start already seen is recognised. Not
/// thread-safe: give each task its own explorer.
public final class ClusterExplorer {
  /// The pieces and walls of every state explored.
  public let pieces: PieceSet
  /// Every state met, cluster after cluster, each cluster in breadth-first order.
  public private(set) var states: [UInt64] = []
  /// Per state: moves to the nearest goal, or `unsolvable` in a cluster with no goal.
  public private(set) var distances: [Int16] = []
  /// The open-addressing table of met states (0 marks an empty slot).
  private var keys: [UInt64]
  /// Per slot of `keys`: the state's index in `states`.
  private var indices: [UInt32]
  /// log2 of the table size.
  private var keyBits: Int

  /// An upper bound of the bytes an explorer holds per state: the state (8) and its distance
  /// (2), up to twice over for array growth, a table slot (key 8, index 4) at a load factor
  /// from 1/4 to 1/2, and the distance queue's entry (4).
  public static let bytesPerStateBound = 2 * (8 + 2) + 4 * (8 + 4) + 4

  /// The distance of a state whose cluster holds no goal.
  public static let unsolvable: Int16 = -1

  /// Creates an explorer for the states of `pieces`.
  public init(pieces: PieceSet) {
    self.pieces = pieces
    keyBits = 10
    keys = [UInt64](repeating: 0, count: 1 << 10)
    indices = [UInt32](repeating: 0, count: 1 << 10)
  }

  /// True when `state` lies in a cluster already explored.
  public func contains(_ state: UInt64) -> Bool { index(of: state) != nil }

  /// The index of `state` in `states`, nil when not met.
  public func index(of state: UInt64) -> Int? {
    let mask = (1 << keyBits) - 1
    var slot = Int(truncatingIfNeeded: (state &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - keyBits))
    while true {
      let key = keys[slot]
      if key == state { return Int(indices[slot]) }
      if key == 0 { return nil }
      slot = (slot &+ 1) & mask
    }
  }

  /// Adds `state` (not yet met) at the end of `states`.
  @inline(__always)
  private func insertNew(_ state: UInt64) -> Bool {
    if (states.count + 1) * 2 > keys.count { grow() }
    let mask = (1 << keyBits) - 1
    var slot = Int(truncatingIfNeeded: (state &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - keyBits))
    while true {
      let key = keys[slot]
      if key == state { return false }
      if key == 0 { break }
      slot = (slot &+ 1) & mask
    }
    keys[slot] = state
    indices[slot] = UInt32(truncatingIfNeeded: states.count)
    states.append(state)
    distances.append(ClusterExplorer.unsolvable)
    return true
  }

  /// Doubles the table and re-inserts every state.
  private func grow() {
    keyBits += 1
    keys = [UInt64](repeating: 0, count: 1 << keyBits)
    indices = [UInt32](repeating: 0, count: 1 << keyBits)
    let mask = (1 << keyBits) - 1
    for (index, state) in states.enumerated() {
      var slot = Int(truncatingIfNeeded: (state &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - keyBits))
      while keys[slot] != 0 { slot = (slot &+ 1) & mask }
      keys[slot] = state
      indices[slot] = UInt32(truncatingIfNeeded: index)
    }
  }

  /// Explores the cluster of `start` (not met before) and the distance of each of its states
  /// to the nearest goal (a breadth-first search from all its goals at once).
  ///
  /// - Parameter start: a packed state of `pieces`.
  /// - Returns: the cluster's range in `states` and `distances`; empty when `start` was met.
  @discardableResult
  public func explore(from start: UInt64) -> Range<Int> {
    let begin = states.count
    guard insertNew(start) else { return begin..<begin }
    var head = begin
    let pieces = self.pieces
    while head < states.count {
      pieces.forEachNeighbor(of: states[head]) { next in _ = insertNew(next) }
      head += 1
    }
    let end = states.count
    // Distances: breadth-first from every goal of the cluster.
    var queue: [Int32] = []
    queue.reserveCapacity(end - begin)
    for index in begin..<end where pieces.isGoal(states[index]) {
      distances[index] = 0
      queue.append(Int32(truncatingIfNeeded: index))
    }
    var front = 0
    while front < queue.count {
      let index = Int(queue[front])
      front += 1
      let next = distances[index] + 1
      pieces.forEachNeighbor(of: states[index]) { neighbour in
        guard let other = self.index(of: neighbour) else {
          preconditionFailure("a neighbour of a cluster state was not explored")
        }
        if distances[other] == ClusterExplorer.unsolvable {
          distances[other] = next
          queue.append(Int32(truncatingIfNeeded: other))
        }
      }
    }
    return begin..<end
  }

  /// Forgets every state met, keeping the memory for the next piece set's states.
  public func removeAll() {
    states.removeAll(keepingCapacity: true)
    distances.removeAll(keepingCapacity: true)
    for index in keys.indices { keys[index] = 0 }
  }
}
