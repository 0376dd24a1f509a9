import Imaging

extension ViewReader {
  /// `Retry.screenWindow`: `report` (the reading of the whole image), or, when that reading is
  /// not sure, the reading
  /// of the picture inside a plain surround cut out of the image (`ScreenWindow`), when that
  /// one is sure. The picture's reading keeps its own pixel coordinates, mapped to the image's
  /// by `geometry.homography` (a translation, after any rectification inside the picture).
  func windowReading(_ report: ScanReport, image: RGBAImage) -> ScanReport {
    guard plan.triggersScreenWindow(report) else { return report }
    let stopwatch = Stopwatch()
    let longer = max(image.width, image.height)
    let maximum = max(1, policy.locate.workingMaxDimension)
    let found = stopwatch.time(.locate) {
      ScreenWindow(policy.locate).find(
        in: image, stride: max(1, (longer + maximum - 1) / maximum),
        minimumSide: policy.locate.minimumBoardSide)
    }
    guard let box = found, let picture = try? image.cropped(to: box) else { return report }
    let translation = Homography.affine(1, 0, Double(box.x), 0, 1, Double(box.y))
    // (A reader of its own: the picture's views map onto the scanned image through the cut.)
    let inner = ViewReader(scanner: scanner, log: log, toScanImage: mapped(translation))
    var inside = GeometryStage(reader: inner, image: picture).resolve(inner.read(picture).report)
    guard Self.isSureEnough(inside, besides: report, sure: policy.choice.sureRank),
      prefers(inside, over: report), explainsEmptyTiles(inside),
      !Self.addsNothing(inside, to: report, chute: policy.chute)
    else { return report }
    let toImage = inside.geometry?.homography.map { translation.composed(after: $0) } ?? translation
    // (The picture is a second look for a board the whole image could not place: where the whole
    // image read a different puzzle on the same board, the two readings contradict each other,
    // and neither is sure.)
    if let puzzle = report.puzzle, puzzle != inside.puzzle,
      let whole = Self.boardInImage(report, through: report.geometry?.homography),
      let cut = Self.boardInImage(inside, through: toImage),
      Double(whole.intersection(cut).area)
        >= policy.choice.rivalOverlap * Double(max(whole.area, cut.area))
    {
      return report
    }
    var geometry =
      inside.geometry
      ?? BoardGeometry(
        corners: [], angle: 0, turn: .none, skew: 0, sideRatio: 1, homography: nil,
        rectifiedSize: nil, shading: nil)
    if geometry.corners.isEmpty, let board = inside.location?.board {
      geometry.corners = GeometryStage.rectangle(board).corners
    }
    // (The corners are in the picture's coordinates when it was read as it is.)
    if inside.geometry?.homography == nil {
      geometry.corners = geometry.corners.map { translation.apply($0) }
    }
    geometry.homography = toImage
    geometry.rectifiedSize = geometry.rectifiedSize ?? picture.size
    inside.geometry = geometry
    inside.timings = ScanStage.allCases.compactMap { stage in
      let total =
        (report.timings + inside.timings + stopwatch.timings).filter { $0.stage == stage }
        .reduce(0) { $0 + $1.milliseconds }
      return total > 0 ? StageTiming(stage: stage, milliseconds: total) : nil
    }
    inside.warnings.append(
      ScanWarning(
        .windowCrop,
        "read in the picture at \(box) inside a plain surround (read in the whole image: "
          + (report.puzzle == nil
            ? (report.error?.description ?? "no board")
            : "ranked \(ScanError.format(report.rank))") + ")"))
    if let puzzle = report.puzzle, puzzle != inside.puzzle {
      // Two different puzzles: both are hypotheses of the margin (`ViewReader.finished`).
      inside.warnings.append(
        ScanWarning(
          .rivalReading,
          "read in the whole image, the board gives a different puzzle, "
            + puzzle.board.notation))
    }
    return inside
  }

  /// True when `inside`, the picture's reading, may stand in for `whole`, the whole image's, by
  /// its rank: it reads a puzzle, and ranks as sure (`sure`) where the whole image read a board
  /// too. (The picture is a guess at where the screen is, and a reading of a part of the image
  /// has not weighed the rest. Where the whole image read no board at all, the rest holds no
  /// rival reading, and the picture's reading stands, its confidence judged like any other. A whole-image reading, however unsure, is evidence
  /// against it: a tablet's picture read at 0.85 as an empty board holding only the prisoner,
  /// where the whole image read its blocks at under 0.1.)
  static func isSureEnough(_ inside: ScanReport, besides whole: ScanReport, sure: Double) -> Bool {
    inside.puzzle != nil && (inside.rank >= sure || whole.puzzle == nil)
  }

  /// True when `inside`, the picture's reading, gives the very puzzle `whole`, the whole
  /// image's, gives, and is less sure once each is weighed with the doubt its exit bears
  /// (`ScanReport.doubtingAssumedExit`): the cut that made the picture can leave out the chute
  /// the whole image showed, and a puzzle both read stands on the reading that saw its exit.
  static func addsNothing(_ inside: ScanReport, to whole: ScanReport, chute: ScanPolicy.Chute)
    -> Bool
  {
    guard let puzzle = whole.puzzle, puzzle == inside.puzzle else { return false }
    return inside.doubtingAssumedExit(policy: chute).rank
      < whole.doubtingAssumedExit(policy: chute).rank
  }

  /// The bounding box, in the image, of `reading`'s board mapped by `homography` (from the
  /// coordinates it was read in); nil without a board.
  static func boardInImage(_ reading: ScanReport, through homography: Homography?)
    -> PixelRect?
  {
    guard let board = reading.location?.board else { return nil }
    guard let homography else { return board }
    let corners = GeometryStage.rectangle(board).corners.map { homography.apply($0) }
    guard let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
      let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    return PixelRect(
      x: Int(minX.rounded()), y: Int(minY.rounded()), width: Int((maxX - minX).rounded()),
      height: Int((maxY - minY).rounded()))
  }

  /// False when a tile the reading calls empty looks like none of the other empty tiles
  /// (`EmptyTileCheck.oddTiles`): a reading of a picture cut out of the image stands in for the
  /// whole image's only when every tile it calls empty looks like the board.
  private func explainsEmptyTiles(_ reading: ScanReport) -> Bool {
    guard let board = reading.model?.classes.board else { return false }
    let check = EmptyTileCheck(policy.assemble)
    let empty = reading.tiles.filter { $0.finalClass == .empty }.map(\.meanColour)
    return check.oddTiles(empty, board: board).isEmpty
  }
}
