/// A tiling of a board: which pentomino covers each square of its grid.
public struct Tiling: Hashable, Sendable {
  /// The board tiled.
  public let board: PentominoBoard
  /// Row-major over the board's grid: the piece covering each square, nil for a hole.
  public let pieces: [Pentomino?]

  /// Creates a tiling from row-major pieces (nil for holes).
  /// - Precondition: `pieces.count == board.rows * board.columns`.
  public init(board: PentominoBoard, pieces: [Pentomino?]) {
    precondition(pieces.count == board.rows * board.columns, "one entry per grid square")
    self.board = board
    self.pieces = pieces
  }

  /// The piece covering `cell`, nil for a hole or a square off the grid.
  public subscript(cell: BoardCell) -> Pentomino? {
    guard cell.row >= 0, cell.row < board.rows, cell.column >= 0, cell.column < board.columns
    else { return nil }
    return pieces[cell.row * board.columns + cell.column]
  }

  /// The cells covered by `piece`, row-major.
  public func cells(of piece: Pentomino) -> [BoardCell] {
    pieces.indices.filter { pieces[$0] == piece }.map {
      BoardCell(row: $0 / board.columns, column: $0 % board.columns)
    }
  }

  /// One string per grid row: each square's piece letter, `.` for a hole.
  public var rowStrings: [String] {
    (0..<board.rows).map { row in
      String(
        (0..<board.columns).map { column in
          pieces[row * board.columns + column]?.letter ?? "."
        })
    }
  }

  /// The letter grid, rows separated by newlines (no final newline).
  public var text: String { rowStrings.joined(separator: "\n") }
}
