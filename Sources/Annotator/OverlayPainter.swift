import Imaging
import Puzzle
import Scanner

/// Draws a report's evidence over a panel holding the screenshot: candidates, board, grid,
/// sample regions, seams, blocks, tile badges, the cells an error names, and the chute.
///
/// Works in panel pixels through `transform`; all sizes follow the drawn tile side so that the
/// marks keep their proportions at every scale.
struct OverlayPainter {
  /// The evidence.
  let report: ScanReport
  /// The colours.
  let palette: AnnotationPalette
  /// Screenshot pixels to panel pixels.
  let transform: PanelTransform
  /// Image pixels per font pixel of the labels.
  let textScale: Int
  /// True for the zoom panel: adds tile shares and seam search strips.
  let detail: Bool
  /// Cells to outline as faults besides those the report's error names (a verdict's).
  var faults: [Cell] = []

  /// Thickness of the main lines (board, blocks, seams).
  private var lineWidth: Int { max(2, textScale) }

  /// The drawn tile side (or a sixth of the panel's shorter side without a board).
  private var tile: Double {
    report.location.map { $0.tileWidth * transform.scaleX } ?? 48
  }

  /// Paints everything onto `canvas`.
  func paint(on canvas: inout RGBAImage) {
    paintCandidates(on: &canvas)
    guard let location = report.location else {
      paintLocateFailure(on: &canvas)
      return
    }
    paintSampleRegions(on: &canvas)
    paintGrid(location, on: &canvas)
    if detail { paintSeamSearchRegions(on: &canvas) }
    paintBlocks(on: &canvas)
    paintFaults(on: &canvas)
    paintChuteStrips(on: &canvas)
    paintSeams(on: &canvas)
    paintTiles(on: &canvas)
    paintBlockLetters(on: &canvas)
    paintBoard(location, on: &canvas)
    paintRowAndColumnNumbers(location, on: &canvas)
    paintExit(location, on: &canvas)
  }

  // MARK: Locate

  /// Rejected regions: broken orange outlines numbered as in the legend (with the reason too
  /// when there is no board to crowd).
  private func paintCandidates(on canvas: inout RGBAImage) {
    let candidates = report.location?.candidates ?? report.candidates
    for (index, candidate) in candidates.enumerated().prefix(8) where candidate.rejection != nil {
      let rect = transform.rect(candidate.region)
      canvas.strokeBroken(
        rect, colour: palette.candidate, halo: palette.halo, width: lineWidth,
        dash: 3 * textScale)
      let reason = report.location == nil ? ": \(candidate.rejection ?? "")" : ""
      canvas.label(
        "region \(index + 1)\(reason)",
        at: ImagePoint(x: Double(rect.x + lineWidth + 2), y: Double(rect.y + lineWidth + 2)),
        anchor: .topLeft, scale: textScale, colour: palette.candidate,
        backing: palette.textBacking, border: palette.candidate)
    }
  }

  /// Without a board: the reason at the foot of the panel, and the largest dark region when
  /// the error names one (and no candidates were recorded).
  private func paintLocateFailure(on canvas: inout RGBAImage) {
    if report.candidates.isEmpty, case .noSquareRegion(_, _, let largest) = report.error {
      let rect = transform.rect(largest)
      canvas.strokeBroken(
        rect, colour: palette.candidate, halo: palette.halo, width: lineWidth,
        dash: 3 * textScale)
      canvas.label(
        "largest dark region",
        at: ImagePoint(x: Double(rect.x + lineWidth + 2), y: Double(rect.y + lineWidth + 2)),
        anchor: .topLeft, scale: textScale, colour: palette.candidate,
        backing: palette.textBacking, border: palette.candidate)
    }
    let reason = report.error?.description ?? "no board found (\(report.stageReached))"
    let columns = max(12, (canvas.width - 8 * textScale) / (6 * textScale) - 2)
    let text = TextWrapper.wrap(reason, columns: columns).joined(separator: "\n")
    canvas.label(
      text, at: ImagePoint(x: Double(canvas.width) / 2, y: Double(canvas.height - 2)),
      anchor: LabelAnchor(horizontal: 0, vertical: 1), scale: textScale, colour: palette.text,
      backing: palette.failure,
      border: palette.halo)
  }

