extension PieceSet {
  /// Calls `body` with every layout of the pieces (no overlap, no wall covered, pieces of a
  /// line in order), in increasing packed-state order.
  ///
  /// An iterative depth-first walk over the pieces in state order, on local arrays: it is the
  /// enumeration every build unit runs, so nothing is captured or copied per layout.
  ///
  /// - Parameter prisonerOffset: when given, only the layouts with the prisoner at this offset.
  public func forEachLayout(prisonerAt prisonerOffset: Int? = nil, _ body: (UInt64) -> Void) {
    let count = pieces.count
    // Per piece: its length, whether it follows a piece of the same line, its offset range.
    var lengths = [Int](repeating: 0, count: count)
    var follows = [Bool](repeating: false, count: count)
    var lowest = [Int](repeating: 0, count: count)
    var highest = [Int](repeating: 0, count: count)
    for (index, piece) in pieces.enumerated() {
      lengths[index] = piece.length
      follows[index] =
        index > 0 && pieces[index - 1].orientation == piece.orientation
        && pieces[index - 1].line == piece.line
      highest[index] = 6 - piece.length
      if index == prisonerIndex, let prisonerOffset {
        lowest[index] = prisonerOffset
        highest[index] = min(highest[index], prisonerOffset)
      }
    }
    if count == 0 {
      body(PieceSet.marker)
      return
    }
    // The walk: the offset tried for each piece, and the cells and state before it.
    var offsets = [Int](repeating: 0, count: count)
    var occupied = [UInt64](repeating: 0, count: count + 1)
    var states = [UInt64](repeating: 0, count: count + 1)
    occupied[0] = walls
    states[0] = PieceSet.marker
    offsets[0] = lowest[0]
    var index = 0
    while index >= 0 {
      let offset = offsets[index]
      if offset > highest[index] {
        // Every offset of this piece tried: back to the previous piece's next offset.
        index -= 1
        if index >= 0 { offsets[index] += 1 }
        continue
      }
      let mask = rowMasks[index &<< 3 | offset]
      if mask & occupied[index] != 0 {
        offsets[index] = offset + 1
        continue
      }
      let state = states[index] | UInt64(truncatingIfNeeded: offset) << shifts[index]
      if index == count - 1 {
        body(state)
        offsets[index] = offset + 1
        continue
      }
      occupied[index + 1] = occupied[index] | mask
      states[index + 1] = state
      index += 1
      offsets[index] =
        follows[index] ? max(lowest[index], offset + lengths[index - 1]) : lowest[index]
    }
  }

  /// Calls `body` with every layout whose prisoner is at the exit (the goals), in increasing
  /// packed-state order: every cluster with a solution holds at least one.
  public func forEachGoalLayout(_ body: (UInt64) -> Void) {
    forEachLayout(prisonerAt: goalOffset, body)
  }
}
