import Puzzle

/// A verdict that replaces the scan's in an overlay's header, for overlays of measurements other
/// than a scan's reading (what `calibrate` measured against a label): its words, its colour, the
/// legend lines that explain it, and the cells it blames.
public struct AnnotationVerdict: Hashable, Sendable {
  /// The header line in place of `SCAN OK: ...` or `SCAN FAILED: ...`.
  public var text: String
  /// True for a green header, false for a red one.
  public var passed: Bool
  /// Legend lines put before the scan's own (what the marks mean here, the facts behind the
  /// verdict).
  public var notes: [String]
  /// Tiles outlined like the cells an error names.
  public var cells: [Cell]

  /// Creates a verdict.
  ///
  /// - Parameters:
  ///   - text: the header line.
  ///   - passed: green (true) or red (false) header.
  ///   - notes: legend lines explaining it.
  ///   - cells: tiles to outline as faults.
  public init(text: String, passed: Bool, notes: [String] = [], cells: [Cell] = []) {
    self.text = text
    self.passed = passed
    self.notes = notes
    self.cells = cells
  }
}
