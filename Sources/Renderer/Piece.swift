/// One thing drawn on the board: a sliding block, the prisoner or a fixed block, at a
/// position in cells that may be fractional while it slides.
struct Piece: Sendable, Hashable {
  /// What the piece looks like.
  enum Kind: Sendable, Hashable {
    /// A wooden block that slides.
    case block
    /// The red prisoner.
    case prisoner
    /// A fixed 1x1 block with rivets.
    case fixed
  }

  var kind: Kind
  /// The letter in the notation (`x` for fixed blocks).
  var letter: Character
  /// Top row, in cells (fractional while sliding).
  var row: Double
  /// Left column, in cells (fractional while sliding).
  var column: Double
  /// Width in cells.
  var width: Int
  /// Height in cells.
  var height: Int

  /// True when the piece lies in a row (its grain runs left to right).
  var isHorizontal: Bool { width >= height }

  /// A number naming the piece for its grain: the same block keeps its wood in every frame.
  var grainStream: UInt64 {
    let code = UInt64(letter.unicodeScalars.first?.value ?? 0)
    // Fixed blocks share a letter: their cell tells them apart.
    return kind == .fixed ? code << 16 | UInt64(Int(row) * 6 + Int(column)) : code
  }
}
