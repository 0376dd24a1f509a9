import Puzzle

/// How far a block can slide along its line: the one table the solver and the puzzle database
/// both read.
package enum LineReach {
  /// For a block of length `L` at offset `p` on a line whose six cells are the bits of `line`
  /// (its own cells included), `table[(L - 2) * 512 + p * 64 + line]` holds the lowest reachable
  /// offset in its low four bits and the highest in its high four bits.
  package static let table: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 2 * 8 * 64)
    for length in 2...3 {
      for position in 0...(Board.size - length) {
        for line in 0..<64 {
          let occupied = { (cell: Int) in line & (1 << cell) != 0 }
          var low = position
          while low > 0 && !occupied(low - 1) { low -= 1 }
          var high = position
          while high + length < Board.size && !occupied(high + length) { high += 1 }
          table[(length - 2) * 512 + position * 64 + line] = UInt8(low | high << 4)
        }
      }
    }
    return table
  }()
}
