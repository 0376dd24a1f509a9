import Imaging
import Puzzle
import Themes

/// Looks for the chute: a notch of board-dark colour in the frame beside one end of a row.
struct ChuteFinder {
  /// Structural parameters.
  let policy: ScanPolicy
  /// The theme's colour model.
  let model: ScanModel

  /// Measures the frame beside both ends of every row that lies inside the image.
  ///
  /// Each strip's points are compared with two colours of this very image: the empty board's
  /// (`boardColour`, measured on the board's empty tiles) and the frame's on that side (the
  /// median of the side's strips, which are mostly frame). A point nearer the board's colour
  /// is open; so the measure follows the image through lighting, cast and theme.
  func strips(
    _ image: RGBAImage, location: BoardLocation, boardColour: LabColour
  ) -> [ChuteEvidence.Strip] {
    // The frame is looked at from the board's edge outwards, one strip width at a time: a mark
    // drawn along the board (a box around it) or a thin frame fills one depth, the notch runs
    // through every depth of the frame. Each row end keeps the depth where it stands out most.
    var best: [ChuteEvidence.Strip] = []
    for step in 0..<max(1, policy.chute.depths) {
      let depth = strips(
        image, location: location, boardColour: boardColour,
        gap: policy.chute.stripGap + Double(step) * policy.chute.stripWidth)
      for strip in depth {
        if let index = best.firstIndex(where: { $0.side == strip.side && $0.row == strip.row }) {
          if strip.notchContrast > best[index].notchContrast { best[index] = strip }
        } else {
          best.append(strip)
        }
      }
    }
    return best.sorted {
      ($0.row, $0.side == .left ? 0 : 1) < ($1.row, $1.side == .left ? 0 : 1)
    }
  }

