/// A quarter turn of the board in the image: how far the image shows the board turned
/// clockwise from upright (a screenshot saved sideways or upside down, no EXIF tag).
public enum BoardTurn: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Upright.
  case none = 0
  /// Turned a quarter clockwise: the board's top is at the image's right.
  case clockwise = 90
  /// Upside down.
  case halfTurn = 180
  /// Turned a quarter counter-clockwise: the board's top is at the image's left.
  case counterClockwise = 270

  /// Quarter turns clockwise (0-3).
  public var quarters: Int { rawValue / 90 }

  /// `0`, `90`, `180` or `270` (degrees clockwise).
  public var description: String { "\(rawValue)" }
}
