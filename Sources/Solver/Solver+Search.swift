/// What one breadth-first search found.
struct SearchOutcome {
  /// The queue index of the first solved position, nil when none is reachable.
  var goal: Int?
  var levels: [LevelStatistics]
  var examined: Int
  var distinct: Int
  var largestQueue: Int
}

extension Solver {
  /// The breadth-first search itself: no allocation per position, no Foundation.
  func search(
    _ puzzle: CompactPuzzle, positionLimit: Int, checkInterval: Int,
    shouldContinue: (() -> Bool)?
  ) throws(SolverError) -> SearchOutcome {
    clearVisited()
    let count = puzzle.blocks.count
    let maxChildren = 4 * count
    var levels: [LevelStatistics] = []

    var states = self.states
    var parents = self.parents
    var slots = self.slots
    var keys = self.keys
    var slotMask = (1 << keyBits) - 1
    var hashShift = UInt64(64 - keyBits)

    states[0] = puzzle.start
    parents[0] = -1
    let startSlot = Int(truncatingIfNeeded: (puzzle.start &* 0x9E37_79B9_7F4A_7C15) >> hashShift)
    keys[startSlot] = puzzle.start
    slots[0] = UInt32(startSlot)
    var tail = 1
    used = 1
    if (puzzle.start >> puzzle.offsetShifts[0]) & 7 == UInt64(puzzle.goalOffset) {
      return SearchOutcome(goal: 0, levels: [], examined: 0, distinct: 1, largestQueue: 1)
    }

    var head = 0
    var levelStart = 0
    var levelEnd = 1
    var depth = 0
    var largestQueue = 1
    var goal = -1
    let goalOffset = puzzle.goalOffset
    let fixedRows = puzzle.fixedRowMajor
    let fixedColumns = puzzle.fixedColumnMajor

    try puzzle.rowMajorMasks.withUnsafeBufferPointer { rowMasks throws(SolverError) in
      try puzzle.columnMajorMasks.withUnsafeBufferPointer { columnMasks throws(SolverError) in
        try puzzle.offsetShifts.withUnsafeBufferPointer { shifts throws(SolverError) in
          try puzzle.lineShifts.withUnsafeBufferPointer { lineShifts throws(SolverError) in
            try puzzle.verticals.withUnsafeBufferPointer { verticals throws(SolverError) in
              try puzzle.reachBases.withUnsafeBufferPointer { bases throws(SolverError) in
                try CompactPuzzle.reach.withUnsafeBufferPointer { reach throws(SolverError) in
                  search: while head < tail {
                    if head == levelEnd {
                      levels.append(
                        LevelStatistics(
                          depth: depth, examined: levelEnd - levelStart,
                          enqueued: tail - levelEnd))
                      depth += 1
                      levelStart = levelEnd
                      levelEnd = tail
                    }
                    if head % checkInterval == 0, let shouldContinue, !shouldContinue() {
                      used = tail
                      throw .cancelled(positionsExamined: head)
                    }
                    // Room for every child of this position, so the loop below never grows.
                    if tail + maxChildren > queueCapacity {
                      growQueue(to: tail + maxChildren)
                      states = self.states
                      parents = self.parents
                      slots = self.slots
                    }
                    if (tail + maxChildren) * 2 > slotMask + 1 {
                      growVisited(to: tail + maxChildren, count: tail)
                      keys = self.keys
                      slotMask = (1 << keyBits) - 1
                      hashShift = UInt64(64 - keyBits)
                    }

                    let state = states[head]
                    var occupiedRows = fixedRows
                    var occupiedColumns = fixedColumns
                    for block in 0..<count {
                      let offset = Int(truncatingIfNeeded: (state >> shifts[block]) & 7)
                      occupiedRows |= rowMasks[block &<< 3 | offset]
                      occupiedColumns |= columnMasks[block &<< 3 | offset]
                    }
                    let parentIndex = Int32(truncatingIfNeeded: head)
                    for block in 0..<count {
                      let shift = shifts[block]
                      let offset = Int(truncatingIfNeeded: (state >> shift) & 7)
                      let board = verticals[block] != 0 ? occupiedColumns : occupiedRows
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
                          var slot = Int(
                            truncatingIfNeeded: (child &* 0x9E37_79B9_7F4A_7C15) >> hashShift)
                          while true {
                            let key = keys[slot]
                            if key == child { break }
                            if key == 0 {
                              keys[slot] = child
                              states[tail] = child
                              parents[tail] = parentIndex
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
                }
              }
            }
          }
        }
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
    if used * 16 < capacity {
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
    let newStates = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
    let newParents = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    let newSlots = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    newStates.update(from: states, count: queueCapacity)
    newParents.update(from: parents, count: queueCapacity)
    newSlots.update(from: slots, count: queueCapacity)
    states.deallocate()
    parents.deallocate()
    slots.deallocate()
    states = newStates
    parents = newParents
    slots = newSlots
    queueCapacity = capacity
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
      var slot = Int(truncatingIfNeeded: (state &* 0x9E37_79B9_7F4A_7C15) >> shift)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = state
      slots[index] = UInt32(truncatingIfNeeded: slot)
    }
  }
}
