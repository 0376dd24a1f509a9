import Annotator
import Imaging
import Puzzle
import Scanner
import Testing

/// The legend explains every mark with the scanner's own numbers (from the pinned I-4 report,
/// altered where a case needs it).
@Suite("Legend words and special marks")
struct AnnotationLegendTests {
  let palette = AnnotationPalette.standard

  func pinned() throws -> (RGBAImage, ScanReport) {
    (try AnnotatorFixtures.i4(), try OverlayGoldenTests.i4Report())
  }

  @Test func saysTheVerdictTheStagesAndTheChosenTheme() throws {
    let (_, report) = try pinned()
    let legend = AnnotationLegend(report: report, title: "I-4", scale: 3)
    #expect(
      legend.header == [
        "I-4: screenshot 200x356, drawn at 3.00x",
        "SCAN OK: board ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo exit right:2, confidence 0.99",
        "stages: locate ok > classify ok > seams ok > blocks ok > chute ok > validate ok",
      ])
    #expect(legend.lines[0] == "theme: original-2, score 1.00 (needs 0.60); tried original-1 0.33")
    #expect(
      legend.lines[1]
        == "least sure decision: the seam (5,1)-(5,2), darkening 1 % vs 25 %, read joined (0.99)")
    #expect(legend.text.hasPrefix(legend.header.joined(separator: "\n") + "\n" + legend.lines[0]))
    #expect(legend.key.map(\.caption).contains("prisoner"))
  }

  @Test func namesTheRunnerUpAndBothCostsOfALiveScan() throws {
    let report = AnnotatorFixtures.scanner.scan(try AnnotatorFixtures.i4())
    let cost = try #require(report.explanation)
    let runnerUp = try #require(report.runnerUp)
    let legend = AnnotationLegend(report: report, title: "I-4", scale: 3)
    let line = try #require(legend.lines.first { $0.hasPrefix("explanation: ") })
    #expect(line.contains("the reading costs \(Decimals.fixed(cost.total, 1)) nats"))
    #expect(line.contains("runner-up \(runnerUp.board) exit \(runnerUp.exit)"))
    #expect(line.contains("margin \(Decimals.fixed(runnerUp.explanation.total - cost.total, 1));"))
    let margin = try #require(report.margin)
    #expect(
      line.hasSuffix(
        "\(Decimals.fixed(margin, 1)) nats, calibrated confidence \(Decimals.fixed(report.confidence))"))
    // (The pinned report predates the measurement: its legend has no such line.)
    #expect(!AnnotationLegend(report: try pinned().1, title: nil, scale: nil).lines.contains {
      $0.hasPrefix("explanation: ")
    })
  }

  @Test func namesTheFallbackThemeAndListsTheWarnings() throws {
    var (_, report) = try pinned()
    report.theme = "fallback"
    report.usedFallback = true
    report.warnings = [ScanWarning(.fallbackTheme, "no theme profile fits")]
    let legend = AnnotationLegend(report: report)
    #expect(
      legend.lines[0].hasPrefix("theme: fallback (thresholds derived from the image); tried "))
    #expect(legend.lines.last == "warning: no theme profile fits")
  }

  @Test func explainsAnExitAssumedWithoutAFrame() throws {
    var (_, report) = try pinned()
    var chute = try #require(report.chute)
    chute.strips = []
    chute.found = false
    chute.score = nil
    chute.best = nil
    report.chute = chute
    let line = try #require(AnnotationLegend(report: report).lines.first { $0.hasPrefix("chute") })
    #expect(
      line
        == "chute (cyan): no frame visible beside the board; assumed right:2; exit right:2, "
        + "confidence 1.00; 0 strips measured")
  }

  @Test func marksATileReadAgainstItsColours() throws {
    var (image, report) = try pinned()
    report.tiles[0].measuredClass = .block
    let legend = AnnotationLegend(report: report)
    #expect(legend.lines.contains { $0.hasSuffix("; 1 read against their colours (!)") })
    let annotation = Annotator.annotate(report, on: image)
    let plain = Annotator.annotate(try OverlayGoldenTests.i4Report(), on: image)
    // The badge of tile (0,0) grows by the "!".
    let rect = annotation.layout.overlayTransform.rect(report.tiles[0].tileRect)
    let badge = try annotation.image.cropped(to: rect)
    let before = try plain.image.cropped(to: rect)
    #expect(badge != before)
  }

  @Test func outlinesAFixedBlockInViolet() throws {
    var (image, report) = try pinned()
    let cell = Cell(row: 0, column: 0)
    report.tiles[0].finalClass = .fixed
    report.tiles[0].measuredClass = .fixed
    report.blocks.append(.fixed(at: cell))
    let annotation = Annotator.annotate(report, on: image)
    let transform = annotation.layout.overlayTransform
    let tile = report.tiles[0].tileRect
    let side = Probe.tileSide(annotation, report)
    let outline = transform.rect(tile).insetBy(Int(side * 0.08))
    let edge = ImagePoint(x: Double(outline.x) + 0.5, y: Double(outline.y) + side * 0.5)
    let violet = Probe.has(annotation.image, palette.fixed, near: edge)
    #expect(violet)
    #expect(annotation.legend.lines.contains { $0.contains("x at (0,0)") })
  }

  @Test func saysWhatWasNotReachedOnALocateFailure() {
    var report = ScanReport(imageWidth: 10, imageHeight: 10)
    report.error = .noDarkRegion(theme: "original-2", minimumSide: 36)
    let lines = AnnotationLegend(report: report).lines
    #expect(
      lines == [
        "theme: none chosen", "board: not found (white outline when found)",
        "tiles: not sampled (the scan stopped at locate)",
        "seams: not measured (the scan stopped at locate)",
        "blocks: none assembled (the scan stopped at locate)",
        "chute: not searched (the scan stopped at locate)",
      ])
  }
}
