/// Everything that can go wrong when reading a pentomino board or refusing one that cannot be
/// tiled. Each case carries the board (its name or file path) and the facts at fault.
public enum PentominoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A board name of the form `RxC` whose sizes are out of range, or an unknown variant.
  case unknownBoardName(String, reason: String)
  /// A mask file that does not exist or cannot be read.
  case unreadableMask(path: String, reason: String)
  /// A mask file larger than `limit` bytes (read no further).
  case maskTooLarge(path: String, bytes: Int, limit: Int)
  /// A mask spanning more than `limit` rows or columns.
  case maskTooWide(path: String, rows: Int, columns: Int, limit: Int)
  /// A mask file holding a character other than `#` (a cell) and `.` (a hole).
  case invalidMaskCharacter(path: String, line: Int, column: Int, character: Character)
  /// A board whose number of cells is not 60, the area of the twelve pentominoes.
  case wrongCellCount(board: String, cells: Int)
  /// A connected region of cells (edge-adjacent) whose size is not a multiple of 5.
  case regionNotMultipleOfFive(board: String, size: Int, containing: BoardCell)

  /// What failed, on which board, and what to do next.
  public var description: String {
    switch self {
    case .unknownBoardName(let name, let reason):
      return "\(name): not a board: \(reason); give 6x10, 5x12, 4x15, 3x20 (or transposed, "
        + "e.g. 10x6), 8x8 (centre 2x2 removed), or the path of a mask file"
    case .unreadableMask(let path, let reason):
      return "\(path): cannot read the board mask: \(reason); check the path"
    case .maskTooLarge(let path, let bytes, let limit):
      return "\(path): the mask file is \(bytes) bytes, more than the \(limit) a board mask can "
        + "need; give a text file of '#' (cell) and '.' (hole)"
    case .maskTooWide(let path, let rows, let columns, let limit):
      return "\(path): the mask is \(rows) rows by \(columns) columns, more than the \(limit) a "
        + "side a board may span; crop the mask around its cells"
    case .invalidMaskCharacter(let path, let line, let column, let character):
      let shown = character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      return "\(path): line \(line), column \(column): unexpected character '\(shown)'; "
        + "a mask holds only '#' (a cell to fill) and '.' (a hole)"
    case .wrongCellCount(let board, let cells):
      return "\(board): the board has \(cells) cells, but the 12 pentominoes cover exactly 60; "
        + "give a board of 60 cells"
    case .regionNotMultipleOfFive(let board, let size, let cell):
      return "\(board): the connected region of \(size) cells containing \(cell) cannot be "
        + "tiled, since \(size) is not a multiple of 5; change the mask so every region's size "
        + "is a multiple of 5"
    }
  }
}
