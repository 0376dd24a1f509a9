/// A board to tile with the twelve pentominoes: a grid of `rows` x `columns` squares, each a cell
/// to fill or a hole.
public struct PentominoBoard: Hashable, Sendable {
  /// The name shown in messages and output: a board name (`6x10`) or the mask file's path.
  public let name: String
  /// Rows of the grid (holes included).
  public let rows: Int
  /// Columns of the grid (holes included).
  public let columns: Int
  /// Row-major flags, true for a cell to fill, false for a hole.
  public let mask: [Bool]

  /// Creates a board from row-major flags.
  /// - Precondition: `mask.count == rows * columns`, both positive.
  public init(name: String, rows: Int, columns: Int, mask: [Bool]) {
    precondition(rows > 0 && columns > 0, "board size must be positive")
    precondition(mask.count == rows * columns, "mask size must equal rows * columns")
    self.name = name
    self.rows = rows
    self.columns = columns
    self.mask = mask
  }

  /// A full rectangle of `rows` x `columns` cells.
  public static func rectangle(rows: Int, columns: Int, name: String? = nil) -> PentominoBoard {
    PentominoBoard(
      name: name ?? "\(rows)x\(columns)", rows: rows, columns: columns,
      mask: Array(repeating: true, count: rows * columns))
  }

  /// The 8x8 board with its central 2x2 removed (60 cells).
  public static func eightByEightCentreHole(name: String = "8x8") -> PentominoBoard {
    var mask = Array(repeating: true, count: 64)
    for row in 3...4 {
      for column in 3...4 { mask[row * 8 + column] = false }
    }
    return PentominoBoard(name: name, rows: 8, columns: 8, mask: mask)
  }

  /// True when `cell` lies on the grid and is a cell to fill.
  public func contains(_ cell: BoardCell) -> Bool {
    cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns
      && mask[cell.row * columns + cell.column]
  }

  /// The cells to fill, row-major.
  public var cells: [BoardCell] {
    var result: [BoardCell] = []
    for row in 0..<rows {
      for column in 0..<columns where mask[row * columns + column] {
        result.append(BoardCell(row: row, column: column))
      }
    }
    return result
  }

  /// The board as mask text: one line per row, `#` a cell, `.` a hole.
  public var maskText: String {
    (0..<rows).map { row in
      String((0..<columns).map { mask[row * columns + $0] ? "#" : "." })
    }.joined(separator: "\n")
  }
}
