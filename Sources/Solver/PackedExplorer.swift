/// Explores whole clusters of packed states (every state reachable by moves from a start) and
/// each state's distance to the nearest goal: the breadth-first core of the puzzle database,
/// on the same move generator as the solver.
///
/// States are kept cluster after cluster, in one open-addressing table that remembers every
/// state met since the last `load`, so a later start already met is recognised. A cluster is
/// walked once with moves: from its start, listing its states, its goals and every state's
/// neighbours (as indices, in one flat edge list). The distances then come from a breadth-first
/// walk from all its goals at once over that edge list, with no move generated and no state
/// hashed again. Buffers only grow, so one explorer serves many piece sets without allocating.
/// Not thread-safe: give each task its own.
package final class PackedExplorer {
  /// What one exploration found.
  package struct Outcome: Sendable {
    /// The cluster's indices among the explorer's states; empty when the start was met before.
    package var range: Range<Int>
    /// The positions of the cluster at distance 0, 1, 2, … from the nearest goal; empty when it
    /// holds no goal.
    package var distanceCounts: [Int]
    /// The farthest state from any goal that comes first in the published database's order
    /// (`PackedMoves.boardOrderKey`); nil when the cluster holds no goal.
    package var smallestFarthest: UInt64?
    /// The index of `smallestFarthest` among the explorer's states.
    package var smallestFarthestIndex: Int?
  }

  /// The move generator, loaded with the current piece set.
  package let moves = PackedMoves()
  /// The prisoner's shift in a state.
  private var goalShift: UInt64 = 0
  /// The prisoner's offset at the exit.
  private var goalOffset: UInt64 = 0

  /// Every state met since `load`, cluster after cluster, each in breadth-first order.
  private var states: UnsafeMutablePointer<UInt64>
  /// Per state: its slot in `keys`.
  private var slots: UnsafeMutablePointer<UInt32>
  /// Per state: its distance to the nearest goal (-1 none).
  private var distances: UnsafeMutablePointer<Int16>
  /// The capacity of the per-state buffers above.
  private var capacity: Int
  /// The number of states met.
  package private(set) var count = 0

  /// Per state of the cluster being explored (from its first): where its neighbours start in
  /// `edges` (one more entry closes the last state's).
  private var edgeStarts: UnsafeMutablePointer<UInt32>
  /// The walk from the goals: the states' indices, goals first.
  private var queue: UnsafeMutablePointer<UInt32>
  /// The capacity of `edgeStarts` and `queue`.
  private var clusterCapacity: Int
  /// The neighbours (state indices) of the cluster's states, state after state.
  private var edges: UnsafeMutablePointer<UInt32>
  /// The capacity of `edges`.
  private var edgeCapacity: Int
  /// The index of the first state of the cluster explored last (whose neighbours `edges` holds).
  private var clusterBegin = 0

  /// The table of met states: open addressing, linear probing, 0 marks an empty slot.
  private var keys: UnsafeMutablePointer<UInt64>
  /// Per slot: the state's index.
  private var indices: UnsafeMutablePointer<UInt32>
  /// log2 of the table's slots.
  private var keyBits: Int

  /// log2 of the table's initial (and smallest) number of slots.
  static let initialKeyBits = 12

  /// An upper bound of the bytes held per state: state (8), slot (4), distance (2), edge start
  /// (4) and queue entry (4), up to twice over for growth; a table slot (8 + 4) at a load factor
  /// from 1/4 to 1/2; and its neighbours (at most 4 per piece, 4 bytes each, twice over).
  package static let bytesPerStateBound =
    2 * (8 + 4 + 2 + 4 + 4) + 4 * (8 + 4) + 2 * 4 * 4 * PackedMoves.maxPieces

  /// The distance of a state whose cluster holds no goal.
  package static let unsolvable: Int16 = -1

  /// Creates an explorer with small buffers; load a piece set before exploring.
  package init() {
    capacity = 1 << 12
    states = .allocate(capacity: capacity)
    slots = .allocate(capacity: capacity)
    distances = .allocate(capacity: capacity)
    clusterCapacity = 1 << 12
    edgeStarts = .allocate(capacity: clusterCapacity + 1)
    queue = .allocate(capacity: clusterCapacity)
    edgeCapacity = 1 << 15
    edges = .allocate(capacity: edgeCapacity)
    keyBits = PackedExplorer.initialKeyBits
    keys = .allocate(capacity: 1 << keyBits)
    keys.initialize(repeating: 0, count: 1 << keyBits)
    indices = .allocate(capacity: 1 << keyBits)
  }

  deinit {
    states.deallocate()
    slots.deallocate()
    distances.deallocate()
    edgeStarts.deallocate()
    queue.deallocate()
    edges.deallocate()
    keys.deallocate()
    indices.deallocate()
  }

  /// Forgets every state met and loads a piece set.
  ///
  /// - Parameters:
  ///   - pieces: the pieces, horizontal ones first (see `PackedMoves.load`).
  ///   - walls: the fixed cells, row-major bits.
  ///   - prisoner: the prisoner's index in `pieces`.
  ///   - goalOffset: the prisoner's offset at the exit.
  package func load(_ pieces: [PackedMoves.Piece], walls: UInt64, prisoner: Int, goalOffset: Int) {
    clear()
    moves.load(pieces, walls: walls)
    goalShift = pieces[prisoner].shift
    self.goalOffset = UInt64(goalOffset)
  }

  /// Empties the table: slot by slot after few states, wholesale after many; a big table
  /// left by a big piece set shrinks, so that small ones stay in cache.
  private func clear() {
    let size = 1 << keyBits
    if keyBits > PackedExplorer.initialKeyBits && count * 8 < size {
      keys.deallocate()
      indices.deallocate()
      keyBits = PackedExplorer.initialKeyBits
      keys = .allocate(capacity: 1 << keyBits)
      keys.initialize(repeating: 0, count: 1 << keyBits)
      indices = .allocate(capacity: 1 << keyBits)
    } else if count * 16 < size {
      for index in 0..<count { keys[Int(slots[index])] = 0 }
    } else {
      keys.update(repeating: 0, count: size)
    }
    count = 0
  }

  /// The state at `index` (in the order met).
  package func state(at index: Int) -> UInt64 { states[index] }

  /// The distance to the nearest goal of the state at `index`; -1 when its cluster has none.
  package func distance(at index: Int) -> Int16 { distances[index] }

  /// True when `state` was met since the last `load`.
  package func contains(_ state: UInt64) -> Bool {
    let mask = (1 << keyBits) - 1
    var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) >> UInt64(64 - keyBits))
    while true {
      let key = keys[slot]
      if key == state { return true }
      if key == 0 { return false }
      slot = (slot &+ 1) & mask
    }
  }

  /// Makes room for `extra` more states (`clustered` of them in the current cluster) and
  /// `extraEdges` more neighbours (`edgeCount` used).
  private func reserve(_ extra: Int, clustered: Int, extraEdges: Int, edgeCount: Int) {
    let needed = count + extra
    if needed > capacity {
      var grown = capacity
      while grown < needed { grown *= 2 }
      states = Solver.reallocate(states, from: count, to: grown)
      slots = Solver.reallocate(slots, from: count, to: grown)
      distances = Solver.reallocate(distances, from: count, to: grown)
      capacity = grown
    }
    if clustered + extra > clusterCapacity {
      var grown = clusterCapacity
      while grown < clustered + extra { grown *= 2 }
      edgeStarts = Solver.reallocate(edgeStarts, from: clustered + 1, to: grown + 1)
      queue = Solver.reallocate(queue, from: clustered, to: grown)
      clusterCapacity = grown
    }
    if edgeCount + extraEdges > edgeCapacity {
      var grown = edgeCapacity
      while grown < edgeCount + extraEdges { grown *= 2 }
      edges = Solver.reallocate(edges, from: edgeCount, to: grown)
      edgeCapacity = grown
    }
    if needed * 2 > 1 << keyBits { growTable(to: needed) }
  }

  /// Enlarges the table to keep at most half full with `needed` states, moving every state met.
  private func growTable(to needed: Int) {
    var bits = keyBits
    while (1 << bits) < needed * 2 { bits += 1 }
    let newKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << bits)
    newKeys.initialize(repeating: 0, count: 1 << bits)
    let newIndices = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << bits)
    let mask = (1 << bits) - 1
    let shift = UInt64(64 - bits)
    for index in 0..<count {
      let state = states[index]
      var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) >> shift)
      while newKeys[slot] != 0 { slot = (slot &+ 1) & mask }
      newKeys[slot] = state
      newIndices[slot] = UInt32(truncatingIfNeeded: index)
      slots[index] = UInt32(truncatingIfNeeded: slot)
    }
    keys.deallocate()
    indices.deallocate()
    keys = newKeys
    indices = newIndices
    keyBits = bits
  }

  /// Explores the cluster of `start`, unless it was met before.
  ///
  /// - Parameter start: a packed state of the loaded pieces.
  /// - Returns: the cluster's range among the states met (empty when `start` was met), its
  ///   distance counts and its smallest state farthest from any goal.
  package func explore(from start: UInt64) -> Outcome {
    let begin = count
    let none = Outcome(
      range: begin..<begin, distanceCounts: [], smallestFarthest: nil, smallestFarthestIndex: nil)
    if contains(start) { return none }
    let maxChildren = 4 * moves.count
    reserve(1 + maxChildren, clustered: 0, extraEdges: maxChildren, edgeCount: 0)
    let goalShift = self.goalShift
    let goalOffset = self.goalOffset
    let moves = self.moves
    let children = moves.children

    // The walk from the start: every state of the cluster, its neighbours, its goals queued.
    var keys = self.keys
    var indices = self.indices
    var states = self.states
    var slots = self.slots
    var distances = self.distances
    var edgeStarts = self.edgeStarts
    var queue = self.queue
    var edges = self.edges
    var mask = (1 << keyBits) - 1
    var hashShift = UInt64(64 - keyBits)
    var tail = begin
    var goals = 0
    var edgeCount = 0
    /// The index of `state`, added at the end (and queued when a goal) unless met.
    @inline(__always) func index(of state: UInt64) -> UInt32 {
      var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) &>> hashShift)
      while true {
        let key = keys[slot]
        if key == state { return indices[slot] }
        if key == 0 { break }
        slot = (slot &+ 1) & mask
      }
      let index = UInt32(truncatingIfNeeded: tail)
      keys[slot] = state
      indices[slot] = index
      states[tail] = state
      slots[tail] = UInt32(truncatingIfNeeded: slot)
      if (state &>> goalShift) & 7 == goalOffset {
        distances[tail] = 0
        queue[goals] = index
        goals &+= 1
      } else {
        distances[tail] = -1
      }
      tail &+= 1
      return index
    }
    _ = index(of: start)
    var head = begin
    while head < tail {
      if tail + maxChildren > capacity || tail - begin + maxChildren > clusterCapacity
        || edgeCount + maxChildren > edgeCapacity || (tail + maxChildren) * 2 > mask + 1
      {
        count = tail
        reserve(maxChildren, clustered: tail - begin, extraEdges: maxChildren, edgeCount: edgeCount)
        keys = self.keys
        indices = self.indices
        states = self.states
        slots = self.slots
        distances = self.distances
        edgeStarts = self.edgeStarts
        queue = self.queue
        edges = self.edges
        mask = (1 << keyBits) - 1
        hashShift = UInt64(64 - keyBits)
      }
      edgeStarts[head - begin] = UInt32(truncatingIfNeeded: edgeCount)
      let produced = moves.generateChildren(of: states[head], skipping: -1)
      for position in 0..<produced {
        edges[edgeCount] = index(of: children[position])
        edgeCount &+= 1
      }
      head &+= 1
    }
    edgeStarts[tail - begin] = UInt32(truncatingIfNeeded: edgeCount)
    count = tail
    clusterBegin = begin
    guard goals > 0 else {
      return Outcome(
        range: begin..<tail, distanceCounts: [], smallestFarthest: nil, smallestFarthestIndex: nil)
    }

    // The walk from every goal at once, level by level, over the neighbours listed.
    var counts: [Int] = []
    var levelStart = 0
    var levelEnd = goals
    var queued = goals
    var depth: Int16 = 0
    while true {
      counts.append(levelEnd - levelStart)
      let next = depth + 1
      for position in levelStart..<levelEnd {
        let local = Int(queue[position]) - begin
        for edge in Int(edgeStarts[local])..<Int(edgeStarts[local + 1]) {
          let neighbour = Int(edges[edge])
          if distances[neighbour] < 0 {
            distances[neighbour] = next
            queue[queued] = UInt32(truncatingIfNeeded: neighbour)
            queued &+= 1
          }
        }
      }
      if queued == levelEnd { break }
      levelStart = levelEnd
      levelEnd = queued
      depth = next
    }
    precondition(queued == tail - begin, "the walk from the goals missed states of the cluster")
    // The published database's choice among the farthest: the earliest board in its order.
    var smallestIndex = Int(queue[levelStart])
    var smallestKey = moves.boardOrderKey(of: states[smallestIndex])
    for position in levelStart + 1..<levelEnd {
      let index = Int(queue[position])
      let key = moves.boardOrderKey(of: states[index])
      if key < smallestKey { (smallestIndex, smallestKey) = (index, key) }
    }
    let smallest = states[smallestIndex]
    return Outcome(
      range: begin..<tail, distanceCounts: counts, smallestFarthest: smallest,
      smallestFarthestIndex: smallestIndex)
  }

  /// The bits of the states that change along one optimal solution from the state at `index`
  /// (of the cluster explored last) to a goal: a step to a neighbour one move nearer, each time.
  ///
  /// - Parameter index: a state of the last cluster explored, in a cluster with a goal.
  /// - Returns: the union of the bits that differ between consecutive states of the path.
  package func changedAlongSolution(from index: Int) -> UInt64 {
    var changed: UInt64 = 0
    var current = index
    while distances[current] > 0 {
      let nearer = distances[current] - 1
      let local = current - clusterBegin
      var next = current
      for edge in Int(edgeStarts[local])..<Int(edgeStarts[local + 1])
      where distances[Int(edges[edge])] == nearer {
        next = Int(edges[edge])
        break
      }
      precondition(next != current, "a state of a solvable cluster has no neighbour nearer a goal")
      changed |= states[current] ^ states[next]
      current = next
    }
    return changed
  }
}
