import Imaging

extension Pentomino {
  /// The piece's colour in pictures and on a colour terminal: twelve distinct, light enough
  /// for a black letter on top.
  public var colour: RGBA {
    switch self {
    case .f: RGBA(red: 0x9A, green: 0xAA, blue: 0xB8)
    case .i: RGBA(red: 0x5B, green: 0x9B, blue: 0xE6)
    case .l: RGBA(red: 0xF2, green: 0xA9, blue: 0x3B)
    case .n: RGBA(red: 0x5D, green: 0xB8, blue: 0x5C)
    case .p: RGBA(red: 0xB7, green: 0x7F, blue: 0xD4)
    case .t: RGBA(red: 0x4F, green: 0xC4, blue: 0xC0)
    case .u: RGBA(red: 0xF2, green: 0xDC, blue: 0x4E)
    case .v: RGBA(red: 0xEE, green: 0x8F, blue: 0xBF)
    case .w: RGBA(red: 0xC2, green: 0x9A, blue: 0x6B)
    case .x: RGBA(red: 0xE0, green: 0x4B, blue: 0x4B)
    case .y: RGBA(red: 0x8C, green: 0x95, blue: 0xE8)
    case .z: RGBA(red: 0xB5, green: 0xD9, blue: 0x4A)
    }
  }
}
