import Puzzle

/// One tile where the scan disagrees with the label.
public struct TileDifference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The tile.
  public var cell: Cell
  /// What the label has there (canonical letter, `o` empty, `x` fixed).
  public var expected: String
  /// What the scanner read there (canonical letter, or the tile's class when the scan gave no
  /// board).
  public var got: String
  /// The scanner's confidence in that tile, 0-1, when it says.
  public var confidence: Double?

  /// Creates a difference.
  public init(cell: Cell, expected: Character, got: Character, confidence: Double?) {
    self.cell = cell
    self.expected = String(expected)
    self.got = String(got)
    self.confidence = confidence
  }

  /// `(1,2) expected B, got o (0.43)`.
  public var description: String {
    let suffix = confidence.map { " (\(ReportFormat.fraction($0)))" } ?? ""
    return "\(cell) expected \(expected), got \(got)\(suffix)"
  }
}
