import GRDB
import Puzzle

/// Compares a finished build (a shard or a whole build) with a published list of puzzles
/// that holds every puzzle at its levels (`../shared/puzzles/fogleman-18k.txt` from 37 moves
/// up): the puzzles of at least `minMoves` moves the file stores must be exactly the list's
/// lines at those levels whose signature the build owns, one stored puzzle per line, in the
/// same cluster (clusters are compared, not boards: two hardest positions of one cluster are
/// one puzzle), with the same move count and cluster size.
public struct ShardCheck: Sendable {
  /// The outcome of a check.
  public struct Report: Codable, Hashable, Sendable {
    /// The reference lines at the checked levels.
    public var linesAtLevels = 0
    /// Those outside the build's parameters (more blocks or fixed blocks than it enumerates).
    public var outsideBuild = 0
    /// Those owned by other shards.
    public var otherShards = 0
    /// Those this build owns.
    public var owned = 0
    /// Owned lines matched by a stored puzzle in the same cluster with the same figures.
    public var matched = 0
    /// The stored puzzles at the checked levels.
    public var stored = 0
    /// One sentence per disagreement.
    public var failures: [String] = []
    /// The levels checked and, per level, the owned lines and the stored puzzles.
    public var levels: [Level] = []

    /// True when the file and the list agree.
    public var passed: Bool { failures.isEmpty }
  }

  /// The counts at one level.
  public struct Level: Codable, Hashable, Sendable {
    /// The move count.
    public var moves: Int
    /// The reference lines the build owns at this level.
    public var owned: Int
    /// The puzzles stored at this level.
    public var stored: Int
  }

  /// The lowest level checked.
  public let minMoves: Int

  /// Creates a check of every level from `minMoves` up.
  public init(minMoves: Int) { self.minMoves = minMoves }

  /// Checks the finished build in `store` against `lines` (of a `MOVES BOARD CLUSTER_SIZE` list).
  ///
  /// - Throws: `PuzzleDatabaseError.unfinishedShard` when the build is not finished, or the
  ///   store's errors.
  public func run(store: PuzzleStore, lines: [ClusterCheck]) throws(PuzzleDatabaseError) -> Report {
    let parameters = try store.parameters()
    guard try store.checkpoint().finished else { throw .unfinishedShard(path: store.path) }
    let minMoves = self.minMoves
    let entries = try store.read { db in
      try PuzzleEntry.filter(Column("moves") >= minMoves).order(Column("board")).fetchAll(db)
    }
    var report = Report()
    report.stored = entries.count
    // Each cluster by its canonical (smallest) state within its signature.
    struct Key: Hashable {
      let signature: Signature
      let canonical: UInt64
    }
    struct Found {
      let text: String
      let moves: Int
      let size: Int
    }
    var storedByCluster: [Key: Found] = [:]
    var levels: [Int: Level] = [:]
    for entry in entries {
      levels[entry.moves, default: Level(moves: entry.moves, owned: 0, stored: 0)].stored += 1
      guard let puzzle = try? Puzzle(notation: entry.board), let key = Self.key(of: puzzle) else {
        report.failures.append("stored \(entry.line): not a board this build enumerates")
        continue
      }
      let found = Found(text: entry.line, moves: entry.moves, size: entry.clusterSize)
      if let other = storedByCluster[Key(signature: key.signature, canonical: key.canonical)] {
        report.failures.append("stored \(entry.line): same cluster as stored \(other.text)")
      }
      storedByCluster[Key(signature: key.signature, canonical: key.canonical)] = found
    }
    var matchedKeys = Set<Key>()
    for line in lines where line.moves >= minMoves {
      report.linesAtLevels += 1
      let text = "line \(line.line) (\(line.moves) \(line.puzzle.board.notation) \(line.clusterSize))"
      guard let found = Self.key(of: line.puzzle),
        found.signature.pieceCount <= parameters.maxBlocks,
        found.signature.wallCount <= parameters.maxFixed
      else {
        report.outsideBuild += 1
        continue
      }
      guard parameters.shard.owns(found.signature) else {
        report.otherShards += 1
        continue
      }
      report.owned += 1
      levels[line.moves, default: Level(moves: line.moves, owned: 0, stored: 0)].owned += 1
      let key = Key(signature: found.signature, canonical: found.canonical)
      guard let stored = storedByCluster[key] else {
        report.failures.append("\(text): no stored puzzle of its cluster")
        continue
      }
      guard matchedKeys.insert(key).inserted else {
        report.failures.append("\(text): its cluster is also another line's")
        continue
      }
      guard stored.moves == line.moves, stored.size == line.clusterSize else {
        report.failures.append("\(text): stored as \(stored.text)")
        continue
      }
      report.matched += 1
    }
    for (key, stored) in storedByCluster.sorted(by: { $0.value.text < $1.value.text })
    where !matchedKeys.contains(key) {
      report.failures.append("stored \(stored.text): no line of the list in its cluster")
    }
    report.levels = levels.values.sorted { $0.moves < $1.moves }
    return report
  }

  /// The signature of `puzzle` and its cluster's canonical state; nil when the build never
  /// enumerates such a board.
  static func key(of puzzle: Puzzle) -> (signature: Signature, canonical: UInt64)? {
    let (pieces, state) = PieceSet.of(puzzle)
    guard let signature = Signature(of: pieces) else { return nil }
    let explorer = ClusterExplorer(pieces: pieces)
    let range = explorer.explore(from: state).range
    var canonical = UInt64.max
    for index in range { canonical = min(canonical, explorer.state(at: index)) }
    return (signature, canonical)
  }
}
