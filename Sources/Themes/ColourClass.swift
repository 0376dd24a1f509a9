/// The colour classes a scan tells apart. Their names are the keys of `scan.classes` in a theme
/// file and the labels of evidence in a scan report.
public enum ColourClass: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// The empty board (dark wood between blocks).
  case board
  /// Movable block wood.
  case block
  /// The red prisoner block.
  case prisoner
  /// A fixed 1x1 block's face.
  case fixedBlock
  /// The rivets in a fixed block's corners.
  case rivet
  /// The gap and drop shadow between blocks, and the board's dark rim.
  case seam
  /// The opening in the frame through which the prisoner leaves.
  case chute
  /// The wood frame around the board.
  case frame

  /// Every class, in declaration order (stored once, unlike `allCases`).
  public static let ordered: [ColourClass] = allCases

  /// The JSON key.
  public var description: String { rawValue }

  /// The classes whose colour counts as "inside the board, not a block": the dark region the
  /// locator looks for (the empty board, the gaps and shadows between blocks, and the board's
  /// darker and lighter shades that the chute's model covers).
  public static let boardDark: [ColourClass] = [.board, .seam, .chute]

  /// The classes a chute opening in the frame shows: the board's colours and the chute's own
  /// (its arrowheads).
  public static let opening: [ColourClass] = [.board, .seam, .chute]
}
