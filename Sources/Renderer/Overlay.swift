/// Marks drawn over a render, as in documentation figures.
public enum Overlay: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// Words written over the blocks ("Prisoner" on the prisoner, "Board", "Escape").
  case text
  /// Thick arrows across the board, one pointing at the chute.
  case arrows
  /// A thick frame drawn around the board.
  case box
  /// The screenshot set in a figure: white margins with "Board" and "Escape" written down
  /// the sides, arrows to the board and the chute, and a "Figure 1" caption below (the board
  /// moves right by the left margin).
  case figure

  /// The name used on the command line and in labels.
  public var description: String { rawValue }
}
