import Puzzle

/// One sliding piece of a cluster, without its position: the line it slides along and its
/// length. Moves never change a piece's line, so a cluster is a set of pieces and walls
/// plus one offset per piece.
public struct Piece: Hashable, Sendable, Comparable {
  /// The axis the piece slides along.
  public var orientation: Orientation
  /// The row of a horizontal piece, the column of a vertical one.
  public var line: Int
  /// 2 or 3 cells.
  public var length: Int

  /// Creates a piece on `line` (a row when horizontal, a column when vertical).
  public init(orientation: Orientation, line: Int, length: Int) {
    self.orientation = orientation
    self.line = line
    self.length = length
  }

  /// Horizontal pieces first, then by line; order along a line is kept by the caller.
  public static func < (lhs: Piece, rhs: Piece) -> Bool {
    let left = (lhs.orientation == .horizontal ? 0 : 1, lhs.line)
    let right = (rhs.orientation == .horizontal ? 0 : 1, rhs.line)
    return left < right
  }

  /// The cell covered by the piece's first square at `offset`.
  func origin(at offset: Int) -> Cell {
    orientation == .horizontal
      ? Cell(row: line, column: offset) : Cell(row: offset, column: line)
  }
}
