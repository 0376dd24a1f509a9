/// A square of a knight board, in board coordinates (not pixels).
///
/// `row` 0 is the bottom row (rank 1 in algebraic notation) and `column` 0 the left column
/// (file `a`), so `Square(row: 0, column: 0)` is `a1`, the bottom-left corner.
public struct Square: Hashable, Sendable, CustomStringConvertible {
  /// Row from the bottom, 0-based (row 0 is algebraic rank 1).
  public var row: Int
  /// Column from the left, 0-based (column 0 is algebraic file `a`).
  public var column: Int

  /// Creates a square from 0-based row (from the bottom) and column (from the left).
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// The square in algebraic notation: column letters then the 1-based row, such as `b3` or `aa27`.
  public var algebraic: String { Square.columnLetters(column) + String(row + 1) }

  /// The square as `row,column`, both 1-based with row 1 at the bottom (`b3` is `3,2`).
  public var rowColumn: String { "\(row + 1),\(column + 1)" }

  /// The algebraic name, such as `b3`.
  public var description: String { algebraic }

  /// The letters naming a 0-based column, like spreadsheet columns: `a` … `z`, `aa`, `ab`, ….
  /// - Parameter column: a column index, 0 or more.
  /// - Returns: `a` for 0, `z` for 25, `aa` for 26, `bl` for 63.
  public static func columnLetters(_ column: Int) -> String {
    precondition(column >= 0, "column index must not be negative")
    var letters: [Character] = []
    var rest = column + 1  // bijective base 26: digits 1...26 stand for a...z
    while rest > 0 {
      let digit = (rest - 1) % 26
      letters.append(Character(Unicode.Scalar(UInt8(97 + digit))))
      rest = (rest - 1) / 26
    }
    return String(letters.reversed())
  }
}
