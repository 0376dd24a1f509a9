extension GeometryStage {
  /// `reading`, or, when it is not sure, the reading of the picture the image shows lying
  /// rotated or in perspective on a plain background (a screen photographed on a table, a
  /// screenshot rotated with its corners filled), rectified whole, when that one is surer.
  /// When the two read different puzzles, the one chosen has its confidence lowered by the
  /// other's.
  func pictureChecked(_ reading: ScanReport, upright: ScanReport) -> ScanReport {
    guard options.isEnabled,
      reading.puzzle == nil || reading.confidence < scanner.options.choice.sureConfidence,
      let outline = ContentOutline.standard.quadrilateral(of: image, stride: workingStride)
    else { return reading }
    let (skew, _) = outline.distortion
    let tolerance = options.uprightDrift * Double(workingStride)
    guard Self.sideDrifts(outline).filter({ $0 > tolerance }).count >= 2,
      abs(outline.angle) <= options.maximumAngle, skew <= options.maximumSkew
    else { return reading }
    // (The picture's own quadrilateral, already read when it is the board's.)
    if let known = reading.geometry?.corners,
      zip(known, outline.corners).allSatisfy({
        abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance
      })
    {
      return reading
    }
    let picture = rectified(outline, turn: .none, before: upright)
    let pictureChosen = Self.isSurer(picture, than: reading)
    var chosen = pictureChosen ? picture : reading
    let rival = pictureChosen ? reading : picture
    if let puzzle = chosen.puzzle, let other = rival.puzzle, puzzle != other {
      chosen.confidence *= max(0, 1 - rival.confidence)
      chosen.warnings.append(
        ScanWarning(
          .rivalReading,
          (pictureChosen
            ? "read through the board's own outline" : "read as a whole picture rectified")
            + ", the image gives a different puzzle (confidence "
            + "\(ScanError.format(rival.confidence)))"))
    }
    return chosen
  }
}
