import Puzzle

extension GeometryStage {
  /// True when `error` is a prisoner read as two tiles one above the other: the prisoner is
  /// horizontal, so such a board is turned by a quarter.
  static func standsUpright(_ error: ScanError?) -> Bool {
    guard case .prisonerShape(let cells)? = error, cells.count == 2 else { return false }
    return cells[0].column == cells[1].column && abs(cells[0].row - cells[1].row) == 1
  }

  /// The reading of a board turned by a quarter whose shading does not tell which way: both
  /// quarter turns are read (upside down from each other, both legal). A chute seen on the
  /// right, where most puzzles have it, decides, as it does for an upright board; otherwise the
  /// surer reading is kept, doubted. `reading` when neither turn reads a board.
  func quarterTurned(
    _ reading: ScanReport, _ turned: (BoardTurn) -> ScanReport
  ) -> ScanReport {
    let readings = [BoardTurn.clockwise, .counterClockwise].map(turned).filter {
      $0.puzzle != nil
    }
    let seenRight = readings.filter {
      $0.puzzle?.exit.side == .right && $0.chute?.found == true
    }
    if seenRight.count == 1, let chosen = seenRight.first { return chosen }
    guard let surest = readings.max(by: { $0.confidence < $1.confidence }) else { return reading }
    return doubted(
      surest,
      "the prisoner stands upright, so the board is turned by a quarter, but neither the "
        + "blocks' shading nor a chute on the right shows which way")
  }
}
