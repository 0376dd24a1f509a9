import Puzzle

/// A board as a report shows it: what the label expects or what the scanner read.
public struct SampleReading: Hashable, Sendable, Codable {
  /// The board in canonical notation (blocks renamed in reading order), nil for a rejection or
  /// when the scanner found no board.
  public var board: String?
  /// The exit (`{"side": "right", "row": 2}` in JSON), nil when there is no board.
  public var exit: Exit?
  /// True when the label expects a rejection, or the scanner found no board.
  public var reject: Bool
  /// The tile classes read when the scanner located a board but read no legal puzzle
  /// (36 characters: `o` empty, `#` block, `A` prisoner, `x` fixed).
  public var tiles: String?
  /// The theme the scanner used, when it says (scanned readings only).
  public var theme: String?

  /// Creates a reading.
  public init(
    board: String?, exit: Exit?, reject: Bool, tiles: String? = nil, theme: String? = nil
  ) {
    self.board = board
    self.exit = exit
    self.reject = reject
    self.tiles = tiles
    self.theme = theme
  }

  /// The reading of a puzzle, its board canonicalized; a rejection for nil.
  public init(_ puzzle: Puzzle?, theme: String? = nil) {
    self.init(
      board: puzzle?.board.canonicalized().notation, exit: puzzle?.exit,
      reject: puzzle == nil, theme: theme)
  }

  /// The 36 characters to draw as a grid: the board, else the tile classes, else nil.
  public var grid: String? { board ?? tiles }
}
