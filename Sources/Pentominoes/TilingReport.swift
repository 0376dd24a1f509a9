/// One tiling as JSON: the board's name and size and the letter grid, row by row
/// (`--first --json`).
public struct TilingReport: Hashable, Sendable, Codable {
  /// The board's name (`6x10`, `8x8`, or a mask file's path).
  public var board: String
  /// Rows of the board.
  public var rows: Int
  /// Columns of the board.
  public var columns: Int
  /// The tiling, one string of piece letters per row (`.` a hole).
  public var tiling: [String]

  /// The report of `tiling`.
  public init(tiling: Tiling) {
    board = tiling.board.name
    rows = tiling.board.rows
    columns = tiling.board.columns
    self.tiling = tiling.rowStrings
  }
}

/// One tiling of a listing, numbered from 1 (`--all --json`, one object per line).
public struct TilingLine: Hashable, Sendable, Codable {
  /// The tiling's number, in the order they were found.
  public var index: Int
  /// The tiling, one string of piece letters per row.
  public var tiling: [String]

  /// The line of the `index`-th tiling.
  public init(index: Int, tiling: Tiling) {
    self.index = index
    self.tiling = tiling.rowStrings
  }
}
