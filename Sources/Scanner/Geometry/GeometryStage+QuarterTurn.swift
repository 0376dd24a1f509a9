import Puzzle

extension GeometryStage {
  /// True when `error` is a prisoner read as two tiles one above the other: the prisoner is
  /// horizontal, so such a board is turned by a quarter.
  static func standsUpright(_ error: ScanError?) -> Bool {
    guard case .prisonerShape(let cells)? = error, cells.count == 2 else { return false }
    return cells[0].column == cells[1].column && abs(cells[0].row - cells[1].row) == 1
  }

  /// `chosen`, or, when its prisoner does not stand upright, the reading of `readings` whose
  /// prisoner stands upright on the largest board, if `chosen` reads no board or reads one on a
  /// square `areaRatio` times smaller: a board turned by a quarter reads no prisoner the way it
  /// lies, so another square (a panel beside the board, a few of its own tiles read with
  /// another model) may have got further, but the standing prisoner is the evidence of the turn,
  /// and the board is the large square.
  static func standingReading(
    instead chosen: ScanReport, among readings: [ScanReport], areaRatio: Double
  ) -> ScanReport {
    guard !standsUpright(chosen.error) else { return chosen }
    guard
      var standing = readings.filter({ standsUpright($0.error) }).max(by: {
        ($0.location?.board.area ?? 0) < ($1.location?.board.area ?? 0)
      }),
      chosen.puzzle == nil
        || Double(standing.location?.board.area ?? 0)
          > areaRatio * Double(chosen.location?.board.area ?? 0)
    else { return chosen }
    standing.themeScores = chosen.themeScores
    standing.timings = chosen.timings
    return standing
  }

  /// The reading of a board turned by a quarter whose shading does not tell which way: both
  /// quarter turns are read (upside down from each other, both legal). A chute seen on the
  /// right, where most puzzles have it, decides, as it does for an upright board; otherwise the
  /// reading that explains the image better is kept, doubted. `reading` when neither turn reads a board.
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
    guard let surest = readings.max(by: { reader.prefers($1, over: $0) }) else { return reading }
    return doubted(
      surest,
      "the prisoner stands upright, so the board is turned by a quarter, but neither the "
        + "blocks' shading nor a chute on the right shows which way")
  }
}
