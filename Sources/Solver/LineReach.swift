import Puzzle

/// Where a block can slide along its line: the one table the solver and the puzzle database
/// both read.
package enum LineReach {
  /// For a block of length `L` at offset `p` on a line whose six cells are the bits of `line`
  /// (its own cells included), `table[(L - 2) * 512 + p * 64 + line]` lists the offsets it can
  /// slide to, in increasing order and without `p` itself: the first in bits 0-3, the next in
  /// bits 4-7, and so on (at most four), and their number in bits 16-19.
  package static let table: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 2 * 8 * 64)
    for length in 2...3 {
      for position in 0...(Board.size - length) {
        for line in 0..<64 {
          let occupied = { (cell: Int) in line & (1 << cell) != 0 }
          var low = position
          while low > 0 && !occupied(low - 1) { low -= 1 }
          var high = position
          while high + length < Board.size && !occupied(high + length) { high += 1 }
          var entry = UInt32(high - low) << 16
          for (index, target) in (low...high).filter({ $0 != position }).enumerated() {
            entry |= UInt32(target) << UInt32(4 * index)
          }
          table[(length - 2) * 512 + position * 64 + line] = entry
        }
      }
    }
    return table
  }()
}
