import Imaging

extension GeometryStage {
  /// `reading`, or, when it is not sure, the reading of the picture the image shows lying
  /// rotated or in perspective on a plain background (a screen photographed on a table, a
  /// screenshot rotated with its corners filled), rectified whole, when that one explains the
  /// image better (`ViewReader.prefers`; the other stays a hypothesis of the margin).
  func pictureChecked(_ reading: ScanReport, upright: ScanReport) -> ScanReport {
    guard policy.isEnabled,
      reading.puzzle == nil || reading.rank < reader.policy.choice.sureRank,
      let outline = ContentOutline(policy).quadrilateral(of: image, stride: workingStride)
    else { return reading }
    let (skew, _) = outline.distortion
    let tolerance = policy.uprightDrift * Double(workingStride)
    guard Self.sideDrifts(outline).filter({ $0 > tolerance }).count >= 2,
      abs(outline.angle) <= policy.maximumAngle, skew <= policy.maximumSkew
    else { return reading }
    // (The picture's own quadrilateral, already read when it is the board's.)
    if let known = reading.geometry?.corners,
      zip(known, outline.corners).allSatisfy({
        abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance
      })
    {
      return reading
    }
    // (Read a little inside the outline: its edge mixes the picture with the background, a
    // dark border that would join the board's region to the picture's edges.)
    var picture = rectified(
      Self.inset(outline, by: Double(max(2, workingStride))), turn: .none, before: upright)
    // The board found in the picture, if it still leans there, is read once more through its
    // own outline (mapped back to the image).
    if let board = refinedQuadrilateral(picture) {
      let again = rectified(board, turn: .none, before: upright)
      if reader.prefers(again, over: picture) { picture = again }
    }
    let pictureChosen = reader.prefers(picture, over: reading)
    var chosen = pictureChosen ? picture : reading
    let rival = pictureChosen ? reading : picture
    if let puzzle = chosen.puzzle, let other = rival.puzzle, puzzle != other {
      chosen.warnings.append(
        ScanWarning(
          .rivalReading,
          (pictureChosen
            ? "read through the board's own outline" : "read as a whole picture rectified")
            + ", the image gives a different puzzle, \(other.board.notation)"))
    }
    return chosen
  }

  /// `quad` with each corner moved `distance` pixels inwards along both of its sides.
  static func inset(_ quad: BoardQuadrilateral, by distance: Double) -> BoardQuadrilateral {
    let c = quad.corners
    let corners = (0..<4).map { index -> ImagePoint in
      let next = c[(index + 1) % 4]
      let previous = c[(index + 3) % 4]
      func towards(_ point: ImagePoint) -> (Double, Double) {
        let dx = point.x - c[index].x
        let dy = point.y - c[index].y
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        return (dx / length * distance, dy / length * distance)
      }
      let (ax, ay) = towards(next)
      let (bx, by) = towards(previous)
      return ImagePoint(x: c[index].x + ax + bx, y: c[index].y + ay + by)
    }
    return BoardQuadrilateral(
      corners: corners, residual: quad.residual, inlierShare: quad.inlierShare)
  }
}
