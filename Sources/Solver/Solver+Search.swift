/// What one breadth-first search found.
struct SearchOutcome {
  /// The queue index of the first solved position, nil when none is reachable.
  var goal: Int?
  var levels: [LevelStatistics]
  var examined: Int
  var distinct: Int
  var largestQueue: Int
}

/// The multiplier of the visited set's hash (Fibonacci hashing: keep the high bits).
let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

extension Solver {
  /// The breadth-first search itself: no allocation per position, no Foundation.
  ///
  /// Positions are expanded level by level. A position's children that move the block which
  /// produced it are skipped: from its parent that block could reach the same places, so
  /// those positions are already known.
  func search(
    _ puzzle: CompactPuzzle, positionLimit: Int, checkInterval: Int,
    shouldContinue: (() -> Bool)?
  ) throws(SolverError) -> SearchOutcome {
    clearVisited()
    let count = puzzle.blocks.count
    let horizontalCount = puzzle.horizontalCount
    let maxChildren = 4 * count
    var levels: [LevelStatistics] = []

    // Per-block tables, copied into the solver's scratch memory.
    let rowMasks = blockTables
    let columnMasks = blockTables + 8 * Solver.maxBlocks
    let shifts = blockTables + 16 * Solver.maxBlocks
    let lineShifts = blockTables + 17 * Solver.maxBlocks
    let bases = reachBases
    let reach = UnsafePointer(reachTable)
    for block in 0..<count {
      for offset in 0..<8 {
        rowMasks[8 * block + offset] = puzzle.rowMajorMasks[8 * block + offset]
        columnMasks[8 * block + offset] = puzzle.columnMajorMasks[8 * block + offset]
      }
      shifts[block] = puzzle.offsetShifts[block]
      lineShifts[block] = puzzle.lineShifts[block]
      bases[block] = puzzle.reachBases[block]
    }

    var states = self.states
    var parents = self.parents
    var movers = self.movers
    var slots = self.slots
    var keys = self.keys
    var slotMask = (1 << keyBits) - 1
    var hashShift = UInt64(64 - keyBits)

    let start = puzzle.start
    states[0] = start
    parents[0] = -1
    movers[0] = UInt8.max
    let startSlot = Int(truncatingIfNeeded: (start &* hashMultiplier) >> hashShift)
    keys[startSlot] = start
    slots[0] = UInt32(startSlot)
    var tail = 1
    used = 1
    let goalOffset = puzzle.goalOffset
    if Int(truncatingIfNeeded: (start >> shifts[0]) & 7) == goalOffset {
      return SearchOutcome(goal: 0, levels: [], examined: 0, distinct: 1, largestQueue: 1)
    }

    var head = 0
    var levelStart = 0
    var levelEnd = 1
    var depth = 0
    var largestQueue = 1
    var goal = -1
    var untilCheck = 1
    let fixedRows = puzzle.fixedRowMajor
    let fixedColumns = puzzle.fixedColumnMajor

    search: while head < tail {
      if head == levelEnd {
        levels.append(
          LevelStatistics(depth: depth, examined: levelEnd - levelStart, enqueued: tail - levelEnd))
        depth += 1
        levelStart = levelEnd
        levelEnd = tail
      }
      if let shouldContinue {
        untilCheck -= 1
        if untilCheck == 0 {
          untilCheck = checkInterval
          if !shouldContinue() {
            used = tail
            throw .cancelled(positionsExamined: head)
          }
        }
      }
      // Room for every child of this position, so the loop below never grows anything.
      if tail + maxChildren > queueCapacity {
        growQueue(to: tail + maxChildren)
        states = self.states
        parents = self.parents
        movers = self.movers
        slots = self.slots
      }
      if (tail + maxChildren) * 2 > slotMask + 1 {
        growVisited(to: tail + maxChildren, count: tail)
        keys = self.keys
        slotMask = (1 << keyBits) - 1
        hashShift = UInt64(64 - keyBits)
      }

      let state = states[head]
      let skipped = Int(movers[head])
      var occupiedRows = fixedRows
      var occupiedColumns = fixedColumns
      for block in 0..<count {
        let offset = Int(truncatingIfNeeded: (state >> shifts[block]) & 7)
        occupiedRows |= rowMasks[block &<< 3 | offset]
        occupiedColumns |= columnMasks[block &<< 3 | offset]
      }

      let parentIndex = Int32(truncatingIfNeeded: head)
      for block in 0..<count where block != skipped {
        let shift = shifts[block]
        let offset = Int(truncatingIfNeeded: (state >> shift) & 7)
        let board = block < horizontalCount ? occupiedRows : occupiedColumns
        let line = Int(truncatingIfNeeded: (board >> lineShifts[block]) & 63)
        let range = reach[bases[block] &+ offset &<< 6 &+ line]
        let low = Int(range & 15)
        let high = Int(range >> 4)
        if low == high { continue }
        let base = state & ~(7 << shift)
        var target = low
        while target <= high {
          if target != offset {
            let child = base | UInt64(truncatingIfNeeded: target) << shift
            var slot = Int(truncatingIfNeeded: (child &* hashMultiplier) >> hashShift)
            while true {
              let key = keys[slot]
              if key == child { break }
              if key == 0 {
                keys[slot] = child
                states[tail] = child
                parents[tail] = parentIndex
                movers[tail] = UInt8(truncatingIfNeeded: block)
                slots[tail] = UInt32(truncatingIfNeeded: slot)
                tail &+= 1
                if block == 0 && target == goalOffset {
                  goal = tail - 1
                  break search
                }
                break
              }
              slot = (slot &+ 1) & slotMask
            }
          }
          target &+= 1
        }
      }
      head += 1
      largestQueue = max(largestQueue, tail - head)
      if tail > positionLimit {
        used = tail
        throw .positionLimitReached(limit: positionLimit, positions: tail)
      }
    }
    used = tail
    if goal >= 0 {
      levels.append(
        LevelStatistics(depth: depth, examined: head - levelStart + 1, enqueued: tail - levelEnd))
      return SearchOutcome(
        goal: goal, levels: levels, examined: head + 1, distinct: tail,
        largestQueue: largestQueue)
    }
    levels.append(LevelStatistics(depth: depth, examined: levelEnd - levelStart, enqueued: 0))
    return SearchOutcome(
      goal: nil, levels: levels, examined: head, distinct: tail, largestQueue: largestQueue)
  }

