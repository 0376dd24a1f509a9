/// One of `count` independent parts of a build, written `K/N` (`index` K from 1).
///
/// A signature belongs to the shard of its prefix (its walls and the pieces of rows 0, 1 and
/// 3): shard `stableHash % N + 1` of the prefix. So a shard enumerates only the signatures
/// below its own prefixes, every cluster (which lies in one signature) is explored by exactly
/// one shard, and the shards' files merge into the file a single build would write.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// K, from 1 to `count`.
  public let index: Int
  /// N, at least 1.
  public let count: Int

  /// The whole build as one shard.
  public static let whole = Shard(checkedIndex: 1, count: 1)

  private init(checkedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `K/N`.
  ///
  /// - Throws: `PuzzleDatabaseError.badShard` unless the text is two integers with 1 <= K <= N.
  public init(parsing text: String) throws(PuzzleDatabaseError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else { throw .badShard(text) }
    self.init(checkedIndex: index, count: count)
  }

  /// Creates shard `index` of `count`.
  ///
  /// - Throws: `PuzzleDatabaseError.badShard` unless 1 <= index <= count.
  public init(index: Int, count: Int) throws(PuzzleDatabaseError) {
    try self.init(parsing: "\(index)/\(count)")
  }

  /// True when `signature` is this shard's work.
  public func owns(_ signature: Signature) -> Bool {
    let key = signature.prefixKey
    return owns(hash: SignaturePrefix.stableHash(walls: key.walls, contents: key.contents))
  }

  /// True when `prefix`, and so every signature below it, is this shard's work.
  public func owns(_ prefix: SignaturePrefix) -> Bool { owns(hash: prefix.stableHash) }

  /// True when a prefix of stable hash `hash` is this shard's.
  private func owns(hash: UInt64) -> Bool {
    count == 1 || Shard.owner(hash: hash, count: count) == index
  }

  /// K of the shard of N that owns `prefix`.
  public static func owner(of prefix: SignaturePrefix, count: Int) -> Int {
    owner(hash: prefix.stableHash, count: count)
  }

  /// K of the shard of N that owns a prefix of stable hash `hash`.
  private static func owner(hash: UInt64, count: Int) -> Int { Int(hash % UInt64(count)) + 1 }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }
}
