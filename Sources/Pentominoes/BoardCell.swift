/// A square of a pentomino board, in board coordinates: `row` down, `column` to the right,
/// both counted from 0 at the top-left square of the board's grid.
public struct BoardCell: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Row, from 0 at the top.
  public var row: Int
  /// Column, from 0 at the left.
  public var column: Int

  /// Creates a cell.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// Row-major order: by row, then by column.
  public static func < (lhs: BoardCell, rhs: BoardCell) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }

  /// `row R, column C`, counted from 1 as people read a grid.
  public var description: String { "row \(row + 1), column \(column + 1)" }
}
