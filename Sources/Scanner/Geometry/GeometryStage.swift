import Foundation
import Imaging

/// Reads a board whatever its shape in the image: upright boards as they are; rotated or
/// photographed boards through the homography from their quadrilateral to a square; boards
/// turned by quarter turns (which the blocks' shading reveals) through the homography that
/// also undoes the turn.
///
/// Only the board's neighbourhood is resampled (a square of at most
/// `maximumRectifiedSide` plus margins), and only when the board is not upright.
struct GeometryStage {
  /// Reads the views this stage makes (every reading going to the scan's log).
  let reader: ViewReader
  let image: RGBAImage

  var policy: ScanPolicy.Geometry { reader.policy.geometry }

  /// The colour of rectified pixels that fall outside the image (a neutral grey).
  static let outsideFill = RGBA(red: 128, green: 128, blue: 128)

  /// The final report, given the reading of the image as it is (and every reading made of
  /// it, `readings`, best or not).
  func resolve(_ chosen: ScanReport, readings: [ScanReport] = []) -> ScanReport {
    guard policy.isEnabled else { return chosen }
    let upright = Self.standingReading(
      instead: chosen, among: readings, areaRatio: reader.policy.choice.rivalAreaRatio)
    return pictureChecked(resolveQuadrilateral(upright), upright: upright)
  }

