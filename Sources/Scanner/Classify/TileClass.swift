/// What a tile of the 6x6 grid holds.
public enum TileClass: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// Empty board.
  case empty
  /// Part of a movable block.
  case block
  /// Part of the prisoner.
  case prisoner
  /// A fixed 1x1 block.
  case fixed

  /// The class's name.
  public var description: String { rawValue }

  /// True for tiles covered by any block.
  public var isSolid: Bool { self != .empty }

  /// The notation character of an unnamed tile of this class (`o`, `#`, `A`, `x`).
  public var symbol: Character {
    switch self {
    case .empty: "o"
    case .block: "#"
    case .prisoner: "A"
    case .fixed: "x"
    }
  }
}
