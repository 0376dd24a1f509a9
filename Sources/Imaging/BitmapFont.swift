/// A fixed-width bitmap font: 5 x 7 glyphs for printable ASCII (32-126) in 6 x 8 cells.
///
/// Every glyph is 7 rows of 5 bits (bit 4 is the leftmost column). Characters outside
/// printable ASCII are drawn as a hollow box; a tab is drawn as a space.
public struct BitmapFont: Sendable {
  /// Width of a glyph's ink box in font pixels.
  public let glyphWidth = 5
  /// Height of a glyph's ink box in font pixels.
  public let glyphHeight = 7
  /// Horizontal distance between glyph origins (glyph width plus one column of spacing).
  public let advance = 6
  /// Vertical distance between line origins (glyph height plus one row of spacing).
  public let lineHeight = 8

  /// The largest scale honoured; larger scales are treated as this one.
  public static let maximumScale = 1024

  /// The built-in font.
  public static let standard = BitmapFont()

  private init() {}

  /// The 7 bit-rows of `character`'s glyph (top first; bit 4 is the leftmost column).
  public func rows(for character: Character) -> [UInt8] {
    let base = Self.glyphIndex(character) * 7
    return Array(Self.glyphRows[base..<base + 7])
  }

  /// True when `character`'s glyph has ink at column `x` (0-4), row `y` (0-6).
  public func isInked(_ character: Character, x: Int, y: Int) -> Bool {
    guard (0..<glyphWidth).contains(x), (0..<glyphHeight).contains(y) else { return false }
    return Self.glyphRows[Self.glyphIndex(character) * 7 + y] >> (4 - x) & 1 == 1
  }

  /// True when the font has a real glyph for `character` (printable ASCII or a tab).
  public func hasGlyph(for character: Character) -> Bool {
    Self.glyphIndex(character) != Self.replacementIndex
  }

  /// The size of `text` drawn at `scale`: the widest line and all lines, without trailing
  /// spacing (`advance * characters - 1` by `lineHeight * lines - 1`, times `scale`).
  ///
  /// - Parameters:
  ///   - text: one or more lines separated by newlines; an empty text measures 0 x 0.
  ///   - scale: the size of one font pixel in image pixels (clamped to 1...`maximumScale`).
  public func measureText(_ text: String, scale: Int = 1) -> PixelSize {
    let lines = Self.lines(of: text)
    let s = Swift.min(Swift.max(1, scale), BitmapFont.maximumScale)
    let longest = lines.map(\.count).max() ?? 0
    guard longest > 0 else {
      return PixelSize(width: 0, height: text.isEmpty ? 0 : (lines.count * lineHeight - 1) * s)
    }
    return PixelSize(width: (longest * advance - 1) * s, height: (lines.count * lineHeight - 1) * s)
  }

  /// `text` split at newlines (`\n`, `\r\n`, `\r`), keeping empty lines.
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  static let replacementIndex = 95

  /// The index of `character`'s glyph in `glyphRows` (the replacement box when it has none).
  static func glyphIndex(_ character: Character) -> Int {
    guard let ascii = character.asciiValue else { return replacementIndex }
    if ascii == 9 { return 0 }  // tab: a space
    guard ascii >= 32, ascii <= 126 else { return replacementIndex }
    return Int(ascii) - 32
  }