  /// The reading through the board's quadrilateral, given the reading of the image as it is.
  private func resolveQuadrilateral(_ upright: ScanReport) -> ScanReport {
    guard var quad = quadrilateral(of: upright) else { return upright }
    var (skew, sideRatio) = quad.distortion
    // Upright unless two sides or more lean (a rotation leans all four, a perspective two
    // opposite ones; one side alone is a fitting error: a notch, a crop's edge).
    let tolerance = policy.uprightDrift * Double(workingStride)
    var leaning = Self.sideDrifts(quad).filter({ $0 > tolerance }).count >= 2
    // A board-only crop rotated on a plain background joins the background to its region:
    // the picture's own outline is the board's. (So it is, when the region's outline is no
    // square seen at a readable angle, a screen rotated on a plain background: a rectangle
    // holding the board.)
    let skewed =
      skew > policy.maximumSkew
      || (sideRatio > policy.maximumSideRatio && skew > policy.doubtfulAngle)
    if !leaning || skewed, upright.location?.touchesImageEdge == true,
      let outline = ContentOutline(policy).quadrilateral(of: image, stride: workingStride),
      Self.sideDrifts(outline).filter({ $0 > tolerance }).count >= 2,
      outline.distortion.skew <= policy.doubtfulAngle || !leaning
    {
      quad = outline
      (skew, sideRatio) = quad.distortion
      leaning = true
    }
    // A quadrilateral that is no square seen at a readable angle, around a board that reads
    // as it is: the quadrilateral is not the board's (a page, a panel joined to it).
    // So is a board barely rotated that reads surely as it is. (A rotated rectangle, a picture
    // holding the board, is read through its homography when the board does not read surely
    // as it is: the surer reading is kept.)
    let sure = upright.rank >= reader.policy.choice.sureRank
    let picture = skew <= policy.doubtfulAngle && !sure
    let misshapen =
      skew > policy.maximumSkew || (sideRatio > policy.maximumSideRatio && !picture)
    let barely =
      abs(quad.angle) < policy.doubtfulAngle && sure
    if leaning, misshapen || barely, abs(quad.angle) <= policy.maximumAngle,
      upright.puzzle != nil, let board = upright.location?.board
    {
      quad = Self.rectangle(board)
      (skew, sideRatio) = quad.distortion
      leaning = false
    }
    if !leaning {
      var result = upright
      let shading = ShadingMeter(policy: policy).measure(image, reading: upright)
      result.geometry = BoardGeometry(
        corners: quad.corners, angle: quad.angle, turn: .none, skew: skew, sideRatio: sideRatio,
        homography: nil, rectifiedSize: nil, shading: shading)
      // (Turned through the rectangle read when there is one: it is measured more finely
      // than the region's outline.)
      let outline = upright.location.map { Self.rectangle($0.board) } ?? quad
      return oriented(result) { rectified(outline, turn: $0, before: upright) }
    }
    let angle = quad.angle
    // (A rectangle, sides square to each other, is no distortion whatever its proportions: a
    // picture holding the board.)
    let rectangle = skew <= policy.doubtfulAngle
    if abs(angle) > policy.maximumAngle
      || skew > policy.maximumSkew || (sideRatio > policy.maximumSideRatio && !rectangle)
    {
      // (A quadrilateral at a readable angle and skew, only too long one way for a square, is
      // read as a picture holding the board, photographed a little off-axis: refused as too
      // distorted only when that reads no board.)
      if abs(angle) <= policy.maximumAngle, skew <= policy.maximumSkew {
        let picture = rectified(quad, turn: .none, before: upright)
        if picture.puzzle != nil {
          let reading = oriented(picture) { rectified(quad, turn: $0, before: upright) }
          return weigh(reading, against: upright, angle: angle)
        }
      }
      var refused = ScanReport(imageWidth: image.width, imageHeight: image.height)
      refused.timings = upright.timings
      refused.candidates = upright.location?.candidates ?? upright.candidates
      refused.geometry = BoardGeometry(
        corners: quad.corners, angle: angle, turn: .none, skew: skew, sideRatio: sideRatio,
        homography: nil, rectifiedSize: nil, shading: nil)
      refused.error = .tooDistorted(
        angle: angle, skew: skew, sideRatio: sideRatio,
        limits: "readable up to \(ScanError.format(policy.maximumAngle)) degrees, skew "
          + "\(ScanError.format(policy.maximumSkew)), side ratio "
          + "\(ScanError.format(policy.maximumSideRatio))")
      return refused
    }
    // A rotated rectangle that is no square missed part of the board.
    let hint = upright.location.map {
      ImagePoint(
        x: Double($0.board.x) + Double($0.board.width) / 2,
        y: Double($0.board.y) + Double($0.board.height) / 2)
    }
    if sideRatio <= policy.maximumSideRatio {
      quad = quad.squared(
        towards: hint, slack: policy.squareSlack, maximumSkew: policy.doubtfulAngle)
    }
    var straight = rectified(quad, turn: .none, before: upright)
    // The rectified board's own outline, if it still leans, refines the quadrilateral: read
    // once more through the refined one (and again through its refinement, a few times) and
    // keep the surest reading.
    var latest = straight
    for _ in 0..<policy.refinements {
      guard let refined = refinedQuadrilateral(latest) else { break }
      latest = rectified(refined, turn: .none, before: upright)
      if reader.prefers(latest, over: straight) { straight = latest }
    }
    let reading = oriented(straight) { rectified(quad, turn: $0, before: upright) }
    return weigh(reading, against: upright, angle: angle)
  }

