import GRDB

/// A selection of puzzles: by move count, block count and board pattern, hardest first.
public struct PuzzleQuery: Sendable, Hashable {
  /// Which move counts to keep.
  public enum Moves: Sendable, Hashable {
    /// Exactly this many moves.
    case exactly(Int)
    /// The fewest moves in the database (after the other filters).
    case fewest
    /// The most moves in the database (after the other filters).
    case most
  }

  /// The move filter, nil for every count.
  public var moves: Moves?
  /// Keep puzzles with exactly this many sliding blocks (prisoner included).
  public var blocks: Int?
  /// A 36-character board whose `?` match any character (`.` means `o`).
  public var pattern: String?
  /// Keep only the first this many puzzles (most moves first).
  public var limit: Int?

  /// Creates a query; every filter is optional.
  ///
  /// - Throws: `PuzzleDatabaseError.badPattern` for a pattern that is not 36 board characters
  ///   or `?`.
  public init(moves: Moves? = nil, blocks: Int? = nil, pattern: String? = nil, limit: Int? = nil)
    throws(PuzzleDatabaseError)
  {
    if let pattern {
      let allowed = Set("ox?ABCDEFGHIJKLMNOPQRSTUVWXYZ.")
      guard pattern.count == 36, pattern.allSatisfy(allowed.contains) else {
        throw .badPattern(pattern)
      }
    }
    self.moves = moves
    self.blocks = blocks
    self.pattern = pattern.map { String($0.map { $0 == "." ? "o" : $0 }) }
    self.limit = limit
  }

  /// The matching puzzles, most moves first, then by board.
  public func run(on store: PuzzleStore) throws(PuzzleDatabaseError) -> [PuzzleEntry] {
    try store.read { db in
      var request = PuzzleEntry.all()
      if let blocks { request = request.filter(Column("blocks") == blocks) }
      if let pattern { request = request.filter(sql: "board GLOB ?", arguments: [pattern]) }
      switch moves {
      case .exactly(let count)?: request = request.filter(Column("moves") == count)
      case .fewest?, .most?:
        let aggregate = moves == .fewest ? min(Column("moves")) : max(Column("moves"))
        if let extreme = try Int.fetchOne(db, request.select(aggregate)) {
          request = request.filter(Column("moves") == extreme)
        }
      case nil: break
      }
      request = request.order(Column("moves").desc, Column("board"))
      if let limit { request = request.limit(limit) }
      return try request.fetchAll(db)
    }
  }

  /// One puzzle needing exactly `moves` moves, chosen at random; nil when there is none.
  public static func random(moves: Int, on store: PuzzleStore) throws(PuzzleDatabaseError)
    -> PuzzleEntry?
  {
    try store.read { db in
      try PuzzleEntry.filter(Column("moves") == moves).order(sql: "random()").fetchOne(db)
    }
  }

  /// The number of puzzles per move count and block count.
  public static func distribution(on store: PuzzleStore) throws(PuzzleDatabaseError)
    -> [(moves: Int, blocks: Int, count: Int)]
  {
    try store.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT moves, blocks, COUNT(*) AS n FROM puzzle GROUP BY moves, blocks "
          + "ORDER BY moves, blocks"
      ).map { row in (moves: row["moves"], blocks: row["blocks"], count: row["n"]) }
    }
  }
}
