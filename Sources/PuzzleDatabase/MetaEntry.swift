import GRDB

/// One key and value of the `meta` table: the format version, the build parameters and the
/// build's checkpoint.
struct MetaEntry: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  var key: String
  var value: String

  static let databaseTableName = "meta"
}
