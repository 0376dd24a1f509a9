import Puzzle

extension SampleResult {
  /// The label `regress --update` writes for a failed sample: the old label with the puzzle
  /// the scanner read (its notes and other keys kept), or nil when there is nothing to take
  /// from the scan (it read no board, or with too little confidence, or the sample passed), or
  /// the label expects a rejection (never replaced by a scan).
  ///
  /// - Parameters:
  ///   - old: the sample's current label.
  ///   - reviewed: true when a person has seen the difference and confirmed it; false marks
  ///     the new label as a draft.
  /// - Returns: the new label, or nil.
  public func updatedLabel(from old: Label, reviewed: Bool) -> Label? {
    guard !passed, perturbation == .unchanged, verdict == .read, old.puzzle != nil,
      let board = got?.board,
      let exit = got?.exit,
      let puzzle = try? Puzzle(notation: board, exit: exit)
    else { return nil }
    var label = old
    label.puzzle = puzzle
    label.optimalMoves = .unknown
    label.draft = !reviewed
    return label
  }
}
