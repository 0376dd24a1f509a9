/// The exact-cover search behind `PentominoSolver`: Knuth's Algorithm X on bitboards.
///
/// The exact-cover matrix has one column per board cell (at most 64, one bit each) and one per
/// piece (a 12-bit "unused" set); each row is one placement of a piece. Algorithm X picks a
/// column to cover and tries each row covering it. Here the column is always the board's
/// lowest-numbered empty cell: every placement that covers it must have it as its own
/// lowest-numbered cell (all lower cells are already full), so the rows to try are read from a
/// table indexed by (cell, piece) instead of being unlinked and relinked as in dancing links,
/// and the overlap test is one AND. Cells are numbered along the board's shorter side, which
/// keeps the frontier of filled cells short and dead ends shallow.
final class BitboardSearch {
  /// `starts[cell * 12 + piece] ..< starts[cell * 12 + piece + 1]` are the entries of that
  /// piece whose lowest cell is `cell`.
  private let starts: [Int32]
  /// Each entry's cell set.
  private let masks: [UInt64]
  /// Each entry's placement id (caller's numbering).
  private let ids: [Int32]
  /// Bits beyond the board's cells, set so that "all ones" means "all filled".
  private let outside: UInt64

  /// Builds the tables for `cellCount` cells (at most 64) and the given placements.
  /// - Parameters:
  ///   - cellCount: the number of cells, numbered 0 ..< cellCount.
  ///   - placements: the rows: a piece (0..<12), its nonempty cell set and an id passed back.
  init(cellCount: Int, placements: [(piece: Int, mask: UInt64, id: Int)]) {
    precondition((1...64).contains(cellCount), "a bitboard holds 1 to 64 cells")
    let pieceCount = Pentomino.allCases.count
    var buckets = Array(repeating: [(UInt64, Int32)](), count: cellCount * pieceCount)
    for placement in placements {
      precondition(placement.mask != 0, "a placement covers at least one cell")
      let low = placement.mask.trailingZeroBitCount
      buckets[low * pieceCount + placement.piece].append((placement.mask, Int32(placement.id)))
    }
    var starts: [Int32] = [0]
    var masks: [UInt64] = []
    var ids: [Int32] = []
    for bucket in buckets {
      for (mask, id) in bucket {
        masks.append(mask)
        ids.append(id)
      }
      starts.append(Int32(masks.count))
    }
    self.starts = starts
    self.masks = masks
    self.ids = ids
    self.outside = cellCount == 64 ? 0 : ~((UInt64(1) << UInt64(cellCount)) - 1)
  }

  /// Runs the search, calling `visit` with the placement ids of each exact cover found (in the
  /// order placed); stops early when `visit` returns false.
  /// - Parameters:
  ///   - fixed: a placement already on the board before the search starts (its piece, cell set
  ///     and id, the id passed first to `visit`); it need not be among the table's rows.
  ///   - visit: receives each cover's placement ids; returns true to go on, false to stop.
  /// - Returns: false when `visit` stopped the search.
  @discardableResult
  func run(
    fixed: (piece: Int, mask: UInt64, id: Int)? = nil,
    _ visit: (UnsafeBufferPointer<Int32>) -> Bool
  ) -> Bool {
    starts.withUnsafeBufferPointer { starts in
      masks.withUnsafeBufferPointer { masks in
        ids.withUnsafeBufferPointer { ids in
          let stack = UnsafeMutablePointer<Int32>.allocate(capacity: 65)
          let chosen = UnsafeMutablePointer<Int32>.allocate(capacity: 65)
          defer {
            stack.deallocate()
            chosen.deallocate()
          }
          var filled = outside
          var unused: UInt32 = (1 << 12) - 1
          var offset = 0
          if let fixed {
            filled |= fixed.mask
            unused &= ~(UInt32(1) << UInt32(fixed.piece))
            chosen[0] = Int32(fixed.id)
            offset = 1
          }
          return withoutActuallyEscaping(visit) { visit in
            let walker = Walker(
              starts: starts.baseAddress!, masks: masks.baseAddress!, stack: stack
            ) { depth in
              for level in 0..<depth { chosen[offset + level] = ids[Int(stack[level])] }
              return visit(UnsafeBufferPointer(start: chosen, count: offset + depth))
            }
            return walker.descend(filled: filled, unused: unused, depth: 0)
          }
        }
      }
    }
  }

  /// The recursive walk, over raw pointers so the hot loop has no bounds or exclusivity checks.
  ///
  /// A final class holding the leaf callback, so the compiler does not specialise the recursion
  /// on the caller's closure (which copied its captures at every node).
  private final class Walker {
    let starts: UnsafePointer<Int32>
    let masks: UnsafePointer<UInt64>
    let stack: UnsafeMutablePointer<Int32>
    let leaf: (Int) -> Bool

    init(
      starts: UnsafePointer<Int32>, masks: UnsafePointer<UInt64>,
      stack: UnsafeMutablePointer<Int32>, leaf: @escaping (Int) -> Bool
    ) {
      self.starts = starts
      self.masks = masks
      self.stack = stack
      self.leaf = leaf
    }

    /// Fills the lowest empty cell every way possible; `leaf(depth)` sees each full board.
    func descend(filled: UInt64, unused: UInt32, depth: Int) -> Bool {
      if filled == .max { return leaf(depth) }
      let cell = (~filled).trailingZeroBitCount
      let row = cell &* 12
      var pieces = unused
      while pieces != 0 {
        let piece = pieces.trailingZeroBitCount
        pieces &= pieces &- 1
        var entry = Int(starts[row &+ piece])
        let end = Int(starts[row &+ piece &+ 1])
        while entry < end {
          let mask = masks[entry]
          if mask & filled == 0 {
            stack[depth] = Int32(truncatingIfNeeded: entry)
            if !descend(
              filled: filled | mask, unused: unused & ~(UInt32(1) << UInt32(piece)),
              depth: depth &+ 1)
            {
              return false
            }
          }
          entry &+= 1
        }
      }
      return true
    }
  }
}
