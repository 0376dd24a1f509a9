/// Explores whole clusters of packed states (every state reachable by moves from a start) and
/// each state's distance to the nearest goal: the breadth-first core of the puzzle database,
/// on the same move generator as the solver.
///
/// States are kept cluster after cluster, in one open-addressing table that remembers every
/// state met since the last `load`, so a later start already met is recognised. A cluster is
/// walked twice: once from its start to list its states and goals, once from all its goals at
/// once to give each state its distance. In both walks a state's children that move the piece
/// which produced it are skipped (its parent reached them all). Buffers only grow, so one
/// explorer serves many piece sets without allocating. Not thread-safe: give each task its own.
package final class PackedExplorer {
  /// What one exploration found.
  package struct Outcome: Sendable {
    /// The cluster's indices among the explorer's states; empty when the start was met before.
    package var range: Range<Int>
    /// The positions of the cluster at distance 0, 1, 2, … from the nearest goal; empty when it
    /// holds no goal.
    package var distanceCounts: [Int]
    /// The smallest state farthest from any goal; nil when the cluster holds no goal.
    package var smallestFarthest: UInt64?
  }

  /// The move generator, loaded with the current piece set.
  package let moves = PackedMoves()
  /// The prisoner's shift in a state.
  private var goalShift: UInt64 = 0
  /// The prisoner's offset at the exit.
  private var goalOffset: UInt64 = 0

  /// Every state met since `load`, cluster after cluster, each in breadth-first order.
  private var states: UnsafeMutablePointer<UInt64>
  /// Per state: the piece whose move first reached it (`UInt8.max` for a start).
  private var movers: UnsafeMutablePointer<UInt8>
  /// Per state: its slot in `keys`.
  private var slots: UnsafeMutablePointer<UInt32>
  /// The queue of the walk from the goals, and the piece that reached each entry.
  private var queue: UnsafeMutablePointer<UInt64>
  private var queueMovers: UnsafeMutablePointer<UInt8>
  /// The capacity of the five per-state buffers above.
  private var capacity: Int
  /// The number of states met.
  package private(set) var count = 0

  /// The table of met states: open addressing, linear probing, 0 marks an empty slot.
  private var keys: UnsafeMutablePointer<UInt64>
  /// Per slot: the state's distance to the nearest goal (-1 none, or not yet known).
  private var distances: UnsafeMutablePointer<Int16>
  /// log2 of the table's slots.
  private var keyBits: Int

  /// log2 of the table's initial (and smallest) number of slots.
  static let initialKeyBits = 12

  /// An upper bound of the bytes held per state: state (8), mover (1), slot (4) and the goal
  /// walk's entry (8 + 1), up to twice over for growth, and a table slot (8 + 2) at a load
  /// factor from 1/4 to 1/2.
  package static let bytesPerStateBound = 2 * (8 + 1 + 4 + 8 + 1) + 4 * (8 + 2)

  /// The distance of a state whose cluster holds no goal.
  package static let unsolvable: Int16 = -1

  /// Creates an explorer with small buffers; load a piece set before exploring.
  package init() {
    capacity = 1 << 12
    states = .allocate(capacity: capacity)
    movers = .allocate(capacity: capacity)
    slots = .allocate(capacity: capacity)
    queue = .allocate(capacity: capacity)
    queueMovers = .allocate(capacity: capacity)
    keyBits = PackedExplorer.initialKeyBits
    keys = .allocate(capacity: 1 << keyBits)
    keys.initialize(repeating: 0, count: 1 << keyBits)
    distances = .allocate(capacity: 1 << keyBits)
    distances.initialize(repeating: -1, count: 1 << keyBits)
  }

  deinit {
    states.deallocate()
    movers.deallocate()
    slots.deallocate()
    queue.deallocate()
    queueMovers.deallocate()
    keys.deallocate()
    distances.deallocate()
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
      distances.deallocate()
      keyBits = PackedExplorer.initialKeyBits
      keys = .allocate(capacity: 1 << keyBits)
      keys.initialize(repeating: 0, count: 1 << keyBits)
      distances = .allocate(capacity: 1 << keyBits)
      distances.initialize(repeating: -1, count: 1 << keyBits)
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
  package func distance(at index: Int) -> Int16 { distances[Int(slots[index])] }

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

  /// Makes room for `extra` more states in the buffers and the table.
  private func reserve(_ extra: Int) {
    let needed = count + extra
    if needed > capacity {
      var grown = capacity
      while grown < needed { grown *= 2 }
      states = Solver.reallocate(states, from: count, to: grown)
      movers = Solver.reallocate(movers, from: count, to: grown)
      slots = Solver.reallocate(slots, from: count, to: grown)
      // The walk from the start keeps its goals queued (fewer than `count`) while it grows.
      queue = Solver.reallocate(queue, from: count, to: grown)
      queueMovers = Solver.reallocate(queueMovers, from: count, to: grown)
      capacity = grown
    }
    if needed * 2 > 1 << keyBits { growTable(to: needed) }
  }

  /// Enlarges the table to keep at most half full with `needed` states, moving every state
  /// met and its distance.
  private func growTable(to needed: Int) {
    var bits = keyBits
    while (1 << bits) < needed * 2 { bits += 1 }
    let newKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << bits)
    newKeys.initialize(repeating: 0, count: 1 << bits)
    let newDistances = UnsafeMutablePointer<Int16>.allocate(capacity: 1 << bits)
    newDistances.initialize(repeating: -1, count: 1 << bits)
    let mask = (1 << bits) - 1
    let shift = UInt64(64 - bits)
    for index in 0..<count {
      let state = states[index]
      var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) >> shift)
      while newKeys[slot] != 0 { slot = (slot &+ 1) & mask }
      newKeys[slot] = state
      newDistances[slot] = distances[Int(slots[index])]
      slots[index] = UInt32(truncatingIfNeeded: slot)
    }
    keys.deallocate()
    distances.deallocate()
    keys = newKeys
    distances = newDistances
    keyBits = bits
  }

  /// Explores the cluster of `start`, unless it was met before.
  ///
  /// - Parameter start: a packed state of the loaded pieces.
  /// - Returns: the cluster's range among the states met (empty when `start` was met), its
  ///   distance counts and its smallest state farthest from any goal.
  package func explore(from start: UInt64) -> Outcome {
    let begin = count
    let none = Outcome(range: begin..<begin, distanceCounts: [], smallestFarthest: nil)
    if contains(start) { return none }
    let maxChildren = 4 * moves.count
    reserve(1 + maxChildren)
    let goalShift = self.goalShift
    let goalOffset = self.goalOffset
    let moves = self.moves

    // The walk from the start: every state of the cluster, and its goals queued for the next.
    var keys = self.keys
    var distances = self.distances
    var states = self.states
    var movers = self.movers
    var slots = self.slots
    var queue = self.queue
    var queueMovers = self.queueMovers
    var mask = (1 << keyBits) - 1
    var hashShift = UInt64(64 - keyBits)
    var tail = begin
    var goals = 0
    /// Adds `state` unless met, queueing it for the walk from the goals when it is a goal.
    @inline(__always) func insertIfNew(_ state: UInt64, mover: UInt8) {
      var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) >> hashShift)
      while true {
        let key = keys[slot]
        if key == state { return }
        if key == 0 { break }
        slot = (slot &+ 1) & mask
      }
      keys[slot] = state
      states[tail] = state
      movers[tail] = mover
      slots[tail] = UInt32(truncatingIfNeeded: slot)
      tail &+= 1
      if (state >> goalShift) & 7 == goalOffset {
        distances[slot] = 0
        queue[goals] = state
        queueMovers[goals] = mover
        goals &+= 1
      } else {
        distances[slot] = -1
      }
    }
    insertIfNew(start, mover: UInt8.max)
    var head = begin
    while head < tail {
      if tail + maxChildren > capacity || (tail + maxChildren) * 2 > mask + 1 {
        count = tail
        reserve(maxChildren)
        keys = self.keys
        distances = self.distances
        states = self.states
        movers = self.movers
        slots = self.slots
        queue = self.queue
        queueMovers = self.queueMovers
        mask = (1 << keyBits) - 1
        hashShift = UInt64(64 - keyBits)
      }
      _ = moves.forEachChild(of: states[head], skipping: Int(movers[head])) { child, piece, _ in
        insertIfNew(child, mover: UInt8(truncatingIfNeeded: piece))
        return true
      }
      head &+= 1
    }
    count = tail
    guard goals > 0 else { return Outcome(range: begin..<tail, distanceCounts: [], smallestFarthest: nil) }

    // The walk from every goal at once, level by level. A goal's own mover is not skipped: its
    // siblings are not known to be near a goal.
    for index in 0..<goals { queueMovers[index] = UInt8.max }
    var counts: [Int] = []
    var levelStart = 0
    var levelEnd = goals
    var queued = goals
    var depth: Int16 = 0
    while true {
      counts.append(levelEnd - levelStart)
      let next = depth + 1
      for index in levelStart..<levelEnd {
        _ = moves.forEachChild(of: queue[index], skipping: Int(queueMovers[index])) { child, piece, _ in
          var slot = Int(truncatingIfNeeded: (child &* hashMultiplier) >> hashShift)
          while keys[slot] != child { slot = (slot &+ 1) & mask }
          if distances[slot] < 0 {
            distances[slot] = next
            queue[queued] = child
            queueMovers[queued] = UInt8(truncatingIfNeeded: piece)
            queued &+= 1
          }
          return true
        }
      }
      if queued == levelEnd { break }
      levelStart = levelEnd
      levelEnd = queued
      depth = next
    }
    precondition(queued == tail - begin, "the walk from the goals missed states of the cluster")
    var smallest = UInt64.max
    for index in levelStart..<levelEnd { smallest = min(smallest, queue[index]) }
    return Outcome(range: begin..<tail, distanceCounts: counts, smallestFarthest: smallest)
  }
}
