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

  /// The walls and the pieces of rows 0, 1 and 3: what decides the signature's shard.
  public var prefixKey: (walls: UInt64, contents: [UInt8]) {
    (walls, SignaturePrefix.rows.map { rows[$0] })
  }

  /// SplitMix64's finaliser.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Signature {
  /// The signature of a piece set, nil when the build never enumerates it (an exit other than
  /// row 2 right, or another horizontal piece in the prisoner's row).
  public init?(of pieces: PieceSet) {
    guard pieces.exit == .standard else { return nil }
    var rows = [[Int]](repeating: [], count: 6)
    var columns = [[Int]](repeating: [], count: 6)
    for piece in pieces.pieces {
      if piece.orientation == .horizontal {
        rows[piece.line].append(piece.length)
      } else {
        columns[piece.line].append(piece.length)
      }
    }
    guard rows[Signature.exitRow] == [2], pieces.pieces[pieces.prisonerIndex].line == Signature.exitRow
    else { return nil }
    var rowContents: [UInt8] = []
    var columnContents: [UInt8] = []
    for lengths in rows {
      guard let index = Signature.lineContents.firstIndex(of: lengths) else { return nil }
      rowContents.append(UInt8(index))
    }
    for lengths in columns {
      guard let index = Signature.lineContents.firstIndex(of: lengths) else { return nil }
      columnContents.append(UInt8(index))
    }
    self.init(walls: pieces.walls, rows: rowContents, columns: columnContents)
  }
}