  /// The strips at one depth: `gap` tiles beyond the board's edge.
  private func strips(
    _ image: RGBAImage, location: BoardLocation, boardColour: LabColour, gap: Double
  ) -> [ChuteEvidence.Strip] {
    let board = location.board
    let width = max(2, Int((location.tileWidth * policy.chute.stripWidth).rounded()))
    let gap = Int(location.tileWidth * gap)
    var found: [(strip: ChuteEvidence.Strip, points: [LabColour])] = []
    for row in 0..<6 {
      let top = Int((location.rowLines[row] + location.tileHeight * policy.chute.rowBand.lowerBound).rounded())
      let bottom = Int((location.rowLines[row] + location.tileHeight * policy.chute.rowBand.upperBound).rounded())
      for side in Exit.Side.allCases {
        let x = side == .left ? board.x - gap - width : board.maxX + gap
        let region = PixelRect(x: x, y: top, width: width, height: max(1, bottom - top))
          .intersection(image.bounds)
        // A strip cut to less than half its width by the image edge shows too little (a board
        // located a few pixels short of a crop's edge leaves a sliver of its own tiles there).
        guard region.width * 2 >= width, region.width >= 2, region.height > 0 else { continue }
        found.append(
          (
            ChuteEvidence.Strip(side: side, row: row, region: region, darkShare: 0),
            points(image, region)
          ))
      }
    }
    var strips: [ChuteEvidence.Strip] = []
    for side in Exit.Side.allCases {
      let onSide = found.filter { $0.strip.side == side }
      guard !onSide.isEmpty else { continue }
      let frame = ChuteFinder.median(onSide.flatMap(\.points))
      let contrast = frame.distance(to: boardColour)
      for (strip, points) in onSide {
        var strip = strip
        strip.darkShare = ChuteFinder.openShare(
          points, board: boardColour, frame: frame, contrast: contrast,
          minimumContrast: policy.chute.minimumContrast)
        strips.append(strip)
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

  /// The share of `points` nearer the board's colour than the frame's, and within the
  /// board-frame distance of the board's colour (marks of other colours are neither); none
  /// when board and frame differ by less than `minimumContrast` (CIELAB units).
  static func openShare(
    _ points: [LabColour], board: LabColour, frame: LabColour, contrast: Double,
    minimumContrast: Double
  ) -> Double {
    guard contrast >= minimumContrast, !points.isEmpty else { return 0 }
    let open = points.filter {
      let toBoard = $0.distance(to: board)
      return toBoard < $0.distance(to: frame) && toBoard <= contrast
    }
    return Double(open.count) / Double(points.count)
  }

  /// The empty board's colour in an image: the mean colour of the tiles read as empty, or
  /// the model's board colour when none is.
  static func boardColour(tiles: [TileEvidence], model: ScanModel) -> LabColour {
    LabColour.mean(tiles.filter { $0.finalClass == .empty }.map(\.meanColour))
      ?? model.classes.board.mean
  }

  /// The per-channel median of `colours`.
  static func median(_ colours: [LabColour]) -> LabColour {
    func middle(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    return LabColour(
      l: middle(colours.map(\.l)), a: middle(colours.map(\.a)), b: middle(colours.map(\.b)))
  }

  /// 4 x 8 points spread over `region`.
  private func points(_ image: RGBAImage, _ region: PixelRect) -> [LabColour] {
    let columns = 4
    let rows = 8
    var points: [LabColour] = []
    points.reserveCapacity(columns * rows)
    for j in 0..<rows {
      for i in 0..<columns {
        let x = region.x + (region.width * (2 * i + 1)) / (2 * columns)
        let y = region.y + (region.height * (2 * j + 1)) / (2 * rows)
        points.append(LabColour(image[x, y]))
      }
    }
    return points
  }

  /// Chooses the exit for a prisoner in `prisonerRow` from the strips.
  ///
  /// The notch is the strip that is most open between closed frame (`notchContrast`). A clear
  /// notch in another row than the prisoner's is an error; a doubtful one gives way to the
  /// prisoner's row; no notch at all gives `right:` the prisoner's row, with a warning.
  ///
  /// An exit that nothing shows is taken on the right, where the classic levels have it, and
  /// marked `sideAssumed` (`ScanReport.doubtingAssumedExit` weighs it against the puzzle read).
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
      // No notch: the chute may lie where the frame is cut off by the image's edge (strips
      // there are missing); else on the right, where the classic levels have it.
      let seen = Set(strips.map(\.side))
      // The cut side is taken only when the side seen shows closed frame all along: a side as
      // open as a notch somewhere (the board's own tiles, a dark corner of the photo beyond a
      // crop's edge) shows no frame, and so no sign that the chute is not there.
      let framed = seen.allSatisfy { side in
        strips.filter { $0.side == side }.allSatisfy { !threshold.passes($0.darkShare) }
      }
      let cut = framed ? Exit.Side.allCases.filter { !seen.contains($0) } : []
      let side = cut.count == 1 ? cut[0] : .right
      evidence.exit = exit(side)
      func openness(_ side: Exit.Side) -> Double {
        strips.filter { $0.side == side && $0.row == prisonerRow }.map(\.notchContrast).max() ?? 0
      }
      // Every board has a chute: frame seen all round without one is a doubt of its own (the
      // more so when the prisoner's row there is less open than another place of the frame:
      // what the frame shows points elsewhere), while a board-only crop simply shows none.
      let hidden = !(strips.isEmpty || cut.count == 1 || !framed)
      let traced = openness(side) >= (score ?? 0)
      evidence.confidence =
        !hidden
        ? policy.chute.assumedExitConfidence
        : traced ? policy.chute.hiddenNotchConfidence : policy.chute.unsupportedNotchConfidence
      // The prisoner's row more open on the other side than on the side assumed (a notch too
      // faint to pass) speaks against the assumption: the confidence falls with the difference,
      // in units of the theme's `chuteShare`.
      let against = Exit.Side.allCases.filter { $0 != side }.map(openness).max() ?? 0
      if against > openness(side) {
        evidence.confidence *= max(
          0, 1 - (against - openness(side)) / max(threshold.value, threshold.margin))
      }
      if cut.count != 1 { evidence.sideAssumed = true }
      let why =
        strips.isEmpty
        ? "no frame is visible beside the board"
        : cut.count == 1
          ? "no notch stands out in the frame; the \(side.rawValue) frame is cut by the image edge"
          : !framed
            ? "what lies beside the board is not closed frame"
            : traced
              ? "no notch stands out in the frame"
              : "no notch stands out in the frame, and the prisoner's row on the "
                + "\(side.rawValue) is less open than another place of the frame"
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
    if threshold.confidence(score) < policy.chute.sureNotch {
      evidence.exit = exit(.right)
      evidence.confidence = 1 - threshold.confidence(score)
      evidence.sideAssumed = true
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
}
