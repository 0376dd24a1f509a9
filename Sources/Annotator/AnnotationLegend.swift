import Imaging
import Puzzle
import Scanner

/// The words of an overlay: a header with the verdict and the stages reached, the legend's
/// lines explaining every mark with the scanner's numbers, and the colour key.
///
/// Built from the `ScanReport` alone, so what the image says is what the scanner measured.
public struct AnnotationLegend: Hashable, Sendable {
  /// One swatch of the colour key.
  public struct KeyEntry: Hashable, Sendable {
    /// How the swatch is drawn.
    public enum Style: Hashable, Sendable {
      /// A short thick line (board, grid, seams, chute, blocks).
      case line
      /// A dashed square (sample regions).
      case dashes
      /// A badge holding a tile-class symbol.
      case badge(Character)
      /// A broken outline (rejected candidates).
      case broken
      /// An outline of alternating colour and white dashes (cells an error names).
      case hazard
    }

    /// The words beside the swatch.
    public var caption: String
    /// The swatch's colour.
    public var colour: RGBA
    /// The swatch's shape.
    public var style: Style
  }

  /// The header paragraphs: title, verdict, stages.
  public var header: [String]
  /// The legend paragraphs, one per kind of evidence.
  public var lines: [String]
  /// The colour key.
  public var key: [KeyEntry]

  /// Header and legend paragraphs, one per line.
  public var text: String { (header + lines).joined(separator: "\n") }

  /// The words for `report`.
  ///
  /// - Parameters:
  ///   - report: the scanner's evidence.
  ///   - title: a title (the file name), if any.
  ///   - scale: the drawn scale, mentioned in the header when given.
  ///   - zoom: explain the zoom panel's extra facts too.
  ///   - palette: the colours named in the key.
  ///   - verdict: a verdict replacing the scan's (its notes lead the legend), if any.
  public init(
    report: ScanReport, title: String? = nil, scale: Double? = nil, zoom: Bool = false,
    palette: AnnotationPalette = .standard, verdict: AnnotationVerdict? = nil
  ) {
    header = Self.header(report, title: title, scale: scale)
    lines = Self.lines(report)
    if let verdict {
      header = [header[0], verdict.text]
      lines = verdict.notes + lines
      if !verdict.cells.isEmpty {
        lines.append(
          "fault (red and white outline): "
            + verdict.cells.map(\.description).joined(separator: " "))
      }
    }
    if zoom, report.location != nil {
      lines.append(
        "zoom: sh = the class's share of the tile's votes %, cv = samples matching a class %, "
          + "rv = rivet share % (fixed-block candidates), thin boxes = seam search strips")
    }
    key = Self.key(palette)
  }

  /// True when the scan gave a puzzle.
  static func succeeded(_ report: ScanReport) -> Bool {
    report.puzzle != nil && report.error == nil
  }

  static func header(_ report: ScanReport, title: String?, scale: Double?) -> [String] {
    var header: [String] = []
    var first = title.map { "\($0): " } ?? ""
    first += "screenshot \(report.imageWidth)x\(report.imageHeight)"
    if let scale { first += ", drawn at \(Decimals.fixed(scale, 2))x" }
    header.append(first)
    if let puzzle = report.puzzle, report.error == nil {
      header.append(
        "SCAN OK: board \(puzzle.board.notation) exit \(puzzle.exit), confidence "
          + Decimals.fixed(report.confidence))
    } else if let error = report.error {
      header.append("SCAN FAILED: \(error.description)")
    } else {
      header.append("SCAN FAILED (\(report.stageReached)): no reason recorded")
    }
    header.append("stages: " + stageTrack(report))
    return header
  }

  /// `locate ok > classify ok > seams ok > blocks FAILED > chute not run > validate not run`,
  /// led by `adapt ok` when the profiles had to be adapted to the image.
  static func stageTrack(_ report: ScanReport) -> String {
    let ok = succeeded(report)
    let failed = report.error?.stage ?? report.stageReached
    let adapted = report.milliseconds(.adapt) > 0
    let stages = ScanStage.allCases.filter { $0 != .adapt || adapted }
    let failedIndex = stages.firstIndex(of: failed) ?? 0
    return stages.enumerated().map { index, stage in
      if ok || index < failedIndex { return "\(stage) ok" }
      if index == failedIndex { return "\(stage.rawValue.uppercased()) FAILED" }
      return "\(stage) not run"
    }.joined(separator: " > ")
  }

