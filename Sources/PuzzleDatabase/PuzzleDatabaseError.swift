/// Everything that can go wrong with a puzzle database or its inputs, each case carrying the
/// value or path at fault; the description says what to do.
public enum PuzzleDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A line of a cluster list that is not `MOVES BOARD CLUSTER_SIZE`.
  case badCheckLine(line: Int, text: String, reason: String)
  /// A shard written other than `K/N` with 1 <= K <= N.
  case badShard(String)
  /// A file that is not an SQLite database of puzzles.
  case notADatabase(path: String, reason: String)
  /// A puzzle database written by another format version.
  case formatVersion(path: String, found: Int, expected: Int)
  /// Shards that cannot be merged: different parameters, missing or repeated shards.
  case mergeMismatch(path: String, reason: String)
  /// A shard still being built.
  case unfinishedShard(path: String)
  /// A database whose build parameters differ from the ones asked to resume with.
  case parametersDiffer(path: String, found: String, asked: String)
  /// A board pattern that is not 36 board characters or `?`.
  case badPattern(String)
  /// An SQLite failure while reading or writing.
  case sqlite(path: String, message: String)

  /// What failed, on which input, and what to do next.
  public var description: String {
    switch self {
    case .badCheckLine(let line, let text, let reason):
      "line \(line): '\(text)': \(reason); write MOVES BOARD CLUSTER_SIZE, e.g. "
        + "'51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780'"
    case .badShard(let text):
      "shard '\(text)' is not K/N with 1 <= K <= N; write e.g. --shard 3/8 for the third of "
        + "eight shards"
    case .notADatabase(let path, let reason):
      "\(path): not an unblocker puzzle database (\(reason)); give a file made by "
        + "'unblocker db build' or 'unblocker db merge'"
    case .formatVersion(let path, let found, let expected):
      "\(path): puzzle database format version \(found), this unblocker reads version "
        + "\(expected); rebuild it with 'unblocker db build' (or use the unblocker that made it)"
    case .mergeMismatch(let path, let reason):
      "\(path): cannot merge: \(reason); merge the N shards of one build, each exactly once"
    case .unfinishedShard(let path):
      "\(path): the build of this shard has not finished; rerun the same 'unblocker db build' "
        + "command to resume it, then merge"
    case .parametersDiffer(let path, let found, let asked):
      "\(path): built with \(found), not \(asked); resume with the same parameters, or write "
        + "to a new file (or add --force to start over)"
    case .badPattern(let text):
      "pattern '\(text)' is not 36 characters of o . x A-Z or ? (any character); write e.g. "
        + "'????????????AA??????????????????????' for the prisoner at the left of its row"
    case .sqlite(let path, let message):
      "\(path): SQLite: \(message)"
    }
  }
}
