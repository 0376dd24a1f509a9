extension PieceSet {
  /// Calls `body` with every layout of the pieces (no overlap, no wall covered, pieces of a
  /// line in order), in increasing packed-state order.
  ///
  /// - Parameter prisonerOffset: when given, only the layouts with the prisoner at this offset.
  public func forEachLayout(prisonerAt prisonerOffset: Int? = nil, _ body: (UInt64) -> Void) {
    let count = pieces.count
    func place(_ index: Int, _ occupied: UInt64, _ state: UInt64) {
      if index == count {
        body(state)
        return
      }
      var first = 0
      if index > 0, pieces[index - 1].orientation == pieces[index].orientation,
        pieces[index - 1].line == pieces[index].line
      {
        first = offset(of: index - 1, in: state) + pieces[index - 1].length
      }
      var last = 6 - pieces[index].length
      if index == prisonerIndex, let prisonerOffset {
        first = max(first, prisonerOffset)
        last = min(last, prisonerOffset)
      }
      guard first <= last else { return }
      for offset in first...last {
        let mask = rowMasks[8 * index + offset]
        if mask & occupied == 0 {
          place(index + 1, occupied | mask, state | UInt64(offset) << shifts[index])
        }
      }
    }
    place(0, walls, PieceSet.marker)
  }

  /// Calls `body` with every layout whose prisoner is at the exit (the goals), in increasing
  /// packed-state order: every cluster with a solution holds at least one.
  public func forEachGoalLayout(_ body: (UInt64) -> Void) {
    forEachLayout(prisonerAt: goalOffset, body)
  }
}
