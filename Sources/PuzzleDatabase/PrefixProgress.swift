import GRDB

/// How far an unfinished build has gone in one prefix: the signatures below it are explored
/// in enumeration order by one task, so the first `unitsDone` of them are done.
public struct PrefixProgress: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  /// The prefix's ordinal (`SignaturePrefix.ordinal`).
  public var prefix: Int
  /// The signatures of the prefix done, from its first in enumeration order.
  public var unitsDone: Int
  /// True once every signature of the prefix is done.
  public var finished: Bool

  /// The table's name.
  public static let databaseTableName = "prefixProgress"
}