  /// The board outline (outside the board), its origin and far corner with coordinates.
  private func paintBoard(_ location: BoardLocation, on canvas: inout RGBAImage) {
    let board = transform.rect(location.board)
    let width = lineWidth
    canvas.strokeWithHalo(
      board.insetBy(-width), colour: palette.board, halo: palette.halo, width: width)
    let corner = ImagePoint(x: Double(board.x), y: Double(board.y))
    let reach = tile * 0.3
    canvas.lineWithHalo(
      from: ImagePoint(x: corner.x - reach, y: corner.y), to: corner, colour: palette.board,
      halo: palette.halo, width: Double(width))
    canvas.lineWithHalo(
      from: ImagePoint(x: corner.x, y: corner.y - reach), to: corner, colour: palette.board,
      halo: palette.halo, width: Double(width))
    canvas.fillCircle(centre: corner, radius: Double(width) * 1.5 + 2, colour: palette.halo)
    canvas.fillCircle(centre: corner, radius: Double(width) * 1.5, colour: palette.board)
    let b = location.board
    // Above the column numbers.
    canvas.label(
      "origin (\(b.x),\(b.y))",
      at: ImagePoint(x: corner.x - reach * 0.5, y: corner.y - Double(width) * 2 - 3 - numberRoom),
      anchor: .bottomLeft, scale: textScale, colour: palette.text, backing: palette.textBacking,
      border: palette.board)
    canvas.label(
      "(\(b.maxX),\(b.maxY)) \(b.width)x\(b.height)",
      at: ImagePoint(x: Double(board.maxX), y: Double(board.maxY + 2 * width + 3)),
      anchor: .topRight, scale: textScale, colour: palette.text, backing: palette.textBacking,
      border: palette.board)
  }

  /// The height of a row of column numbers above the board, their padding included.
  private var numberRoom: Double {
    Double((BitmapFont.standard.lineHeight - 1) * textScale + 2 * max(1, textScale) + 4)
  }

  /// The row numbers 0-5 beside the board, on the side away from the exit, and the column
  /// numbers 0-5 above it: the numbers of `Cell(row:column:)` and of the exit's row, as the
  /// legend, the labels and the regression reports write them.
  private func paintRowAndColumnNumbers(_ location: BoardLocation, on canvas: inout RGBAImage) {
    let board = transform.rect(location.board)
    let gap = Double(lineWidth) * 2 + 3
    let left = report.chute?.exit.side != .left
    for row in 0..<6 {
      let y = transform.y(location.rowLines[row] + location.tileHeight / 2)
      canvas.label(
        "\(row)",
        at: ImagePoint(x: left ? Double(board.x) - gap : Double(board.maxX) + gap, y: y),
        anchor: LabelAnchor(horizontal: left ? 1 : -1, vertical: 0), scale: textScale,
        colour: palette.text, backing: palette.textBacking, border: nil)
    }
    for column in 0..<6 {
      let x = transform.x(location.columnLines[column] + location.tileWidth / 2)
      canvas.label(
        "\(column)", at: ImagePoint(x: x, y: Double(board.y) - gap),
        anchor: LabelAnchor(horizontal: 0, vertical: 1), scale: textScale,
        colour: palette.text, backing: palette.textBacking, border: nil)
    }
  }

  /// The seven lines each way of the 6x6 grid.
  private func paintGrid(_ location: BoardLocation, on canvas: inout RGBAImage) {
    let width = max(1, textScale / 2)
    let top = transform.y(location.rowLines[0])
    let bottom = transform.y(location.rowLines[6])
    let left = transform.x(location.columnLines[0])
    let right = transform.x(location.columnLines[6])
    for line in location.columnLines[1...5] {
      let x = Int((transform.x(line) - Double(width) / 2).rounded())
      let rect = PixelRect(
        x: x, y: Int(top.rounded()), width: width, height: Int((bottom - top).rounded()))
      canvas.fillRect(rect.insetBy(-1), colour: palette.halo)
      canvas.fillRect(rect, colour: palette.grid)
    }
    for line in location.rowLines[1...5] {
      let y = Int((transform.y(line) - Double(width) / 2).rounded())
      let rect = PixelRect(
        x: Int(left.rounded()), y: y, width: Int((right - left).rounded()), height: width)
      canvas.fillRect(rect.insetBy(-1), colour: palette.halo)
      canvas.fillRect(rect, colour: palette.grid)
    }
  }

