/// A square of the 6x6 board, counted from the top-left corner.
///
/// Board coordinates, not pixels: `row` 0 is the top row, `column` 0 the left column.
public struct Cell: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  /// The row, 0 (top) to 5 (bottom).
  public var row: Int
  /// The column, 0 (left) to 5 (right).
  public var column: Int

  /// Creates a cell at `row`, `column` (not checked against the board size).
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// True when the cell lies on the 6x6 board.
  public var isOnBoard: Bool {
    (0..<Board.size).contains(row) && (0..<Board.size).contains(column)
  }

  /// The cell's position in the 36-character notation (row-major), for cells on the board.
  public var index: Int { row * Board.size + column }

  /// The cell at `index` of the 36-character notation.
  public init(index: Int) {
    self.init(row: index / Board.size, column: index % Board.size)
  }

  /// Reading order: rows top to bottom, then columns left to right.
  public static func < (lhs: Cell, rhs: Cell) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }

  /// `(row,column)`, e.g. `(2,0)`.
  public var description: String { "(\(row),\(column))" }
}
