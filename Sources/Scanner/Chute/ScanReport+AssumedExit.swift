import Puzzle

extension ScanReport {
  /// The report, its rank at most `dailyAssumedExitRank` when its exit was taken on
  /// the right with nothing to show it (`ChuteEvidence.sideAssumed`) for a puzzle that is no
  /// classic level (the prisoner in another row than `right:2`'s, or a fixed block): a daily
  /// puzzle's chute may be on either side, so such an exit is a guess.
  ///
  /// Applied to the reading chosen, once: readings are compared on what they measured, not on
  /// how classic their puzzles look (a reading that missed a fixed block would look surer).
  func doubtingAssumedExit(policy: ScanPolicy.Chute) -> ScanReport {
    guard let puzzle, chute?.sideAssumed == true, !Self.isClassic(puzzle) else { return self }
    let fixed = puzzle.board.blocks.contains(where: \.isFixed)
    let row = puzzle.board.blocks.first(where: \.isPrisoner)?.origin.row ?? puzzle.exit.row
    var report = self
    report.rank = min(rank, policy.dailyAssumedExitRank)
    let why = fixed ? "it has a fixed block" : "its prisoner is in row \(row)"
    report.warnings.append(
      ScanWarning(
        .chuteNotVisible,
        "the exit \(puzzle.exit) is assumed, but this is no classic level (\(why)): a daily "
          + "puzzle's chute may be on either side, so the exit is a guess"))
    return report
  }

  /// True for a puzzle that could be a classic level, whose chute is on the right: no fixed
  /// block, and the prisoner in the exit row of `right:2`. A daily puzzle's may be on either side.
  static func isClassic(_ puzzle: Puzzle) -> Bool {
    let fixed = puzzle.board.blocks.contains(where: \.isFixed)
    let row = puzzle.board.blocks.first(where: \.isPrisoner)?.origin.row ?? puzzle.exit.row
    return !fixed && row == Exit.standard.row
  }
}
