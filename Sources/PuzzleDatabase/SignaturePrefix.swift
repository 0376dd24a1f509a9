/// The first choices of the signature enumeration: the walls and the pieces of rows 0, 1 and
/// 3. Prefixes split a build: each shard owns whole prefixes and enumerates only the
/// signatures below its own, so no shard walks the whole space.
public struct SignaturePrefix: Hashable, Sendable {
  /// The fixed 1x1 walls, row-major bits (`8 * row + column`).
  public let walls: UInt64
  /// The index in `Signature.lineContents` of the pieces of each prefix line (rows 0, 1, 3).
  public let contents: [UInt8]
  /// The prefix's place in the enumeration of its build (the same on every machine).
  public let ordinal: Int

  /// The rows a prefix fixes, in enumeration order.
  public static let rows = [0, 1, 3]

  /// Creates a prefix.
  public init(walls: UInt64, contents: [UInt8], ordinal: Int) {
    self.walls = walls
    self.contents = contents
    self.ordinal = ordinal
  }

  /// The number of sliding pieces the prefix fixes, the prisoner included.
  public var pieceCount: Int {
    1 + contents.reduce(0) { $0 + Signature.lineContents[Int($1)].count }
  }

  /// A hash that is the same on every machine and every run, to assign the prefix (and every
  /// signature below it) to a shard.
  public var stableHash: UInt64 { Self.stableHash(walls: walls, contents: contents) }

  /// The stable hash of the prefix with these walls and prefix-line contents.
  static func stableHash(walls: UInt64, contents: [UInt8]) -> UInt64 {
    var packed: UInt64 = 0
    for content in contents { packed = packed << 3 | UInt64(content) }
    return Signature.mix(Signature.mix(walls) ^ packed)
  }
}