  // MARK: Tiles

  /// Each tile's sample region as a black-and-white dashed box.
  private func paintSampleRegions(on canvas: inout RGBAImage) {
    for tile in report.tiles {
      canvas.strokeDashed(
        transform.rect(tile.sampleRegion), first: palette.sampleLight, second: palette.sampleDark,
        dash: max(3, 2 * textScale))
    }
  }

  /// Each tile's badge: class symbol and confidence in the class colour, `!` when the class
  /// was read against the colours; in detail, the vote share, coverage and rivet share.
  private func paintTiles(on canvas: inout RGBAImage) {
    for tile in report.tiles {
      let rect = transform.rect(tile.tileRect)
      let origin = ImagePoint(
        x: Double(rect.x) + self.tile * 0.14, y: Double(rect.y) + self.tile * 0.14)
      var text = "\(tile.finalClass.symbol)\(Decimals.percent(tile.confidence))"
      if tile.finalClass != tile.measuredClass { text += "!" }
      let colour = palette.colour(for: tile.finalClass)
      canvas.label(
        text, at: origin, anchor: .topLeft, scale: textScale, colour: colour.contrastingColour,
        backing: colour, border: palette.halo)
      guard detail else { continue }
      var facts = "sh\(Decimals.percent(tile.share))\ncv\(Decimals.percent(tile.coverage))"
      if let rivet = tile.rivetShare { facts += "\nrv\(Decimals.percent(rivet))" }
      canvas.label(
        facts,
        at: ImagePoint(x: Double(rect.x) + self.tile * 0.14, y: Double(rect.y) + self.tile * 0.66),
        anchor: .topLeft, scale: max(1, textScale / 2), colour: palette.text,
        backing: palette.textBacking, border: nil)
    }
  }

  /// Cells the error names: a red-and-white outline, like hazard tape.
  private func paintFaults(on canvas: inout RGBAImage) {
    guard report.tiles.count == 36 else { return }
    for cell in (report.error?.faultCells ?? []) + faults {
      guard let tile = report.tile(cell) else { continue }
      let rect = transform.rect(tile.tileRect).insetBy(Int(self.tile * 0.03))
      canvas.strokeHazard(
        rect, colour: palette.fault, halo: palette.halo, width: lineWidth + 1,
        dash: 3 * textScale)
    }
  }

  // MARK: Seams

  /// In detail: each seam's search strip, thin, in the decision's colour.
  private func paintSeamSearchRegions(on canvas: inout RGBAImage) {
    for seam in report.seams {
      canvas.strokeRect(
        transform.rect(seam.searchRegion),
        colour: palette.colour(forSplit: seam.split).withAlpha(150))
    }
  }

  /// Each seam: a mark along the darkest line found (magenta split, green joined) and a label
  /// with the darkening against the threshold, `!` when decided against the measurement.
  private func paintSeams(on canvas: inout RGBAImage) {
    for seam in report.seams {
      guard let first = report.tile(seam.first) else { continue }
      let rect = transform.rect(first.tileRect)
      let colour = palette.colour(forSplit: seam.split)
      let vertical = seam.first.row == seam.second.row
      let start: ImagePoint
      let end: ImagePoint
      if vertical {
        let x = transform.x(seam.gapPosition)
        start = ImagePoint(x: x, y: Double(rect.y) + tile * 0.04)
        end = ImagePoint(x: x, y: Double(rect.y) + tile * 0.96)
      } else {
        let y = transform.y(seam.gapPosition)
        start = ImagePoint(x: Double(rect.x) + tile * 0.04, y: y)
        end = ImagePoint(x: Double(rect.x) + tile * 0.96, y: y)
      }
      canvas.lineWithHalo(
        from: start, to: end, colour: colour, halo: palette.halo, width: Double(lineWidth))
      var text = Numbers.against(seam.darkening, seam.threshold.value)
      if seam.split != seam.measuredSplit { text += "!" }
      // On the grid line (the gap found may lie anywhere in the search strip); vertical seams
      // low on the line, clear of the block letter in the tile's middle (in detail, level with
      // the letter, clear of the tile facts below it).
      let middle =
        vertical
        ? ImagePoint(x: Double(rect.maxX), y: Double(rect.y) + tile * (detail ? 0.5 : 0.78))
        : ImagePoint(x: Double(rect.x) + tile * 0.5, y: Double(rect.maxY))
      canvas.label(
        text, at: middle, anchor: .centre, scale: textScale, colour: colour,
        backing: palette.textBacking, border: colour)
    }
  }

