import Annotator
import Imaging
import Puzzle
import Scanner
import Testing

/// The overlay of a live scan of the real screenshot I-4 draws each fact at its place, in its
/// colour (positions computed from the report and the layout's transform).
@Suite("Overlay marks on a real screenshot")
struct OverlayPixelTests {
  let palette = AnnotationPalette.standard

  func annotated() throws -> (Annotation, ScanReport) {
    let (image, report) = try #require(LiveScans.i4)
    #expect(report.error == nil)
    return (Annotator.annotate(report, on: image), report)
  }

  @Test func drawsTheInnerGridLinesInTheGridColour() throws {
    let (annotation, report) = try annotated()
    let location = try #require(report.location)
    let transform = annotation.layout.overlayTransform
    var probed = 0
    for column in 1...5 {
      // A row where no seam mark lies on this grid line.
      let free = (0..<6).first { row in
        !report.seams.contains {
          $0.first == Cell(row: row, column: column - 1)
            && $0.second == Cell(row: row, column: column)
        }
      }
      guard let row = free else { continue }
      let point = transform.point(
        ImagePoint(
          x: location.columnLines[column],
          y: location.rowLines[row] + location.tileHeight * 0.3))
      let found = Probe.has(annotation.image, palette.grid, near: point)
      #expect(
        found, "column line \(column), row \(row): \(Probe.colours(annotation.image, near: point))")
      probed += 1
    }
    #expect(probed >= 3)
  }

  @Test func outlinesEachBlockInTheColourOfItsKind() throws {
    let (annotation, report) = try annotated()
    let transform = annotation.layout.overlayTransform
    let tile = Probe.tileSide(annotation, report)
    #expect(report.blocks.count == 12)
    for block in report.blocks {
      let first = transform.rect(try #require(report.tile(block.origin)).tileRect)
      let last = transform.rect(try #require(report.tile(block.end)).tileRect)
      let outline = PixelRect(
        x: first.x, y: first.y, width: last.maxX - first.x, height: last.maxY - first.y
      ).insetBy(Int(tile * 0.08))
      let point = ImagePoint(x: Double(outline.x) + 0.5, y: Double(first.y) + tile * 0.3)
      let colour = block.isPrisoner ? palette.prisoner : palette.block
      let found = Probe.has(annotation.image, colour, near: point)
      #expect(found, "\(block): \(Probe.colours(annotation.image, near: point))")
    }
  }

  @Test func marksTheChuteNotchAndTheExitArrow() throws {
    let (annotation, report) = try annotated()
    let location = try #require(report.location)
    let chute = try #require(report.chute)
    let best = try #require(chute.best)
    #expect(chute.found && chute.exit == Exit.standard)
    let transform = annotation.layout.overlayTransform
    let strip = transform.rect(best.region)
    let stripEdge = ImagePoint(x: Double(strip.x), y: Double(strip.y) + Double(strip.height) / 2)
    let notch = Probe.has(annotation.image, palette.chute, near: stripEdge)
    #expect(notch, "\(Probe.colours(annotation.image, near: stripEdge))")
    let board = transform.rect(location.board)
    let tile = Probe.tileSide(annotation, report)
    let arrow = ImagePoint(
      x: Double(board.maxX) + tile * 0.2,
      y: transform.y(location.rowLines[2] + location.tileHeight / 2))
    let found = Probe.has(annotation.image, palette.chute, near: arrow)
    #expect(found, "\(Probe.colours(annotation.image, near: arrow))")
  }

  @Test func outlinesTheBoardJustOutsideItAndMarksTheOrigin() throws {
    let (annotation, report) = try annotated()
    let location = try #require(report.location)
    let board = annotation.layout.overlayTransform.rect(location.board)
    let width = max(2, annotation.layout.textScale)
    let left = ImagePoint(x: Double(board.x - width) + 0.5, y: Double(board.y + board.height / 2))
    let outside = Probe.has(annotation.image, palette.board, near: left, radius: 0)
    #expect(outside)
    let inside = ImagePoint(x: Double(board.x + width) + 0.5, y: Double(board.y + board.height / 2))
    let onBoard = Probe.has(annotation.image, palette.board, near: inside, radius: 0)
    #expect(!onBoard)
    let corner = ImagePoint(x: Double(board.x), y: Double(board.y))
    let marked = Probe.has(annotation.image, palette.board, near: corner)
    #expect(marked)
    let origin = "origin (\(location.board.x),\(location.board.y))"
    #expect(annotation.legend.text.contains(origin))
  }

  @Test func drawsEachTileBadgeInItsClassColour() throws {
    let (annotation, report) = try annotated()
    let transform = annotation.layout.overlayTransform
    let tile = Probe.tileSide(annotation, report)
    #expect(report.tiles.count == 36)
    for evidence in report.tiles {
      let rect = transform.rect(evidence.tileRect)
      let corner = ImagePoint(
        x: (Double(rect.x) + tile * 0.14).rounded() + 0.5,
        y: (Double(rect.y) + tile * 0.14).rounded() + 0.5)
      let found = Probe.has(
        annotation.image, palette.colour(for: evidence.finalClass), near: corner)
      #expect(found, "\(evidence.cell): \(Probe.colours(annotation.image, near: corner))")
    }
  }

  @Test func outlinesEachSampleRegionInBlackAndWhiteDashes() throws {
    let (annotation, report) = try annotated()
    let transform = annotation.layout.overlayTransform
    for evidence in report.tiles {
      let rect = transform.rect(evidence.sampleRegion)
      var perimeter: [RGBA] = []
      for x in rect.x..<rect.maxX {
        perimeter += [annotation.image[x, rect.y], annotation.image[x, rect.maxY - 1]]
      }
      for y in rect.y..<rect.maxY {
        perimeter += [annotation.image[rect.x, y], annotation.image[rect.maxX - 1, y]]
      }
      let light = perimeter.filter { $0 == palette.sampleLight }.count
      let dark = perimeter.filter { $0 == palette.sampleDark }.count
      // Badges, labels and seam marks cover parts of it; most of it shows.
      #expect(
        light + dark > perimeter.count / 2 && light > perimeter.count / 8,
        "\(evidence.cell): \(light) light, \(dark) dark of \(perimeter.count)")
    }
  }

  @Test func colourCodesEverySeamAndWritesItsDarkeningAgainstTheThreshold() throws {
    let (annotation, report) = try annotated()
    let transform = annotation.layout.overlayTransform
    let tile = Probe.tileSide(annotation, report)
    #expect(!report.seams.isEmpty)
    for seam in report.seams {
      let first = transform.rect(try #require(report.tile(seam.first)).tileRect)
      let vertical = seam.first.row == seam.second.row
      // The mark's ends stick out beyond the label.
      let point =
        vertical
        ? ImagePoint(x: transform.x(seam.gapPosition), y: Double(first.y) + tile * 0.15)
        : ImagePoint(x: Double(first.x) + tile * 0.07, y: transform.y(seam.gapPosition))
      let colour = seam.split ? palette.split : palette.joined
      let found = Probe.has(annotation.image, colour, near: point)
      #expect(
        found, "\(seam.first)-\(seam.second): \(Probe.colours(annotation.image, near: point))")
    }
  }

  @Test func paintsTheHeaderGreenForASuccessfulScan() throws {
    let (annotation, _) = try annotated()
    let header = annotation.layout.header
    let headerColour = annotation.image[header.maxX - 2, header.y + 1]
    #expect(headerColour == palette.success)
    let legend = annotation.layout.legend
    let legendColour = annotation.image[legend.maxX - 2, legend.maxY - 2]
    #expect(legendColour == palette.background)
  }
}
