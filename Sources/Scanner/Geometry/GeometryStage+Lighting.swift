import Imaging

extension GeometryStage {
  /// The reading of `picture` (a rectified board) with the uneven lighting its tiles show
  /// evened out, and the evened picture, when `report` (the reading of `picture` as it is) is
  /// not sure, the lighting is uneven enough to matter and the evened picture's reading ranks
  /// higher (the search's rank: the same square of the same view, read in two lights; both
  /// readings stay hypotheses of the margin); nil otherwise. `toImage` maps `picture` onto the
  /// image. (Chosen by their margins instead, a board-only photo of a tall phone lost its
  /// reading: the evened reading's chute, fainter, priced its exit lower, and the view that
  /// read the board cleanly was never made.)
  func evenedReading(
    _ report: ScanReport, of picture: RGBAImage, expected: PixelRect?, toImage: Homography?
  ) -> (ScanReport, RGBAImage)? {
    let plan = reader.plan
    guard plan.isUnsure(report), let board = report.location?.board, !report.tiles.isEmpty,
      let field = IlluminationField.fit(picture, board: board, tiles: report.tiles, policy: policy),
      plan.triggersEvenLighting(report, strength: field.strength)
    else { return nil }
    let stopwatch = Stopwatch()
    let evened = stopwatch.time(.adapt) { field.evened(picture, inside: board) }
    var again = reader.read(evened, expectedBoard: expected, toImage: toImage).report
    again.timings = Self.sum(report.timings + stopwatch.timings + again.timings)
    guard again.puzzle != nil, report.puzzle == nil || again.rank > report.rank else {
      return nil
    }
    again.warnings.append(
      ScanWarning(
        .unevenLighting,
        "the board is lit unevenly (the lighting its tiles show moves a mid level by up to "
          + "\(ScanError.format(field.strength)) levels): read with the lighting evened out"))
    if let first = report.puzzle, let puzzle = again.puzzle, first != puzzle {
      again.warnings.append(
        ScanWarning(
          .rivalReading,
          "read with the lighting as it is, the board gives a different puzzle, "
            + (report.puzzle?.board.notation ?? "?")))
    }
    return (again, evened)
  }
}
