/// One block on the board: a letter, its top-left cell, its orientation and its length.
///
/// `A` is the prisoner (always horizontal, length 2). `x` is a fixed 1x1 block; many fixed
/// blocks share the letter `x`. Every other letter (`B` to `Z`) names exactly one sliding
/// block of length 2 or 3.
public struct Block: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The prisoner's letter.
  public static let prisonerLetter: Character = "A"
  /// The letter of fixed 1x1 blocks.
  public static let fixedLetter: Character = "x"

  /// The block's letter in the notation.
  public var letter: Character
  /// The top-left cell (the first cell met in reading order).
  public var origin: Cell
  /// The axis the block slides along (`horizontal` for fixed blocks).
  public var orientation: Orientation
  /// The number of cells: 2 or 3 for sliding blocks, 1 for fixed blocks.
  public var length: Int

  /// Creates a block; `Board(blocks:)` checks that it is valid.
  ///
  /// - Parameters:
  ///   - letter: `A` for the prisoner, `x` for a fixed block, `B`-`Z` for the others.
  ///   - origin: the top-left cell.
  ///   - orientation: `horizontal` (moves left/right) or `vertical` (moves up/down).
  ///   - length: 2 or 3 (1 for a fixed block).
  public init(letter: Character, origin: Cell, orientation: Orientation, length: Int) {
    self.letter = letter
    self.origin = origin
    self.orientation = orientation
    self.length = length
  }

  /// A fixed 1x1 block at `cell`.
  public static func fixed(at cell: Cell) -> Block {
    Block(letter: fixedLetter, origin: cell, orientation: .horizontal, length: 1)
  }

  /// True for the prisoner `A`.
  public var isPrisoner: Bool { letter == Self.prisonerLetter }

  /// True for a fixed 1x1 block `x`.
  public var isFixed: Bool { letter == Self.fixedLetter }

  /// The cells the block covers, in reading order.
  public var cells: [Cell] {
    (0..<length).map { step in
      orientation == .horizontal
        ? Cell(row: origin.row, column: origin.column + step)
        : Cell(row: origin.row + step, column: origin.column)
    }
  }

  /// The last cell (bottom or right end).
  public var end: Cell { cells[cells.count - 1] }

  /// E.g. `C vertical 3 at (0,3)`.
  public var description: String {
    isFixed ? "x at \(origin)" : "\(letter) \(orientation.rawValue) \(length) at \(origin)"
  }

  private enum CodingKeys: String, CodingKey {
    case letter, origin, orientation, length
  }

  /// Decodes `{"letter":"C","origin":{"row":0,"column":3},"orientation":"vertical","length":3}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .letter)
    guard text.count == 1, let letter = text.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .letter, in: container, debugDescription: "a block letter is one character")
    }
    self.letter = letter
    origin = try container.decode(Cell.self, forKey: .origin)
    orientation = try container.decode(Orientation.self, forKey: .orientation)
    length = try container.decode(Int.self, forKey: .length)
  }

  /// Encodes the block with its letter as a one-character string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(String(letter), forKey: .letter)
    try container.encode(origin, forKey: .origin)
    try container.encode(orientation, forKey: .orientation)
    try container.encode(length, forKey: .length)
  }
}
