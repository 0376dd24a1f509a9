extension PieceSet {
  /// Calls `body` with every layout of the pieces (no overlap, no wall covered, pieces of a
  /// line in order), in increasing packed-state order.
  public func forEachLayout(_ body: (UInt64) -> Void) {
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
      let last = 6 - pieces[index].length
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
}
