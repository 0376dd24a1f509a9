/// The counts of a batch run.
public struct BatchTally: Hashable, Sendable {
  /// Puzzles with a solution.
  public var solved = 0
  /// Puzzles proved unsolvable.
  public var unsolvable = 0
  /// Lines that hold no valid puzzle.
  public var invalid = 0
  /// Results compared with the line's expected count.
  public var checked = 0
  /// Compared results that differ from the expected count.
  public var mismatches = 0

  /// No counts.
  public init() {}

  /// Every line counted: solved, unsolvable and invalid.
  public var boards: Int { solved + unsolvable + invalid }

  /// Adds the counts of `other`.
  public mutating func add(_ other: BatchTally) {
    solved += other.solved
    unsolvable += other.unsolvable
    invalid += other.invalid
    checked += other.checked
    mismatches += other.mismatches
  }
}
