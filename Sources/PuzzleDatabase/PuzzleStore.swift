import Foundation
import GRDB

/// A puzzle database file: the SQLite schema, its format version, the build parameters and
/// checkpoint in `meta`, and the puzzles.
///
/// Schema changes are `DatabaseMigrator` migrations; `formatVersion` says which ones a file
/// has, and a file of another version is refused rather than misread.
public final class PuzzleStore: Sendable {
  /// The format this code reads and writes.
  public static let formatVersion = 3
  /// The file's path, for messages.
  public let path: String
  /// The connection.
  let queue: DatabaseQueue

  /// How far a build has gone: stored in `meta`, updated in the same transaction as the
  /// puzzles of the units it counts.
  public struct Checkpoint: Hashable, Sendable {
    /// The units (signatures of this shard) done, in any order.
    public var unitsDone: Int
    /// The positions explored so far.
    public var states: Int
    /// The clusters found so far.
    public var clusters: Int
    /// True once every unit is done.
    public var finished: Bool
  }

  private init(path: String, queue: DatabaseQueue) {
    self.path = path
    self.queue = queue
  }

  /// Writers commit each unit in WAL mode without a full sync: a crash loses at most the
  /// last commits, which the checkpoint then redoes.
  static var writing: Configuration {
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }
    return configuration
  }

  /// The migrations of the schema, one per format version.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: MetaEntry.databaseTableName) { table in
        table.primaryKey("key", .text)
        table.column("value", .text).notNull()
      }
      try db.create(table: PuzzleEntry.databaseTableName, options: [.withoutRowID]) { table in
        table.primaryKey("board", .text)
        table.column("moves", .integer).notNull().indexed()
        table.column("blocks", .integer).notNull().indexed()
        table.column("fixed", .integer).notNull()
        table.column("clusterSize", .integer).notNull()
        table.column("solution", .text).notNull()
      }
    }
    // Format 2: shards own prefixes; an unfinished build records, per prefix begun, how many
    // of its signatures (in enumeration order) are done, so units commit as they finish.
    migrator.registerMigration("v2") { db in
      try db.create(table: PrefixProgress.databaseTableName) { table in
        table.primaryKey("prefix", .integer)
        table.column("unitsDone", .integer).notNull()
        table.column("finished", .boolean).notNull()
      }
    }
    // Format 3: the published space (no full line, no wall right of the prisoner) and only the
    // clusters with a goal: prefixes are numbered differently and the totals count solvable
    // clusters, so an unfinished format-2 build must not be resumed by this one. No table changes.
    migrator.registerMigration("v3") { _ in }
    return migrator
  }

  /// Opens an existing database, checking that it is one of ours and of this format.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - readOnly: open without write access (queries).
  /// - Throws: `PuzzleDatabaseError.notADatabase` or `.formatVersion`.
  public static func open(_ path: String, readOnly: Bool = true) throws(PuzzleDatabaseError)
    -> PuzzleStore
  {
    var configuration = readOnly ? Configuration() : writing
    configuration.readonly = readOnly
    let store: PuzzleStore
    do {
      store = PuzzleStore(path: path, queue: try DatabaseQueue(path: path, configuration: configuration))
    } catch {
      throw .notADatabase(path: path, reason: message(of: error))
    }
    let version: String?
    do {
      version = try store.queue.read { db -> String? in
        guard try db.tableExists(MetaEntry.databaseTableName) else { return nil }
        return try MetaEntry.fetchOne(db, key: "formatVersion")?.value
      }
    } catch {
      throw .notADatabase(path: path, reason: message(of: error))
    }
    guard let version, let number = Int(version) else {
      throw .notADatabase(path: path, reason: "no format version in a meta table")
    }
    guard number == formatVersion else {
      throw .formatVersion(path: path, found: number, expected: formatVersion)
    }
    return store
  }

  /// Creates a new, empty database for a build with `parameters`.
  ///
  /// - Throws: `PuzzleDatabaseError.sqlite` when the file cannot be created.
  public static func create(_ path: String, parameters: BuildParameters) throws(PuzzleDatabaseError)
    -> PuzzleStore
  {
    do {
      let queue = try DatabaseQueue(path: path, configuration: writing)
      try migrator.migrate(queue)
      try queue.write { db in
        var entries = [
          "formatVersion": "\(formatVersion)", "maxBlocks": "\(parameters.maxBlocks)",
          "maxFixed": "\(parameters.maxFixed)", "minMoves": "\(parameters.minMoves)",
          "shard": parameters.shard.description,
        ]
        entries.merge(checkpointValues(Checkpoint(unitsDone: 0, states: 0, clusters: 0, finished: false))) { $1 }
        for (key, value) in entries { try MetaEntry(key: key, value: value).save(db) }
      }
      return PuzzleStore(path: path, queue: queue)
    } catch {
      throw .sqlite(path: path, message: message(of: error))
    }
  }

  /// Opens the database at `path` to resume a build with `parameters`, or creates it when
  /// no file is there.
  ///
  /// - Throws: `PuzzleDatabaseError.notADatabase`, `.formatVersion`, `.parametersDiffer`
  ///   (a file built with other parameters) or `.sqlite`.
  public static func resumeOrCreate(_ path: String, parameters: BuildParameters)
    throws(PuzzleDatabaseError) -> PuzzleStore
  {
    guard FileManager.default.fileExists(atPath: path) else {
      return try create(path, parameters: parameters)
    }
    let store = try open(path, readOnly: false)
    let stored = try store.parameters()
    guard stored == parameters else {
      throw .parametersDiffer(path: path, found: stored.description, asked: parameters.description)
    }
    return store
  }

  /// The meta entries of a checkpoint.
  static func checkpointValues(_ checkpoint: Checkpoint) -> [String: String] {
    [
      "unitsDone": "\(checkpoint.unitsDone)", "states": "\(checkpoint.states)",
      "clusters": "\(checkpoint.clusters)", "finished": checkpoint.finished ? "1" : "0",
    ]
  }

  /// Every meta entry.
  public func meta() throws(PuzzleDatabaseError) -> [String: String] {
    do {
      let entries = try queue.read { db in try MetaEntry.fetchAll(db) }
      return Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in first }
    } catch {
      throw .sqlite(path: path, message: PuzzleStore.message(of: error))
    }
  }

  /// The build parameters stored in `meta`.
  ///
  /// - Throws: `PuzzleDatabaseError.notADatabase` when an entry is missing or malformed.
  public func parameters() throws(PuzzleDatabaseError) -> BuildParameters {
    let meta = try meta()
    guard let maxBlocks = meta["maxBlocks"].flatMap({ Int($0) }),
      let maxFixed = meta["maxFixed"].flatMap({ Int($0) }),
      let minMoves = meta["minMoves"].flatMap({ Int($0) }),
      let shardText = meta["shard"], let shard = try? Shard(parsing: shardText)
    else { throw .notADatabase(path: path, reason: "the build parameters in meta are incomplete") }
    return BuildParameters(maxBlocks: maxBlocks, maxFixed: maxFixed, minMoves: minMoves, shard: shard)
  }

  /// The build's checkpoint stored in `meta`.
  public func checkpoint() throws(PuzzleDatabaseError) -> Checkpoint {
    do {
      return try queue.read { db in try PuzzleStore.checkpoint(in: db, path: path) }
    } catch let error as PuzzleDatabaseError {
      throw error
    } catch {
      throw .sqlite(path: path, message: PuzzleStore.message(of: error))
    }
  }

  /// The checkpoint stored in `meta`, read in a transaction.
  static func checkpoint(in db: Database, path: String) throws -> Checkpoint {
    let entries = try MetaEntry.fetchAll(db)
    let meta = Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in first }
    guard let units = meta["unitsDone"].flatMap({ Int($0) }),
      let states = meta["states"].flatMap({ Int($0) }),
      let clusters = meta["clusters"].flatMap({ Int($0) })
    else {
      throw PuzzleDatabaseError.notADatabase(path: path, reason: "the build checkpoint in meta is incomplete")
    }
    return Checkpoint(
      unitsDone: units, states: states, clusters: clusters, finished: meta["finished"] == "1")
  }

  /// Stores `entries` and the new checkpoint in one transaction (a merge).
  func commit(_ entries: [PuzzleEntry], checkpoint: Checkpoint) throws(PuzzleDatabaseError) {
    do {
      try queue.write { db in
        for entry in entries { try entry.insert(db, onConflict: .ignore) }
        for (key, value) in PuzzleStore.checkpointValues(checkpoint) {
          try MetaEntry(key: key, value: value).save(db)
        }
      }
    } catch {
      throw .sqlite(path: path, message: PuzzleStore.message(of: error))
    }
  }

  /// The progress of every prefix begun and not yet cleared by the end of the build, by
  /// prefix ordinal.
  public func prefixProgress() throws(PuzzleDatabaseError) -> [Int: PrefixProgress] {
    let rows = try read { db in try PrefixProgress.fetchAll(db) }
    return Dictionary(rows.map { ($0.prefix, $0) }) { first, _ in first }
  }

  /// Stores the puzzles of some units of one prefix, the prefix's progress and the added
  /// totals in one transaction, so the file never counts a unit whose puzzles it lacks.
  ///
  /// - Parameters:
  ///   - entries: the puzzles the units kept.
  ///   - progress: the prefix's progress after these units.
  ///   - units: the units committed here.
  ///   - states: their positions.
  ///   - clusters: their clusters.
  /// - Returns: the checkpoint after the commit.
  func commit(
    _ entries: [PuzzleEntry], progress: PrefixProgress, units: Int, states: Int, clusters: Int
  ) throws(PuzzleDatabaseError) -> Checkpoint {
    try updateCheckpoint { db, checkpoint in
      for entry in entries { try entry.insert(db, onConflict: .ignore) }
      try progress.save(db)
      checkpoint.unitsDone += units
      checkpoint.states += states
      checkpoint.clusters += clusters
    }
  }

  /// Marks the build finished and forgets the per-prefix progress, which every prefix done
  /// makes redundant (so a finished file is the same however often the build was resumed).
  func finish() throws(PuzzleDatabaseError) -> Checkpoint {
    try updateCheckpoint { db, checkpoint in
      try PrefixProgress.deleteAll(db)
      checkpoint.finished = true
    }
  }

  /// Reads the checkpoint, lets `change` write and update it, and stores it, in one transaction.
  private func updateCheckpoint(_ change: (Database, inout Checkpoint) throws -> Void)
    throws(PuzzleDatabaseError) -> Checkpoint
  {
    do {
      return try queue.write { db in
        var checkpoint = try PuzzleStore.checkpoint(in: db, path: path)
        try change(db, &checkpoint)
        for (key, value) in PuzzleStore.checkpointValues(checkpoint) {
          try MetaEntry(key: key, value: value).save(db)
        }
        return checkpoint
      }
    } catch let error as PuzzleDatabaseError {
      throw error
    } catch {
      throw .sqlite(path: path, message: PuzzleStore.message(of: error))
    }
  }

  /// Runs a read-only query.
  func read<T>(_ body: (Database) throws -> T) throws(PuzzleDatabaseError) -> T {
    do {
      return try queue.read(body)
    } catch {
      throw .sqlite(path: path, message: PuzzleStore.message(of: error))
    }
  }

  /// The SQLite message of an error, without GRDB's decorations.
  static func message(of error: any Error) -> String {
    if let error = error as? GRDB.DatabaseError { return error.message ?? "\(error)" }
    return "\(error)"
  }
}
