import Annotator
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import TestSupport
import Testing

/// A failed scan's overlay says, in words on the image, how far the scanner got and why, and
/// marks the evidence it had.
@Suite("Failure overlays")
struct FailureOverlayTests {
  let palette = AnnotationPalette.standard

  /// Non-puzzle pictures.
  static let nonPuzzles: [(name: String, image: RGBAImage)] = [
    ("solid colour", AnnotatorFixtures.solidColour()), ("noise", AnnotatorFixtures.noise()),
  ]

  @Test(arguments: [0, 1])
  func statesTheLocateFailureInWordsForANonPuzzlePicture(_ index: Int) throws {
    let (name, image) = Self.nonPuzzles[index]
    let report = AnnotatorFixtures.scanner.scan(image)
    let error = try #require(report.error, "\(name) must not scan")
    #expect(error.stage == .locate)
    let annotation = Annotator.annotate(report, on: image, options: AnnotationOptions(title: name))
    #expect(
      annotation.legend.header == [
        "\(name): screenshot \(image.width)x\(image.height), drawn at "
          + String(format: "%.2f", annotation.layout.overlayTransform.scaleX) + "x",
        "SCAN FAILED: \(error.description)",
        // The profiles were adapted to the picture before the last attempts to locate.
        "stages: adapt ok > LOCATE FAILED > classify not run > seams not run > blocks not run > "
          + "chute not run > validate not run",
      ])
    #expect(annotation.legend.lines.contains("board: not found (white outline when found)"))
    #expect(
      annotation.legend.lines.contains("tiles: not sampled (the scan stopped at locate)"))
    // The header is red, and the reason also sits on a red box at the foot of the overlay.
    let header = annotation.layout.header
    let headerColour = annotation.image[header.maxX - 2, header.y + 1]
    #expect(headerColour == palette.failure)
    let overlay = annotation.layout.overlay
    let foot = ImagePoint(x: Double(overlay.x + overlay.width / 2), y: Double(overlay.maxY - 6))
    let boxed = Probe.has(annotation.image, palette.failure, near: foot, radius: 3)
    #expect(boxed)
    #expect(annotation.layout.zoom == nil)
  }

  @Test func marksBothPrisonersOfABoardWithTwoPaintedIn() throws {
    let (image, report) = try #require(LiveScans.twoPrisoners)
    let cells = [
      Cell(row: 2, column: 1), Cell(row: 2, column: 2), Cell(row: 3, column: 2),
      Cell(row: 3, column: 3),
    ]
    #expect(report.error == .extraPrisonerTiles(cells: cells))
    #expect(report.stageReached == .blocks)
    let annotation = Annotator.annotate(report, on: image)
    let error = try #require(report.error)
    #expect(annotation.legend.header[1] == "SCAN FAILED: \(error.description)")
    #expect(
      annotation.legend.header[2]
        == "stages: adapt ok > locate ok > classify ok > seams ok > BLOCKS FAILED > chute not "
        + "run > validate not run")
    #expect(
      annotation.legend.lines.contains(
        "fault (red and white outline): the cells the error names, (2,1) (2,2) (3,2) (3,3)"))
    #expect(
      annotation.legend.lines.contains("blocks: none assembled (the scan stopped at blocks)"))
    // Each named cell wears the red-and-white outline (seam marks and labels cross parts of
    // it); a cell the error does not name wears none.
    let transform = annotation.layout.overlayTransform
    let tile = Probe.tileSide(annotation, report)
    func ring(_ cell: Cell) throws -> (red: Int, white: Int) {
      let rect = transform.rect(try #require(report.tile(cell)).tileRect).insetBy(Int(tile * 0.03))
      var edge = (rect.y..<rect.maxY).flatMap {
        [annotation.image[rect.x + 1, $0], annotation.image[rect.maxX - 2, $0]]
      }
      edge += (rect.x..<rect.maxX).flatMap {
        [annotation.image[$0, rect.y + 1], annotation.image[$0, rect.maxY - 2]]
      }
      return (edge.filter { $0 == palette.fault }.count, edge.filter { $0 == .white }.count)
    }
    for cell in cells {
      let (red, white) = try ring(cell)
      #expect(red > 25 && white > 15, "\(cell): \(red) red, \(white) white")
    }
    let unnamed = try ring(Cell(row: 0, column: 2))
    #expect(unnamed.red == 0 && unnamed.white == 0, "(0,2): \(unnamed)")
    let badge = transform.rect(try #require(report.tile(Cell(row: 3, column: 3))).tileRect)
    let corner = ImagePoint(
      x: (Double(badge.x) + tile * 0.14).rounded() + 0.5,
      y: (Double(badge.y) + tile * 0.14).rounded() + 0.5)
    let prisonerBadge = Probe.has(annotation.image, palette.prisoner, near: corner)
    #expect(prisonerBadge)
  }

  @Test func outlinesTheLargestRegionWhenNoRegionIsSquare() throws {
    let path = Fixtures.sharedScreenshots.appendingPathComponent(
      "crops/original-orange-block-2h.png"
    ).path
    let image = try ImageFile.read(path: path).image
    let report = AnnotatorFixtures.scanner.scan(image)
    guard case .noSquareRegion(_, _, let largest) = report.error else {
      Issue.record("expected no square region, got \(String(describing: report.error))")
      return
    }
    let annotation = Annotator.annotate(report, on: image)
    let rect = annotation.layout.overlayTransform.rect(largest)
    // The broken outline's left side: dashes over at least a third of its height.
    let side = PixelRect(x: rect.x, y: rect.y, width: 2, height: rect.height)
    #expect(Probe.count(annotation.image, palette.candidate, in: side) > rect.height / 3 * 2)
    // The regions considered, with why each was rejected.
    let rejected = try #require(report.candidates.first)
    #expect(rejected.region == largest)
    #expect(
      annotation.legend.lines.contains {
        $0.hasPrefix(
          "regions (orange, broken, numbered): \(report.candidates.count) dark regions "
            + "considered: 1 \(largest) rejected: not square")
      })
  }

  @Test func outlinesTheLargestRegionNamedByTheErrorWithoutCandidates() {
    var report = ScanReport(imageWidth: 300, imageHeight: 200)
    let largest = PixelRect(x: 20, y: 30, width: 200, height: 60)
    report.error = .noSquareRegion(theme: "original-2", count: 1, largest: largest)
    let annotation = Annotator.annotate(
      report, on: RGBAImage(width: 300, height: 200, fill: .white))
    let rect = annotation.layout.overlayTransform.rect(largest)
    // The broken outline's left side: dashes over at least a third of its height.
    let side = PixelRect(x: rect.x, y: rect.y, width: 2, height: rect.height)
    #expect(Probe.count(annotation.image, palette.candidate, in: side) > rect.height / 3 * 2)
  }

  @Test func saysWhenAScanStoppedWithoutAReason() throws {
    var report = ScanReport(imageWidth: 40, imageHeight: 30)
    report.stageReached = .classify
    let annotation = Annotator.annotate(report, on: RGBAImage(width: 40, height: 30, fill: .white))
    #expect(annotation.legend.header[1] == "SCAN FAILED (classify): no reason recorded")
  }
}