  /// 7 rows per glyph for ASCII 32...126, then the replacement box.
  static let glyphRows: [UInt8] = [
    0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000,  // space
    0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00000, 0b00100,  // !
    0b01010, 0b01010, 0b01010, 0b00000, 0b00000, 0b00000, 0b00000,  // "
    0b01010, 0b01010, 0b11111, 0b01010, 0b11111, 0b01010, 0b01010,  // #
    0b00100, 0b01111, 0b10100, 0b01110, 0b00101, 0b11110, 0b00100,  // $
    0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011,  // %
    0b01100, 0b10010, 0b10100, 0b01000, 0b10101, 0b10010, 0b01101,  // &
    0b00100, 0b00100, 0b01000, 0b00000, 0b00000, 0b00000, 0b00000,  // '
    0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010,  // (
    0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000,  // )
    0b00000, 0b00100, 0b10101, 0b01110, 0b10101, 0b00100, 0b00000,  // *
    0b00000, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0b00000,  // +
    0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b00100, 0b01000,  // ,
    0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000,  // -
    0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b01100,  // .
    0b00000, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b00000,  // /
    0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110,  // 0
    0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110,  // 1
    0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111,  // 2
    0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110,  // 3
    0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010,  // 4
    0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110,  // 5
    0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110,  // 6
    0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000,  // 7
    0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110,  // 8
    0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100,  // 9
    0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b01100, 0b00000,  // :
    0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b00100, 0b01000,  // ;
    0b00010, 0b00100, 0b01000, 0b10000, 0b01000, 0b00100, 0b00010,  // <
    0b00000, 0b00000, 0b11111, 0b00000, 0b11111, 0b00000, 0b00000,  // =
    0b01000, 0b00100, 0b00010, 0b00001, 0b00010, 0b00100, 0b01000,  // >
    0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b00000, 0b00100,  // ?
    0b01110, 0b10001, 0b00001, 0b01101, 0b10101, 0b10101, 0b01110,  // @
    0b01110, 0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001,  // A
    0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110,  // B
    0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110,  // C
    0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100,  // D
    0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111,  // E
    0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000,  // F
    0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111,  // G
    0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001,  // H
    0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110,  // I
    0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100,  // J
    0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001,  // K
    0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111,  // L
    0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001,  // M
    0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001,  // N
    0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110,  // O
    0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000,  // P
    0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101,  // Q
    0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001,  // R
    0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110,  // S
    0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100,  // T
    0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110,  // U
    0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100,  // V
    0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010,  // W
    0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001,  // X
    0b10001, 0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100,  // Y
    0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111,  // Z
    0b01110, 0b01000, 0b01000, 0b01000, 0b01000, 0b01000, 0b01110,  // [
    0b00000, 0b10000, 0b01000, 0b00100, 0b00010, 0b00001, 0b00000,  // backslash
    0b01110, 0b00010, 0b00010, 0b00010, 0b00010, 0b00010, 0b01110,  // ]
    0b00100, 0b01010, 0b10001, 0b00000, 0b00000, 0b00000, 0b00000,  // ^
    0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b11111,  // _
    0b01000, 0b00100, 0b00010, 0b00000, 0b00000, 0b00000, 0b00000,  // `
    0b00000, 0b00000, 0b01110, 0b00001, 0b01111, 0b10001, 0b01111,  // a
    0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b11110,  // b
    0b00000, 0b00000, 0b01110, 0b10000, 0b10000, 0b10001, 0b01110,  // c
    0b00001, 0b00001, 0b01101, 0b10011, 0b10001, 0b10001, 0b01111,  // d
    0b00000, 0b00000, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110,  // e
    0b00110, 0b01001, 0b01000, 0b11100, 0b01000, 0b01000, 0b01000,  // f
    0b00000, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110,  // g
    0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001,  // h
    0b00100, 0b00000, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110,  // i
    0b00010, 0b00000, 0b00110, 0b00010, 0b00010, 0b10010, 0b01100,  // j
    0b10000, 0b10000, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010,  // k
    0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110,  // l
    0b00000, 0b00000, 0b11010, 0b10101, 0b10101, 0b10001, 0b10001,  // m
    0b00000, 0b00000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001,  // n
    0b00000, 0b00000, 0b01110, 0b10001, 0b10001, 0b10001, 0b01110,  // o
    0b00000, 0b00000, 0b11110, 0b10001, 0b11110, 0b10000, 0b10000,  // p
    0b00000, 0b00000, 0b01101, 0b10011, 0b01111, 0b00001, 0b00001,  // q
    0b00000, 0b00000, 0b10110, 0b11001, 0b10000, 0b10000, 0b10000,  // r
    0b00000, 0b00000, 0b01110, 0b10000, 0b01110, 0b00001, 0b11110,  // s
    0b01000, 0b01000, 0b11100, 0b01000, 0b01000, 0b01001, 0b00110,  // t
    0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b10011, 0b01101,  // u
    0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100,  // v
    0b00000, 0b00000, 0b10001, 0b10001, 0b10101, 0b10101, 0b01010,  // w
    0b00000, 0b00000, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001,  // x
    0b00000, 0b00000, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110,  // y
    0b00000, 0b00000, 0b11111, 0b00010, 0b00100, 0b01000, 0b11111,  // z
    0b00010, 0b00100, 0b00100, 0b01000, 0b00100, 0b00100, 0b00010,  // {
    0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100,  // |
    0b01000, 0b00100, 0b00100, 0b00010, 0b00100, 0b00100, 0b01000,  // }
    0b00000, 0b00000, 0b01000, 0b10101, 0b00010, 0b00000, 0b00000,  // ~
    0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111,  // replacement box
  ]
}