  static func lines(_ report: ScanReport) -> [String] {
    var lines: [String] = []
    lines.append(themeLine(report))
    if let weakest = weakestLine(report) { lines.append(weakest) }
    if let explanation = explanationLine(report) { lines.append(explanation) }
    lines.append(boardLine(report))
    if let candidates = candidatesLine(report) { lines.append(candidates) }
    lines.append(tilesLine(report))
    lines.append(seamsLine(report))
    lines.append(blocksLine(report))
    lines.append(chuteLine(report))
    if let cells = report.error?.faultCells, !cells.isEmpty {
      lines.append(
        "fault (red and white outline): the cells the error names, "
          + cells.map(\.description).joined(separator: " "))
    }
    for warning in report.warnings { lines.append("warning: \(warning.message)") }
    return lines
  }

  /// What the reading costs as an explanation of the pixels and what its runner-up costs (the
  /// likeliest other puzzle), with the difference between them; then the board's margin over
  /// every hypothesis with the squares priced, and the confidence it calibrates to
  /// (`ScanReport.margin`, `confidence`); nil when the scan measured none.
  static func explanationLine(_ report: ScanReport) -> String? {
    guard let cost = report.explanation else { return nil }
    func nats(_ explanation: Explanation) -> String {
      "\(Decimals.fixed(explanation.total, 1)) nats (assembly "
        + "\(Decimals.fixed(explanation.assembly, 1)), palette "
        + "\(Decimals.fixed(explanation.palette, 1)), gaps \(Decimals.fixed(explanation.gaps, 1)), "
        + "exit \(Decimals.fixed(explanation.exit, 1)))"
    }
    var line = "explanation: the reading costs \(nats(cost))"
    if let runnerUp = report.runnerUp {
      line +=
        "; runner-up \(runnerUp.board) exit \(runnerUp.exit) (\(runnerUp.source)) costs "
        + "\(nats(runnerUp.explanation)), margin "
        + Decimals.fixed(runnerUp.explanation.total - cost.total, 1)
    }
    if let margin = report.margin {
      line +=
        "; the board's margin over every hypothesis, squares priced (misalignment "
        + "\(Decimals.fixed(cost.misalignment, 1)), spill \(Decimals.fixed(cost.spill, 2)), "
        + "unexplained tiles \(Int(cost.unexplained))): \(Decimals.fixed(margin, 1)) nats, "
        + "calibrated confidence \(Decimals.fixed(report.confidence))"
    }
    return line
  }

  /// The least sure decision of the reading (a tile, a seam between two blocks, or the chute):
  /// where to look first when the reading is doubted.
  static func weakestLine(_ report: ScanReport) -> String? {
    guard report.puzzle != nil, report.error == nil else { return nil }
    var weakest: (confidence: Double, text: String)?
    func consider(_ confidence: Double, _ text: @autoclosure () -> String) {
      if confidence < (weakest?.confidence ?? .infinity) { weakest = (confidence, text()) }
    }
    for tile in report.tiles {
      consider(tile.confidence, "tile \(tile.cell), read \(tile.finalClass)")
    }
    for seam in report.seams {
      guard let a = report.tile(seam.first), let b = report.tile(seam.second),
        a.finalClass.isSolid, b.finalClass.isSolid
      else { continue }
      consider(
        seam.confidence,
        "the seam \(seam.first)-\(seam.second), darkening \(Decimals.percent(seam.darkening)) % "
          + "vs \(Decimals.percent(seam.threshold.value)) %, read "
          + (seam.split ? "split" : "joined"))
    }
    if let chute = report.chute { consider(chute.confidence, "the chute, exit \(chute.exit)") }
    guard let weakest else { return nil }
    return "least sure decision: \(weakest.text) (\(Decimals.fixed(weakest.confidence)))"
  }

  static func themeLine(_ report: ScanReport) -> String {
    var line = "theme: "
    if let theme = report.theme {
      line += theme
      if report.usedFallback { line += " (thresholds derived from the image)" }
      if let score = report.themeScores.first(where: { $0.theme == theme }) {
        line += ", score \(Decimals.fixed(score.score)) (needs \(Decimals.fixed(score.threshold)))"
      }
    } else {
      line += "none chosen"
    }
    let others = report.themeScores.filter { $0.theme != report.theme }
    if !others.isEmpty {
      line += "; tried "
      line += others.map { score in
        var text = "\(score.theme) \(Decimals.fixed(score.score))"
        if let note = score.note { text += " (\(note))" }
        return text
      }.joined(separator: ", ")
    }
    return line
  }

  static func boardLine(_ report: ScanReport) -> String {
    guard let location = report.location else {
      return "board: not found (white outline when found)"
    }
    let board = location.board
    var line =
      "board (white): \(board) (WxH+X+Y), origin (\(board.x),\(board.y)) px, bottom-right "
      + "(\(board.maxX),\(board.maxY)) px; grid (yellow) tiles "
      + "\(Decimals.fixed(location.tileWidth, 1))x\(Decimals.fixed(location.tileHeight, 1)) px"
    if location.workingStride > 1 { line += "; located at stride \(location.workingStride)" }
    if location.touchesImageEdge { line += "; touches the image edge" }
    return line
  }

