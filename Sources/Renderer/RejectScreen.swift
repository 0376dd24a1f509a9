/// Screens that are not a puzzle and that a scanner must reject.
public enum RejectScreen: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// The game's main menu: the title over wooden buttons.
  case menu
  /// The puzzle chooser: a dark panel full of small numbered wooden squares, board-like.
  case levelSelect = "level-select"
  /// One flat colour (sometimes the board's own brown).
  case solidColour = "solid-colour"
  /// Random coloured noise.
  case noise

  /// The name used on the command line.
  public var description: String { rawValue }

  /// What the label's note says.
  var note: String {
    switch self {
    case .menu: "the game's main menu, not a puzzle"
    case .levelSelect: "the puzzle chooser: numbered squares in a dark panel, not a puzzle"
    case .solidColour: "a flat colour, not a puzzle"
    case .noise: "random noise, not a puzzle"
    }
  }
}
