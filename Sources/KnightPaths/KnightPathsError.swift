/// Everything that can go wrong when a user names a knight board or one of its squares.
public enum KnightPathsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The board size is outside ``KnightBoard/sizes``.
  case boardSizeOutOfRange(Int)
  /// The text is neither algebraic notation (`b3`) nor `row,column` (`3,2`).
  case malformedSquare(String)
  /// The text names a square, but not one on a board of this size.
  case squareOffBoard(String, boardSize: Int)

  /// What failed, on which input, and what to do next.
  public var description: String {
    switch self {
    case .boardSizeOutOfRange(let size):
      return "board size \(size) is out of range; "
        + "use a size from \(KnightBoard.sizes.lowerBound) to \(KnightBoard.sizes.upperBound)"
    case .malformedSquare(let text):
      return "'\(text)' is not a square; write it in algebraic notation like b3 "
        + "(column letters a to z, then aa, ab, ...; row 1 at the bottom) "
        + "or as row,column like 3,2 (1-based, row 1 at the bottom)"
    case .squareOffBoard(let text, let size):
      let lastColumn = Square.columnLetters(size - 1)
      return "'\(text)' is off the \(size)x\(size) board; "
        + "columns run a to \(lastColumn) and rows 1 to \(size) "
        + "(row,column from 1,1 to \(size),\(size))"
    }
  }
}