  /// Empties the visited set: slot by slot after a small search, wholesale after a big one.
  func clearVisited() {
    let capacity = 1 << keyBits
    if keyBits > Solver.initialKeyBits && used * 8 < capacity {
      // A big search left a big table: start small again, so that small searches stay in cache.
      keys.deallocate()
      keyBits = Solver.initialKeyBits
      keys = .allocate(capacity: 1 << keyBits)
      keys.initialize(repeating: 0, count: 1 << keyBits)
    } else if used * 16 < capacity {
      for index in 0..<used { keys[Int(slots[index])] = 0 }
    } else {
      keys.update(repeating: 0, count: capacity)
    }
    used = 0
  }

  /// Enlarges the queue to hold at least `needed` positions, keeping its contents.
  func growQueue(to needed: Int) {
    var capacity = queueCapacity
    while capacity < needed { capacity *= 2 }
    states = Solver.reallocate(states, from: queueCapacity, to: capacity)
    parents = Solver.reallocate(parents, from: queueCapacity, to: capacity)
    movers = Solver.reallocate(movers, from: queueCapacity, to: capacity)
    slots = Solver.reallocate(slots, from: queueCapacity, to: capacity)
    queueCapacity = capacity
  }

  /// A new buffer of `capacity` elements starting with the `count` of `old`, which is freed.
  static func reallocate<Element>(
    _ old: UnsafeMutablePointer<Element>, from count: Int, to capacity: Int
  ) -> UnsafeMutablePointer<Element> {
    let new = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    old.deallocate()
    return new
  }

  /// Enlarges the visited set to keep at most half full with `needed` positions, and
  /// re-inserts the `count` queued positions.
  func growVisited(to needed: Int, count: Int) {
    var bits = keyBits
    while (1 << bits) < needed * 2 { bits += 1 }
    keys.deallocate()
    keyBits = bits
    keys = .allocate(capacity: 1 << bits)
    keys.initialize(repeating: 0, count: 1 << bits)
    let mask = (1 << bits) - 1
    let shift = UInt64(64 - bits)
    for index in 0..<count {
      let state = states[index]
      var slot = Int(truncatingIfNeeded: (state &* hashMultiplier) >> shift)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = state
      slots[index] = UInt32(truncatingIfNeeded: slot)
    }
  }
}
