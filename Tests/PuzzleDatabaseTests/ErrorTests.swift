import Foundation
import GRDB
import PuzzleDatabase
import TestSupport
import Testing

@Suite("Database errors")
struct ErrorTests {
  @Test(arguments: ["3/2", "0/4", "x/y", "4", "1/0", "-1/3"])
  func rejectsBadShards(text: String) {
    #expect(throws: PuzzleDatabaseError.badShard(text)) { try Shard(parsing: text) }
    #expect(
      PuzzleDatabaseError.badShard(text).description
        == "shard '\(text)' is not K/N with 1 <= K <= N; write e.g. --shard 3/8 for the third of eight shards")
  }

  @Test func shardsSplitSignaturesExactly() throws {
    let signatures = SignatureEnumerator(maxPieces: 3, maxWalls: 1).all()
    let shards = try (1...4).map { try Shard(index: $0, count: 4) }
    for signature in signatures {
      #expect(shards.filter { $0.owns(signature) }.count == 1)
    }
  }

  @Test func shardsEnumerateOnlyTheirOwnPrefixesAndTogetherEverySignatureOnce() throws {
    let parameters = BuildParameters(maxBlocks: 4, maxFixed: 1)
    let enumerator = SignatureEnumerator(maxPieces: 4, maxWalls: 1)
    let all = enumerator.all()
    #expect(Set(all).count == all.count)
    var union: [Signature] = []
    for index in 1...5 {
      var sharded = parameters
      sharded.shard = try Shard(index: index, count: 5)
      let store = try PuzzleStore.create(
        try Fixtures.temporaryDirectory("db-prefixes").appendingPathComponent("p.sqlite").path,
        parameters: sharded)
      for prefix in DatabaseBuilder(store: store, parameters: sharded).prefixes() {
        enumerator.forEach(in: prefix) { signature in
          #expect(sharded.shard.owns(signature))
          union.append(signature)
        }
      }
    }
    #expect(union.count == all.count)
    #expect(Set(union) == Set(all))
  }

  @Test func refusesAFileThatIsNotADatabase() throws {
    let folder = try Fixtures.temporaryDirectory("db-errors")
    let path = folder.appendingPathComponent("notes.sqlite").path
    try Data("hello, not SQLite\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: PuzzleDatabaseError.notADatabase(path: path, reason: "file is not a database")) {
      try PuzzleStore.open(path)
    }
  }

  @Test func refusesAnSQLiteFileWithoutMeta() throws {
    let folder = try Fixtures.temporaryDirectory("db-errors")
    let path = folder.appendingPathComponent("other.sqlite").path
    try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE t (x)") }
    #expect(throws: PuzzleDatabaseError.notADatabase(path: path, reason: "no format version in a meta table")) {
      try PuzzleStore.open(path)
    }
  }

  @Test func refusesAnotherFormatVersion() throws {
    let folder = try Fixtures.temporaryDirectory("db-errors")
    let path = folder.appendingPathComponent("future.sqlite").path
    _ = try PuzzleStore.create(path, parameters: BuildParameters(maxBlocks: 2))
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "UPDATE meta SET value = '1' WHERE key = 'formatVersion'")
    }
    #expect(throws: PuzzleDatabaseError.formatVersion(path: path, found: 1, expected: PuzzleStore.formatVersion)) {
      try PuzzleStore.open(path)
    }
  }

  @Test(arguments: ["short", "????????????AA???????????????????????*"])
  func rejectsBadPatterns(pattern: String) {
    #expect(throws: PuzzleDatabaseError.badPattern(pattern)) { try PuzzleQuery(pattern: pattern) }
  }
}