  /// `reading` (with no turn undone), or the reading `turned` gives when the blocks' shading
  /// shows the board turned, the screen's layout does not show `reading` upright, `reading`
  /// has no board with its exit on the right, and the turned board explains the image at least
  /// as well (`ViewReader.prefers`).
  /// When the shading cannot tell the board's top from its
  /// bottom, a board with its exit on the left is doubted: upside down it is a legal board
  /// with its exit on the right.
  func oriented(
    _ reading: ScanReport, _ turned: (BoardTurn) -> ScanReport
  ) -> ScanReport {
    guard let shading = reading.geometry?.shading else { return reading }
    let vertical = shading.edges[0] - shading.edges[2]
    var turn = shading.turn
    if turn == nil, vertical <= -policy.minimumVerticalShading,
      shading.tiles >= policy.minimumShadingTiles
    {
      turn = .halfTurn
    }
    // A prisoner standing upright is a board turned by a quarter: the side the light comes
    // from tells which way, when the shading shows it at all.
    if turn == nil, reading.puzzle == nil, Self.standsUpright(reading.error) {
      let horizontal = shading.edges[3] - shading.edges[1]
      guard shading.tiles >= policy.minimumShadingTiles,
        abs(horizontal) >= policy.minimumVerticalShading
      else { return quarterTurned(reading, turned) }
      turn = horizontal < 0 ? .clockwise : .counterClockwise
    }
    if let turn, turn != .none {
      // A board read where the screen's layout shows it upright (its header above it, its
      // buttons below) is not turned, whichever side its exit: the shading then reads a
      // theme's own lighting, not a turn.
      if reading.puzzle != nil, layoutShowsUpright(reading) { return reading }
      // Nor is a board read with its chute seen on the right, where most puzzles have it,
      // overruled by the shading alone (a theme may light its blocks otherwise): it is doubted.
      // (An exit assumed where no chute shows, as in a board-only crop, is no evidence.)
      if reading.puzzle?.exit.side == .right, reading.chute?.found == true {
        return doubted(
          reading,
          "the blocks' shading shows the board turned by \(turn) degrees, against its "
            + "exit on the right")
      }
      let other = turned(turn)
      // (Turned, the board must explain the image at least as well: a theme lit otherwise
      // shows a turn that reads as noise.)
      if reading.puzzle == nil || (other.puzzle != nil && !reader.prefers(reading, over: other)) {
        return other
      }
      let why = other.error?.description ?? "it reads \(other.puzzle?.board.notation ?? "?")"
      return doubted(
        reading,
        "the blocks' shading shows the board turned by \(turn) degrees, but turned so "
          + "it explains the image less well (\(why))")
    }
    if turn == nil, vertical < policy.minimumVerticalShading,
      reading.puzzle?.exit.side == .left
    {
      if let upsideDown = turnedByLayout(reading, turned) { return upsideDown }
      // (The screen's header above the board shows its top where the shading cannot.)
      if layoutShowsUpright(reading) { return reading }
      return doubted(
        reading,
        "the blocks' shading does not show which side is the board's top (top edges "
          + "\(ScanError.format(shading.edges[0])), bottom edges "
          + "\(ScanError.format(shading.edges[2]))): upside down, this board is a legal one "
          + "with its exit on the right")
    }
    return reading
  }

  /// The rectified reading or the reading of the image as it is, whichever explains the image
  /// better (`ViewReader.prefers`: both are hypotheses of the margin, and the other stays one).
  func weigh(_ reading: ScanReport, against upright: ScanReport, angle: Double) -> ScanReport {
    guard let puzzle = upright.puzzle else { return reading }
    var direct = upright
    // (Its shading as the image shows it: a rectified view turned measures it turned.)
    direct.geometry = reading.geometry.map {
      var geometry = $0
      geometry.homography = nil
      geometry.rectifiedSize = nil
      geometry.shading = geometry.shading?.undoing(geometry.turn)
      geometry.turn = .none
      return geometry
    }
    // (Only a rotation all four sides agree on: a quadrilateral whose sides disagree more than
    // that is as likely a poor fit.)
    let skew = reading.geometry?.skew ?? .infinity
    if abs(angle) >= policy.doubtfulAngle, skew < abs(angle) / 2 {
      direct.warnings.append(
        ScanWarning(
          .geometryDoubt,
          "the board is rotated by \(ScanError.format(angle)) degrees; read as it is, without "
            + "rectification"))
    }
    // The board turned (by the rectified reading, or shown so by its blocks' shading) speaks
    // against the reading as it is, as it does in `oriented`, unless that reading's chute is
    // seen on the right.
    if let geometry = reading.geometry {
      let shown = geometry.turn != .none ? geometry.turn : geometry.shading?.turn ?? .none
      if shown != .none, !(puzzle.exit.side == .right && upright.chute?.found == true) {
        direct.warnings.append(
          ScanWarning(
            .geometryDoubt,
            "the board is turned by \(shown) degrees (the blocks' shading shows it); read as it "
              + "is, without turning"))
      }
    }
    guard let rectifiedPuzzle = reading.puzzle else { return direct }
    let rectifiedChosen = !reader.prefers(direct, over: reading)
    if rectifiedPuzzle == puzzle { return rectifiedChosen ? reading : direct }
    var (chosen, rival) = rectifiedChosen ? (reading, direct) : (direct, reading)
    chosen.warnings.append(
      ScanWarning(
        .rivalReading,
        "read \(rival.geometry?.isRectified == true ? "through the homography" : "as it is"), "
          + "the image gives a different puzzle, \(rival.puzzle?.board.notation ?? "?")"))
    return chosen
  }

