import Imaging

/// The colours of a knight picture.
public struct KnightPictureStyle: Hashable, Sendable {
  /// Around the board, behind the labels and caption.
  public var background = RGBA(red: 0x30, green: 0x2E, blue: 0x2B)
  /// Row and column labels, and the caption.
  public var label = RGBA(red: 0xE2, green: 0xDC, blue: 0xD2)
  /// Squares whose row plus column is odd (`b1`, `a2`, …).
  public var lightSquare = RGBA(red: 0xF0, green: 0xD9, blue: 0xB5)
  /// Squares whose row plus column is even (`a1` is dark, as on a chessboard).
  public var darkSquare = RGBA(red: 0xB5, green: 0x88, blue: 0x63)
  /// Blended over the start square.
  public var startHighlight = RGBA(red: 0x9A, green: 0xC8, blue: 0x3C, alpha: 150)
  /// Blended over the goal square.
  public var goalHighlight = RGBA(red: 0xE0, green: 0x4A, blue: 0x3A, alpha: 110)
  /// The knight's body.
  public var knight = RGBA(red: 0x1D, green: 0x1B, blue: 0x1A)
  /// The knight's outline and eye.
  public var knightOutline = RGBA(red: 0xFA, green: 0xF7, blue: 0xF0)
  /// The ring marking the goal.
  public var goal = RGBA(red: 0xD6, green: 0x28, blue: 0x28)
  /// The discs holding move numbers.
  public var numberDisc = RGBA(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// The move numbers.
  public var number = RGBA(red: 0x12, green: 0x12, blue: 0x12)
  /// The dark edge drawn under every leg so it stands out on light and dark squares.
  public var legHalo = RGBA(red: 0, green: 0, blue: 0, alpha: 120)
  /// Hue of the first leg, in degrees; later legs step towards ``lastLegHue``.
  public var firstLegHue = 195.0
  /// Hue of the last leg, in degrees.
  public var lastLegHue = 320.0

  /// The default style.
  public init() {}

  /// The shade of leg `index` (0-based) of `count` legs: hues evenly spaced from
  /// ``firstLegHue`` to ``lastLegHue``, so every leg has its own shade.
  public func legColour(_ index: Int, of count: Int) -> RGBA {
    let fraction = count > 1 ? Double(index) / Double(count - 1) : 0.5
    let hue = firstLegHue + (lastLegHue - firstLegHue) * fraction
    return RGBA(hsv: HSV(hue: hue, saturation: 0.85, value: 0.92))
  }

  /// The colour of `square` on an empty board.
  public func squareColour(_ square: Square) -> RGBA {
    (square.row + square.column) % 2 == 0 ? darkSquare : lightSquare
  }
}
