import GRDB

/// One puzzle of the database: the hardest minimal position of one cluster.
public struct PuzzleEntry: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  /// The board in 36-character notation (exit `right:2`); blocks lettered in reading order.
  public var board: String
  /// The optimal number of moves (the prisoner's last slide included).
  public var moves: Int
  /// The sliding blocks, prisoner included.
  public var blocks: Int
  /// The fixed 1x1 blocks.
  public var fixed: Int
  /// The number of positions in the puzzle's cluster.
  public var clusterSize: Int
  /// One optimal solution, moves in the project's notation separated by `, `
  /// (e.g. `B down 3, A right 4`).
  public var solution: String

  /// The table's name.
  public static let databaseTableName = "puzzle"

  /// Creates an entry.
  public init(board: String, moves: Int, blocks: Int, fixed: Int, clusterSize: Int, solution: String) {
    self.board = board
    self.moves = moves
    self.blocks = blocks
    self.fixed = fixed
    self.clusterSize = clusterSize
    self.solution = solution
  }

  /// The line `MOVES BOARD CLUSTER_SIZE` (Michael Fogleman's format, moves zero-padded to two
  /// digits), which `unblocker solve --batch` and `unblocker db cluster --batch` read.
  public var line: String {
    "\(moves < 10 ? "0" : "")\(moves) \(board) \(clusterSize)"
  }
}
