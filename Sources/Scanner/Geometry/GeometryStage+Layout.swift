import Imaging

extension GeometryStage {
  /// True when the screen around a board read as it is shows it upside down: a game screen
  /// holds more of its interface (the title and the header panels) above the board than below
  /// it (the buttons), so a screen whose margin below the board is `layoutRatio` times the
  /// margin above shows its top at the bottom. False for a board-only crop, a figure or any
  /// image without a margin of at least `layoutMargin` of the board's side on both sides, and
  /// for a rectified reading.
  func layoutShowsUpsideDown(_ reading: ScanReport) -> Bool {
    guard let (above, below) = layoutMargins(reading) else { return false }
    return below >= policy.layoutRatio * above
  }

  /// True when the screen around a board read as it is shows it upright: its margin above the
  /// board is `layoutRatio` times the margin below (the header above, the buttons below).
  /// Turned by a half, the header would lie below; turned by a quarter, the screen's long side
  /// would run across and leave no such margins. False where `layoutShowsUpsideDown` cannot
  /// tell either.
  func layoutShowsUpright(_ reading: ScanReport) -> Bool {
    guard let (above, below) = layoutMargins(reading) else { return false }
    return above >= policy.layoutRatio * below
  }

  /// The margins above and below a board read as it is, when both are at least `layoutMargin`
  /// of the board's side; nil for a board-only crop, a figure or a rectified reading.
  private func layoutMargins(_ reading: ScanReport) -> (above: Double, below: Double)? {
    guard reading.geometry?.isRectified != true, let board = reading.location?.board else {
      return nil
    }
    let above = Double(board.y)
    let below = Double(image.height - board.maxY)
    let least = policy.layoutMargin * Double(board.height)
    guard above >= least, below >= least else { return nil }
    return (above, below)
  }

  /// The reading `turned` by a half turn, when the layout shows `reading` (a board whose top
  /// the blocks' shading does not show, with its exit on the left) upside down and the turned
  /// board reads with its exit on the right and explains the image at least as well
  /// (`ViewReader.prefers`); nil otherwise.
  func turnedByLayout(
    _ reading: ScanReport, _ turned: (BoardTurn) -> ScanReport
  ) -> ScanReport? {
    guard reading.puzzle?.exit.side == .left, layoutShowsUpsideDown(reading),
      let board = reading.location?.board
    else { return nil }
    var other = turned(.halfTurn)
    guard other.puzzle?.exit.side == .right, !reader.prefers(reading, over: other) else {
      return nil
    }
    other.warnings.append(
      ScanWarning(
        .geometryDoubt,
        "the blocks' shading does not show which side is the board's top, the screen's layout "
          + "does (\(board.y) px above the board, \(image.height - board.maxY) px below: its "
          + "header is at the bottom): read turned by 180 degrees"))
    return other
  }
}
