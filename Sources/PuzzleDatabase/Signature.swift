import Puzzle

/// A family of layouts that moves never leave: the walls, and the lengths of the pieces in
/// each row (horizontal) and column (vertical), in order along the line.
///
/// The prisoner is the only horizontal piece of the exit row (row 2, exit right): a piece to
/// its right would block it forever. Every cluster lies inside one signature, so signatures
/// are the build's units of work and shards split them.
public struct Signature: Hashable, Sendable {
  /// The fixed 1x1 walls, row-major bits (`8 * row + column`).
  public let walls: UInt64
  /// Per row, the index in `Signature.lineContents` of its horizontal pieces (row 2: the
  /// prisoner alone, index 1).
  public let rows: [UInt8]
  /// Per column, the index in `Signature.lineContents` of its vertical pieces.
  public let columns: [UInt8]

  /// Every way to fill one line: the lengths of its pieces in order.
  public static let lineContents: [[Int]] = [[], [2], [3], [2, 2], [2, 3], [3, 2], [3, 3], [2, 2, 2]]

  /// The prisoner's row.
  public static let exitRow = 2

  /// The number of sliding pieces, prisoner included.
  public var pieceCount: Int {
    (rows + columns).reduce(0) { $0 + Signature.lineContents[Int($1)].count }
  }

  /// The number of walls.
  public var wallCount: Int { walls.nonzeroBitCount }

  /// The pieces in state order (horizontal by row then along the row, vertical by column).
  public var pieceSet: PieceSet {
    var pieces: [Piece] = []
    var prisoner = 0
    for (row, content) in rows.enumerated() {
      if row == Signature.exitRow { prisoner = pieces.count }
      for length in Signature.lineContents[Int(content)] {
        pieces.append(Piece(orientation: .horizontal, line: row, length: length))
      }
    }
    for (column, content) in columns.enumerated() {
      for length in Signature.lineContents[Int(content)] {
        pieces.append(Piece(orientation: .vertical, line: column, length: length))
      }
    }
    return PieceSet(pieces: pieces, prisonerIndex: prisoner, walls: walls, exit: .standard)
  }

  /// A hash that is the same on every machine and every run (unlike `Hasher`), to assign the
  /// signature to a shard.
  public var stableHash: UInt64 {
    var packed: UInt64 = 0
    for content in rows + columns { packed = packed << 3 | UInt64(content) }
    return Signature.mix(Signature.mix(walls) ^ packed)
  }

  /// SplitMix64's finaliser.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
