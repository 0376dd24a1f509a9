extension Board {
  /// The board after `move`, checking that the move is legal.
  ///
  /// - Parameter move: a sliding block, a direction along its orientation and a distance
  ///   of at least 1, over empty cells that stay on the board.
  /// - Returns: the board with the block slid.
  /// - Throws: `PuzzleError.illegalMove` saying why the move cannot be made.
  public func applying(_ move: Move) throws(PuzzleError) -> Board {
    guard let block = block(named: move.block) else { throw .illegalMove(move, .noSuchBlock) }
    guard move.direction.orientation == block.orientation else {
      throw .illegalMove(move, .wrongDirection)
    }
    guard move.distance > 0 else { throw .illegalMove(move, .notPositive) }
    let lead = move.direction == .up || move.direction == .left ? block.origin : block.end
    var grid = self.grid
    for step in 1...move.distance {
      let cell = Cell(
        row: lead.row + step * move.direction.rowStep,
        column: lead.column + step * move.direction.columnStep)
      guard cell.isOnBoard else { throw .illegalMove(move, .offBoard) }
      guard grid[cell.index] == Board.empty else {
        throw .illegalMove(move, .blocked(by: self[cell], at: cell))
      }
    }
    let code = grid[block.origin.index]
    for cell in block.cells { grid[cell.index] = Board.empty }
    var moved = block
    moved.origin = Cell(
      row: block.origin.row + move.distance * move.direction.rowStep,
      column: block.origin.column + move.distance * move.direction.columnStep)
    for cell in moved.cells { grid[cell.index] = code }
    var blocks = self.blocks
    if let index = blocks.firstIndex(of: block) { blocks[index] = moved }
    blocks.sort { $0.origin < $1.origin }
    return Board(checkedGrid: grid, blocks: blocks)
  }
}
