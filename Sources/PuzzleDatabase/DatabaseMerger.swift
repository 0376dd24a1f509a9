import GRDB

/// Combines the N finished shards of one build into one file equal to a single-machine
/// build's: the same puzzles, parameters (shard `1/1`) and totals.
public enum DatabaseMerger {
  /// Merges `inputs` into the new file `output`.
  ///
  /// - Parameters:
  ///   - output: a path where no file exists (the caller removes one with `--force`).
  ///   - inputs: every shard of one build, each once, in any order.
  /// - Returns: the merged file's checkpoint and its number of puzzles.
  /// - Throws: `PuzzleDatabaseError.notADatabase`, `.formatVersion`, `.unfinishedShard`,
  ///   `.mergeMismatch`, or `.sqlite`.
  public static func merge(into output: String, from inputs: [String]) throws(PuzzleDatabaseError)
    -> (checkpoint: PuzzleStore.Checkpoint, puzzles: Int)
  {
    var stores: [(store: PuzzleStore, parameters: BuildParameters, checkpoint: PuzzleStore.Checkpoint)] = []
    for path in inputs {
      let store = try PuzzleStore.open(path)
      let parameters = try store.parameters()
      let checkpoint = try store.checkpoint()
      guard checkpoint.finished else { throw .unfinishedShard(path: path) }
      stores.append((store, parameters, checkpoint))
    }
    guard let first = stores.first else {
      throw .mergeMismatch(path: output, reason: "no input files")
    }
    var whole = first.parameters
    whole.shard = .whole
    var seen: [Int: String] = [:]
    for (store, parameters, _) in stores {
      var general = parameters
      general.shard = .whole
      guard general == whole else {
        throw .mergeMismatch(
          path: store.path,
          reason: "built with \(parameters), but \(first.store.path) with \(first.parameters)")
      }
      guard parameters.shard.count == first.parameters.shard.count else {
        throw .mergeMismatch(
          path: store.path,
          reason: "shard \(parameters.shard) is not one of \(first.parameters.shard.count) shards")
      }
      if let other = seen[parameters.shard.index] {
        throw .mergeMismatch(
          path: store.path, reason: "shard \(parameters.shard) is also given as \(other)")
      }
      seen[parameters.shard.index] = store.path
    }
    let count = first.parameters.shard.count
    let missing = (1...count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      throw .mergeMismatch(
        path: output,
        reason: "shards \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing")
    }
    let merged = try PuzzleStore.create(output, parameters: whole)
    var total = PuzzleStore.Checkpoint(unitsDone: 0, states: 0, clusters: 0, finished: true)
    for (store, _, checkpoint) in stores.sorted(by: { $0.parameters.shard.index < $1.parameters.shard.index }) {
      total.unitsDone += checkpoint.unitsDone
      total.states += checkpoint.states
      total.clusters += checkpoint.clusters
      let entries = try store.read { db in try PuzzleEntry.fetchAll(db) }
      try merged.commit(entries, checkpoint: total)
    }
    let puzzles = try merged.read { db in try PuzzleEntry.fetchCount(db) }
    return (total, puzzles)
  }
}
