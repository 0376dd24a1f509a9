/// One of the eight symmetries of a square (the dihedral group D4), acting on board coordinates
/// about the origin; combined with a translation it maps a board or a piece onto itself.
public enum SquareSymmetry: Int, CaseIterable, Sendable, CustomStringConvertible {
  /// Leaves every cell in place.
  case identity
  /// A quarter turn clockwise.
  case rotate90
  /// A half turn.
  case rotate180
  /// A quarter turn anticlockwise.
  case rotate270
  /// A mirror image left to right (columns reversed).
  case flipHorizontal
  /// A mirror image top to bottom (rows reversed).
  case flipVertical
  /// A reflection in the main diagonal (rows and columns swapped).
  case transpose
  /// A reflection in the other diagonal.
  case antiTranspose

  /// The image of `cell` about the origin (translate afterwards to normalise).
  public func apply(_ cell: BoardCell) -> BoardCell {
    let r = cell.row
    let c = cell.column
    switch self {
    case .identity: return BoardCell(row: r, column: c)
    case .rotate90: return BoardCell(row: c, column: -r)
    case .rotate180: return BoardCell(row: -r, column: -c)
    case .rotate270: return BoardCell(row: -c, column: r)
    case .flipHorizontal: return BoardCell(row: r, column: -c)
    case .flipVertical: return BoardCell(row: -r, column: c)
    case .transpose: return BoardCell(row: c, column: r)
    case .antiTranspose: return BoardCell(row: -c, column: -r)
    }
  }

  /// The name used in output (`identity`, `rotate90`, …).
  public var description: String {
    switch self {
    case .identity: "identity"
    case .rotate90: "rotate90"
    case .rotate180: "rotate180"
    case .rotate270: "rotate270"
    case .flipHorizontal: "flipHorizontal"
    case .flipVertical: "flipVertical"
    case .transpose: "transpose"
    case .antiTranspose: "antiTranspose"
    }
  }
}
