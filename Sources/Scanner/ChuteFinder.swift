import Imaging
import Puzzle
import Themes

/// Looks for the chute: a notch of board-dark colour in the frame beside one end of a row.
struct ChuteFinder {
  /// Structural parameters.
  let options: ScanOptions
  /// The theme's colour model.
  let model: ScanModel

  /// Measures the frame beside both ends of every row that lies inside the image.
  func strips(_ image: RGBAImage, location: BoardLocation) -> [ChuteEvidence.Strip] {
    let board = location.board
    let width = max(2, Int((location.tileWidth * options.chuteStripWidth).rounded()))
    let gap = Int(location.tileWidth * options.chuteStripGap)
    var strips: [ChuteEvidence.Strip] = []
    for row in 0..<6 {
      let top = Int((location.rowLines[row] + location.tileHeight * 0.3).rounded())
      let bottom = Int((location.rowLines[row] + location.tileHeight * 0.7).rounded())
      for side in Exit.Side.allCases {
        let x = side == .left ? board.x - gap - width : board.maxX + gap
        let region = PixelRect(x: x, y: top, width: width, height: max(1, bottom - top))
          .intersection(image.bounds)
        // A strip cut to less than a quarter of its width by the image edge shows too little.
        guard region.width * 4 >= width, region.width >= 2, region.height > 0 else { continue }
        strips.append(
          ChuteEvidence.Strip(
            side: side, row: row, region: region, darkShare: darkShare(image, region)))
      }
    }
    // A notch is open between closed frame: compare each strip with its neighbours on the
    // same side (the board's first and last rows have one).
    for index in strips.indices {
      let strip = strips[index]
      let neighbours = strips.filter {
        $0.side == strip.side && abs($0.row - strip.row) == 1
      }.map(\.darkShare)
      strips[index].notchContrast = strip.darkShare - (neighbours.max() ?? 0)
    }
    return strips
  }

  /// Chooses the exit for a prisoner in `prisonerRow` from the strips.
  ///
  /// The notch is the strip that is most open between closed frame (`notchContrast`). A clear
  /// notch in another row than the prisoner's is an error; a doubtful one gives way to the
  /// prisoner's row; no notch at all gives `right:` the prisoner's row, with a warning.
  func choose(
    _ strips: [ChuteEvidence.Strip], prisonerRow: Int
  ) -> Result<(ChuteEvidence, [ScanWarning]), ScanError> {
    let threshold = model.thresholds.chuteShare
    let best = strips.max { $0.notchContrast < $1.notchContrast }
    let score = best.map(\.notchContrast)
    let found = score.map { threshold.passes($0) } ?? false
    var evidence = ChuteEvidence(
      strips: strips, score: score, best: best, found: found,
      exit: Exit.standard, confidence: 0.5)
    func exit(_ side: Exit.Side) -> Exit {
      (try? Exit(side: side, row: prisonerRow)) ?? Exit.standard
    }
    guard let best, let score, found else {
      evidence.exit = exit(.right)
      let why =
        strips.isEmpty
        ? "no frame is visible beside the board" : "no notch stands out in the frame"
      return .success(
        (
          evidence,
          [
            ScanWarning(
              .chuteNotVisible, "chute not visible (\(why)); assumed \(evidence.exit)")
          ]
        ))
    }
    if best.row == prisonerRow {
      evidence.exit = exit(best.side)
      evidence.confidence = threshold.confidence(score)
      return .success((evidence, []))
    }
    let inRow = strips.filter { $0.row == prisonerRow }.max {
      $0.notchContrast < $1.notchContrast
    }
    if let inRow, threshold.passes(inRow.notchContrast) {
      evidence.exit = exit(inRow.side)
      evidence.best = inRow
      evidence.confidence = threshold.confidence(inRow.notchContrast)
      return .success(
        (
          evidence,
          [
            ScanWarning(
              .chuteDoubtful,
              "a stronger notch at \(best.side.rawValue):\(best.row) than at the prisoner's row; "
                + "took \(evidence.exit)")
          ]
        ))
    }
    if threshold.confidence(score) < 0.9 {
      evidence.exit = exit(.right)
      evidence.confidence = 1 - threshold.confidence(score)
      return .success(
        (
          evidence,
          [
            ScanWarning(
              .chuteDoubtful,
              "a weak notch at \(best.side.rawValue):\(best.row), not in the prisoner's row; "
                + "assumed \(evidence.exit)")
          ]
        ))
    }
    let seen = (try? Exit(side: best.side, row: best.row)) ?? Exit.standard
    return .failure(.chuteNotInPrisonerRow(chute: seen, score: score, prisonerRow: prisonerRow))
  }

  /// Share of the region's classified samples that show the opening (board, seam, chute).
  private func darkShare(_ image: RGBAImage, _ region: PixelRect) -> Double {
    let limit = model.thresholds.sampleDistance.value
    var dark = 0
    var classified = 0
    let columns = 4
    let rows = 8
    for j in 0..<rows {
      for i in 0..<columns {
        let x = region.x + (region.width * (2 * i + 1)) / (2 * columns)
        let y = region.y + (region.height * (2 * j + 1)) / (2 * rows)
        let nearest = model.nearest(LabColour(image[x, y]))
        guard nearest.distance <= limit else { continue }
        classified += 1
        if ColourClass.opening.contains(nearest.colourClass) { dark += 1 }
      }
    }
    // Shares of a few classified samples (the rest marks drawn over the frame) mean little:
    // divide by at least half the samples.
    return Double(dark) / Double(max(classified, columns * rows / 2))
  }
}