  // MARK: Blocks

  /// The drawn rectangle of a block (the union of its tiles).
  private func blockRect(_ block: Block) -> PixelRect? {
    guard let first = report.tile(block.origin), let last = report.tile(block.end) else {
      return nil
    }
    let a = transform.rect(first.tileRect)
    let b = transform.rect(last.tileRect)
    return PixelRect(x: a.x, y: a.y, width: b.maxX - a.x, height: b.maxY - a.y)
  }

  /// Each block's outline, inside its tiles, in its kind's colour between a dark halo and a
  /// light inner line.
  private func paintBlocks(on canvas: inout RGBAImage) {
    for block in report.blocks {
      guard let rect = blockRect(block) else { continue }
      let outline = rect.insetBy(Int(tile * 0.08))
      canvas.strokeWithHalo(
        outline, colour: palette.colour(for: block), halo: palette.halo, width: lineWidth)
      // A light line inside: the outline shows on a block of its own colour too.
      canvas.strokeRect(outline.insetBy(lineWidth), colour: palette.board)
    }
  }

  /// Each block's letter, large, in the middle of its first tile.
  private func paintBlockLetters(on canvas: inout RGBAImage) {
    for block in report.blocks {
      guard let tile = report.tile(block.origin) else { continue }
      let rect = transform.rect(tile.tileRect)
      let colour = palette.colour(for: block)
      canvas.label(
        String(block.letter),
        at: ImagePoint(x: Double(rect.x) + self.tile * 0.5, y: Double(rect.y) + self.tile * 0.5),
        anchor: .centre, scale: max(3, textScale * 3 / 2), colour: colour.contrastingColour,
        backing: colour, border: palette.halo)
    }
  }

  // MARK: Chute

  /// Every strip measured for the chute (thin), and the notch found (filled).
  private func paintChuteStrips(on canvas: inout RGBAImage) {
    guard let chute = report.chute else { return }
    for strip in chute.strips {
      canvas.strokeWithHalo(
        transform.rect(strip.region), colour: palette.chute, halo: palette.halo, width: 1)
    }
    if chute.found, let best = chute.best {
      let rect = transform.rect(best.region)
      canvas.fillRect(rect, colour: palette.chute.withAlpha(120))
      canvas.strokeWithHalo(rect, colour: palette.chute, halo: palette.halo, width: lineWidth)
    }
  }

  /// The exit: an arrow out of the board through the chute, with the notch score.
  private func paintExit(_ location: BoardLocation, on canvas: inout RGBAImage) {
    guard let chute = report.chute else { return }
    let exit = chute.exit
    let board = transform.rect(location.board)
    let y = transform.y(location.rowLines[exit.row] + location.tileHeight / 2)
    let edge = Double(exit.side == .right ? board.maxX : board.x)
    let out = exit.side == .right ? 1.0 : -1.0
    let start = ImagePoint(x: edge - out * tile * 0.3, y: y)
    let end = ImagePoint(x: edge + out * tile * 0.55, y: y)
    canvas.arrowWithHalo(
      from: start, to: end, colour: palette.chute, halo: palette.halo, width: Double(lineWidth))
    var text = "exit"
    if let score = chute.score, let threshold = report.model?.thresholds.chuteShare {
      text += "\n\(Numbers.against(score, threshold.value))"
    }
    if !chute.found { text += "\nassumed" }
    canvas.label(
      text, at: ImagePoint(x: edge + out * tile * 0.05, y: y + tile * 0.14),
      anchor: LabelAnchor(horizontal: exit.side == .right ? -1 : 1, vertical: -1),
      scale: textScale, colour: palette.chute, backing: palette.textBacking,
      border: palette.chute)
  }
}