  /// The quadrilateral of the board read, else of the largest region considered whose
  /// quadrilateral could be a square seen at a readable angle (the region holding the board
  /// read, when there is one).
  func quadrilateral(of report: ScanReport) -> BoardQuadrilateral? {
    if let own = report.location?.candidates.first?.quadrilateral { return own }
    // (A board read whose region's edges fit no lines: its rectangle.)
    if report.puzzle != nil, let board = report.location?.board { return Self.rectangle(board) }
    let candidates = (report.location?.candidates ?? report.candidates).filter {
      guard let quad = $0.quadrilateral else { return false }
      return quad.distortion.sideRatio <= policy.maximumSideRatio
    }
    guard let board = report.location?.board else { return candidates.first?.quadrilateral }
    let centre = PixelPoint(x: board.x + board.width / 2, y: board.y + board.height / 2)
    // (Else a larger region, when the square read was none: a rotated board's tiles do not
    // read along the rows and columns of its bounding box, so a smaller square was tried.)
    return candidates.first { $0.region.contains(centre) }?.quadrilateral
      ?? candidates.first { $0.region.area > board.area }?.quadrilateral
  }

  /// The quadrilateral of an axis-aligned rectangle.
  static func rectangle(_ board: PixelRect) -> BoardQuadrilateral {
    let corners = [
      ImagePoint(x: Double(board.x), y: Double(board.y)),
      ImagePoint(x: Double(board.maxX), y: Double(board.y)),
      ImagePoint(x: Double(board.maxX), y: Double(board.maxY)),
      ImagePoint(x: Double(board.x), y: Double(board.maxY)),
    ]
    return BoardQuadrilateral(corners: corners, residual: 0, inlierShare: 0)
  }

  /// The image pixels per cell of the locate stage's working copy.
  var workingStride: Int { stride(forLongerSide: max(image.width, image.height)) }

  /// The image pixels per cell of the working copy of an image whose longer side is `longer`.
  func stride(forLongerSide longer: Int) -> Int {
    let maximum = max(1, reader.policy.locate.workingMaxDimension)
    return max(1, (longer + maximum - 1) / maximum)
  }

  /// The largest distance between a corner of `quad` and the same corner of `board`.
  static func cornerDistance(_ quad: BoardQuadrilateral, _ board: PixelRect) -> Double {
    zip(quad.corners, rectangle(board).corners).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0
  }

  /// The difference across between the two ends of each side (top, right, bottom, left; all 0
  /// for an upright rectangle), in image pixels.
  static func sideDrifts(_ quad: BoardQuadrilateral) -> [Double] {
    let c = quad.corners
    return [abs(c[1].y - c[0].y), abs(c[2].x - c[1].x), abs(c[2].y - c[3].y), abs(c[3].x - c[0].x)]
  }

  /// `report` with a doubt about the board's shape noted (the way up is weighed by
  /// `ScanConfidence.orientation`).
  func doubted(_ report: ScanReport, _ reason: String) -> ScanReport {
    var result = report
    guard result.puzzle != nil else { return result }
    result.warnings.append(ScanWarning(.geometryDoubt, reason))
    return result
  }
}
