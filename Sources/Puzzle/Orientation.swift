/// The axis a block slides along.
public enum Orientation: String, Codable, Sendable, CaseIterable {
  /// Lies in one row; moves left and right.
  case horizontal
  /// Lies in one column; moves up and down.
  case vertical
}
