extension Board {
  /// The same board with its sliding blocks renamed in reading order.
  ///
  /// Scanning rows top to bottom and columns left to right, the first block met (other than
  /// `A` and `x`) becomes `B`, the next `C`, and so on. Two boards are the same position
  /// exactly when their canonical forms are equal, whatever letters they were given.
  public func canonicalized() -> Board {
    var renamed: [UInt8: UInt8] = [Board.empty: Board.empty, Board.fixed: Board.fixed]
    renamed[UInt8(ascii: "A")] = UInt8(ascii: "A")
    var next = UInt8(ascii: "B")
    for block in blocks where !block.isFixed && !block.isPrisoner {
      renamed[block.letter.asciiValue ?? Board.empty] = next
      next += 1
    }
    let grid = self.grid.map { renamed[$0] ?? $0 }
    do {
      return try Board(grid: grid)
    } catch {
      preconditionFailure("renaming the blocks of a valid board gave \(error)")
    }
  }

  /// True when the boards hold the same blocks in the same places, whatever their letters.
  public func isSamePosition(as other: Board) -> Bool {
    canonicalized() == other.canonicalized()
  }
}
