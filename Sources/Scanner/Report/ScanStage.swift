/// The stages of a scan, in order. Failures and timings name the stage they belong to.
public enum ScanStage: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// Move the theme profiles' colours onto the image's own (lighting, colour cast, saturation).
  case adapt
  /// Find the board rectangle and the tile grid.
  case locate
  /// Sample every tile and classify it with the theme's colour models.
  case classify
  /// Measure the gaps between neighbouring tiles.
  case seams
  /// Group tiles into blocks (the most likely legal reading).
  case blocks
  /// Find the chute in the frame.
  case chute
  /// Check that the reading is a legal puzzle.
  case validate

  /// The stage's name.
  public var description: String { rawValue }
}