  static func candidatesLine(_ report: ScanReport) -> String? {
    let considered = report.location?.candidates ?? report.candidates
    guard considered.contains(where: { $0.rejection != nil }) else { return nil }
    let listed = considered.enumerated().prefix(8).map { index, candidate in
      "\(index + 1) \(candidate.region) "
        + (candidate.rejection.map { "rejected: \($0)" } ?? "the board")
    }
    let more = considered.count > 8 ? "; \(considered.count - 8) more" : ""
    return
      "regions (orange, broken, numbered): \(considered.count) dark regions considered: "
      + listed.joined(separator: "; ") + more
  }

  static func tilesLine(_ report: ScanReport) -> String {
    guard report.tiles.count == 36 else {
      return "tiles: not sampled (the scan stopped at \(report.stageReached))"
    }
    var counts: [TileClass: Int] = [:]
    for tile in report.tiles { counts[tile.finalClass, default: 0] += 1 }
    let weakest = report.tiles.min { $0.confidence < $1.confidence }
    let legalised = report.tiles.filter { $0.finalClass != $0.measuredClass }.count
    var line =
      "tiles: badge = class and confidence % (o empty, # block, A prisoner, x fixed), dashed "
      + "box = sample region; "
      + TileClass.allCases.map { "\(counts[$0, default: 0]) \($0)" }.joined(separator: ", ")
    if let weakest {
      line += "; lowest confidence \(Decimals.fixed(weakest.confidence)) at \(weakest.cell)"
    }
    if legalised > 0 { line += "; \(legalised) read against their colours (!)" }
    return line
  }

  static func seamsLine(_ report: ScanReport) -> String {
    guard let first = report.seams.first else {
      return "seams: not measured (the scan stopped at \(report.stageReached))"
    }
    let threshold = first.threshold
    let split = report.seams.filter(\.split).count
    let against = report.seams.filter { $0.split != $0.measuredSplit }.count
    var line =
      "seams: darkening % against threshold \(Decimals.percent(threshold.value)) % (margin "
      + "\(Decimals.percent(threshold.margin))): magenta split, green joined; "
      + "\(report.seams.count) measured, \(split) split, \(report.seams.count - split) joined"
    if against > 0 { line += ", \(against) decided against the measurement (!)" }
    return line
  }

  static func blocksLine(_ report: ScanReport) -> String {
    guard !report.blocks.isEmpty else {
      return "blocks: none assembled (the scan stopped at \(report.stageReached))"
    }
    return
      "blocks (red prisoner, violet fixed, blue sliding): "
      + report.blocks.map(\.description).joined(separator: ", ")
  }

  static func chuteLine(_ report: ScanReport) -> String {
    guard let chute = report.chute else {
      return "chute: not searched (the scan stopped at \(report.stageReached))"
    }
    let threshold = report.model?.thresholds.chuteShare
    var line = "chute (cyan): "
    if chute.strips.isEmpty {
      line += "no frame visible beside the board; assumed \(chute.exit)"
    } else if chute.found, let best = chute.best {
      line +=
        "notch at \(best.side.rawValue):\(best.row), strip \(best.region), dark share "
        + Decimals.fixed(best.darkShare)
    } else {
      line += "no notch stands out; assumed \(chute.exit)"
    }
    if let score = chute.score {
      line += "; score \(Decimals.fixed(score))"
      if let threshold {
        line +=
          " vs \(Decimals.fixed(threshold.value)) (margin \(Decimals.fixed(threshold.margin)))"
      }
    }
    line +=
      "; exit \(chute.exit), confidence \(Decimals.fixed(chute.confidence)); "
      + "\(chute.strips.count) strips measured"
    return line
  }

  static func key(_ palette: AnnotationPalette) -> [KeyEntry] {
    [
      KeyEntry(caption: "board", colour: palette.board, style: .line),
      KeyEntry(caption: "grid", colour: palette.grid, style: .line),
      KeyEntry(caption: "sample", colour: palette.sampleLight, style: .dashes),
      KeyEntry(caption: "empty", colour: palette.empty, style: .badge("o")),
      KeyEntry(caption: "block", colour: palette.block, style: .badge("#")),
      KeyEntry(caption: "prisoner", colour: palette.prisoner, style: .badge("A")),
      KeyEntry(caption: "fixed", colour: palette.fixed, style: .badge("x")),
      KeyEntry(caption: "split", colour: palette.split, style: .line),
      KeyEntry(caption: "joined", colour: palette.joined, style: .line),
      KeyEntry(caption: "chute", colour: palette.chute, style: .line),
      KeyEntry(caption: "candidate", colour: palette.candidate, style: .broken),
      KeyEntry(caption: "fault", colour: palette.fault, style: .hazard),
    ]
  }
}
