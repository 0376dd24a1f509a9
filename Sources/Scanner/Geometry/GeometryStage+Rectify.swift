import Foundation
import Imaging

extension GeometryStage {
  /// The outline of the board found in a rectified reading, mapped back to the original image,
  /// when at least two of its sides still lean; else the square the locate stage found there,
  /// mapped back, when it is not where the homography put the board (a quadrilateral that took
  /// in part of the frame or a panel: the board found inside it is measured more finely); nil
  /// otherwise.
  func refinedQuadrilateral(_ report: ScanReport) -> BoardQuadrilateral? {
    guard let geometry = report.geometry, let homography = geometry.homography,
      let size = geometry.rectifiedSize
    else { return nil }
    let longer = max(size.width, size.height)
    let tolerance = policy.uprightDrift * Double(stride(forLongerSide: longer))
    if let own = report.location?.candidates.first?.quadrilateral
      ?? report.candidates.first(where: { $0.quadrilateral != nil })?.quadrilateral,
      Self.sideDrifts(own).filter({ $0 > tolerance }).count >= 2
    {
      let corners = own.corners.map { homography.apply($0) }
      guard corners.allSatisfy(\.isFinite) else { return nil }
      return BoardQuadrilateral(
        corners: corners, residual: own.residual, inlierShare: own.inlierShare)
    }
    // (A square the locate stage found, not the expected square standing in for one.)
    guard let location = report.location, location.candidates.first?.darkPixels != 0,
      let inverse = homography.inverse
    else { return nil }
    let put = geometry.corners.map { inverse.apply($0) }
    let found = Self.rectangle(location.board).corners
    let moved = zip(put, found).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }
    guard put.allSatisfy(\.isFinite), (moved.max() ?? 0) > tolerance else { return nil }
    let corners = found.map { homography.apply($0) }
    guard corners.allSatisfy(\.isFinite) else { return nil }
    return BoardQuadrilateral(corners: corners, residual: 0, inlierShare: 0)
  }

  /// Reads the board through the homography from a square (with margins) onto `quad`, its
  /// corners taken `turn` quarter turns on.
  func rectified(
    _ quad: BoardQuadrilateral, turn: BoardTurn, before upright: ScanReport,
    cropMargins: Bool = true
  ) -> ScanReport {
    let stopwatch = Stopwatch()
    let corners = quad.corners(turnedBy: turn)
    let lengths = quad.sideLengths
    let side = min(policy.maximumRectifiedSide, lengths.reduce(0, +) / 4).rounded()
    // A rotated rectangle that is no square is a picture holding the board (the region joined
    // the screen around it): it keeps its proportions, and the board is found inside.
    let (skew, sideRatio) = quad.distortion
    let picture = sideRatio > policy.maximumSideRatio
    let across = (lengths[(turn.quarters) % 4] + lengths[(turn.quarters + 2) % 4]) / 2
    let down = (lengths[(turn.quarters + 1) % 4] + lengths[(turn.quarters + 3) % 4]) / 2
    let scale = min(1, policy.maximumRectifiedSide / max(across, down))
    // (So is a rectangle clearly longer one way than the other, that took in part of the frame
    // or the background: rectified to a square, the board inside it would not be square. A
    // trapezoid, a square seen at an angle, is made square.)
    let unequal = max(abs(lengths[0] - lengths[2]), abs(lengths[1] - lengths[3]))
    let oblong =
      picture
      || (skew <= policy.doubtfulAngle
        && max(across, down) - min(across, down)
          > max(2 * unequal, policy.squareSlack / 2 * min(across, down)))
    let width = oblong ? (across * scale).rounded() : side
    let height = oblong ? (down * scale).rounded() : side
    // (A board-only crop rotated stays a crop: each side keeps only the margin the image holds
    // beyond it, where the background filling the image's corners could pass for frame or
    // notch. Turned only, it has no such corners. A crop is a board read at the image's edge,
    // or one whose corners reach it.)
    let cell = Double(workingStride)
    let rotated = Self.sideDrifts(quad).filter { $0 > policy.uprightDrift * cell }.count >= 2
    let cornersAtEdge = quad.corners.filter {
      $0.x <= cell || $0.y <= cell || $0.x >= Double(image.width) - cell
        || $0.y >= Double(image.height) - cell
    }.count
    let crop = upright.location?.touchesImageEdge == true || cornersAtEdge >= 2
    let full = (side * policy.rectifiedMargin).rounded()
    // (Top, right, bottom, left.)
    let margins =
      !(crop && rotated)
      ? [full, full, full, full]
      : cropMargins
        ? Self.cropMargins(corners: corners, full: full, scale: width / across, size: image.size)
        : [0, 0, 0, 0]
    let (left, top) = (margins[3], margins[0])
    let square = [
      ImagePoint(x: left, y: top), ImagePoint(x: left + width, y: top),
      ImagePoint(x: left + width, y: top + height), ImagePoint(x: left, y: top + height),
    ]
    guard min(width, height) >= 8, let homography = Homography.mapping(square, to: corners)
    else {
      var refused = upright
      refused.puzzle = nil
      refused.error = .tooDistorted(
        angle: quad.angle, skew: skew, sideRatio: sideRatio,
        limits: "its corners do not map onto a square")
      return refused
    }
    let board = stopwatch.time(.locate) {
      image.warped(
        width: Int(left + width + margins[1]), height: Int(top + height + margins[2]),
        sourceOf: homography,
        fill: Self.outsideFill)
    }
    let expected =
      oblong ? nil : PixelRect(x: Int(left), y: Int(top), width: Int(side), height: Int(side))
    var report = reader.read(board, expectedBoard: expected, toImage: homography).report
    // (A crop's margins only on some sides show what lies beside the board there, which is
    // evidence of the chute only where they show its notch: when they do not, the sides are
    // read as the crop's, with no margin, where no frame is seen.)
    if crop && rotated, cropMargins,
      reader.plan.triggersCropWithoutMargins(report, margins: margins)
    {
      return rectified(quad, turn: turn, before: upright, cropMargins: false)
    }
    var read = board
    // (The board's outline as the rectified picture shows it: evening the lighting extrapolates
    // the field beyond the board, which moves the outline of the evened picture's region.)
    let seen = report.location
    if let evened = evenedReading(report, of: board, expected: expected, toImage: homography) {
      (report, read) = evened
    }
    let shading = ShadingMeter(policy: policy).measure(read, reading: report)
    report.geometry = BoardGeometry(
      corners: corners, angle: quad.angle, turn: turn, skew: skew, sideRatio: sideRatio,
      homography: homography, rectifiedSize: board.size, shading: shading)
    report.timings = Self.sum(upright.timings + stopwatch.timings + report.timings)
    // The rectified board should be upright and square: if not, the quadrilateral was
    // fitted wrongly and the tiles may not line up with the grid.
    // (Only the outline of a region about the board's size is the board's: a larger one, the
    // screen's dark background around the frame, says nothing of the board's own sides.)
    if report.puzzle != nil,
      let own = (seen ?? report.location)?.candidates.first?.quadrilateral,
      let located = (seen ?? report.location)?.board,
      abs(own.sideLengths.reduce(0, +) / 4 - Double(located.width))
        <= policy.outlineSlack * Double(located.width),
      Self.cornerDistance(own, located) <= policy.outlineCornerSlack * Double(located.width) / 6
    {
      let cell = Double(stride(forLongerSide: max(board.width, board.height)))
      let drifts = Self.sideDrifts(own)
      let residual = drifts.max() ?? 0
      if drifts.filter({ $0 > 2 * policy.uprightDrift * cell }).count >= 2 {
        report = doubted(
          report,
          "the rectified board is still skewed (its sides drift by up to "
            + "\(ScanError.format(residual)) px): the quadrilateral may be fitted wrongly")
      }
    }
    return report
  }

  /// Timings summed per stage, in stage order.
  static func sum(_ timings: [StageTiming]) -> [StageTiming] {
    ScanStage.allCases.compactMap { stage in
      let matching = timings.filter { $0.stage == stage }
      guard !matching.isEmpty else { return nil }
      return StageTiming(stage: stage, milliseconds: matching.reduce(0) { $0 + $1.milliseconds })
    }
  }
}
