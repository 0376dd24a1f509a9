import Annotator
import Imaging
import Scanner
import Testing

/// Overlays stay readable at every size: small screenshots are enlarged, large ones reduced,
/// odd shapes bounded; the panels sit where the layout says.
@Suite("Overlay layout and scale")
struct AnnotationLayoutTests {
  /// A report holding only a board location.
  func report(width: Int, height: Int, board: PixelRect) -> ScanReport {
    var report = ScanReport(imageWidth: width, imageHeight: height)
    report.location = BoardLocation(
      board: board, workingStride: 1, touchesImageEdge: false, candidates: [])
    report.stageReached = .classify
    return report
  }

  @Test func enlargesASmallScreenshotUntilTheBoardIs576PixelsWide() throws {
    let (image, report) = try #require(LiveScans.i4)
    let annotation = Annotator.annotate(report, on: image)
    let board = annotation.layout.overlayTransform.rect(try #require(report.location).board)
    let side = max(board.width, board.height)
    #expect(side >= 575 && side <= 578)
    #expect(annotation.layout.textScale == 2)
  }

  @Test func reducesA4KScreenshotUntilTheBoardIs1152PixelsWide() {
    let board = PixelRect(x: 60, y: 1100, width: 2040, height: 2040)
    let report = report(width: 2160, height: 3840, board: board)
    let image = RGBAImage(width: 2160, height: 3840, fill: RGBA(red: 90, green: 60, blue: 30))
    let annotation = Annotator.annotate(report, on: image)
    let drawn = annotation.layout.overlayTransform.rect(board)
    #expect(drawn.width >= 1150 && drawn.width <= 1154)
    #expect(annotation.layout.textScale == 4)
    #expect(annotation.image.height < 3840)
  }

  @Test func keepsABoardOfAReasonableSizeAsItIs() {
    let board = PixelRect(x: 20, y: 200, width: 700, height: 700)
    let annotation = Annotator.annotate(
      report(width: 740, height: 1200, board: board),
      on: RGBAImage(width: 740, height: 1200, fill: .black))
    #expect(annotation.layout.overlayTransform.scaleX == 1)
  }

  @Test func aTinyWronglyLocatedBoardDoesNotBlowUpTheScale() {
    // A 12-pixel "board" found on a phone screenshot would ask for a 48x enlargement.
    let board = PixelRect(x: 500, y: 900, width: 12, height: 12)
    let annotation = Annotator.annotate(
      report(width: 1080, height: 1920, board: board),
      on: RGBAImage(width: 1080, height: 1920, fill: .black))
    #expect(annotation.layout.overlayTransform.scaleX == 1)
    #expect(annotation.layout.overlay.height <= 1920 + 400)
    // A small screenshot is still enlarged, up to the largest drawn side.
    let small = Annotator.annotate(
      report(width: 200, height: 400, board: PixelRect(x: 4, y: 100, width: 20, height: 20)),
      on: RGBAImage(width: 200, height: 400, fill: .black))
    #expect(small.layout.overlayTransform.scaleX == 4)
  }

  @Test func boundsThePanelOfAnOddlyShapedImage() {
    let board = PixelRect(x: 10, y: 10, width: 60, height: 60)
    let annotation = Annotator.annotate(
      report(width: 80, height: 20000, board: board),
      on: RGBAImage(width: 80, height: 20000, fill: .black))
    #expect(annotation.layout.overlay.height <= 4096 + 200)
  }

  @Test func drawsAReportOnADifferentlySizedCopyAtTheReportsScale() throws {
    let (image, report) = try #require(LiveScans.i4)
    let full = Annotator.annotate(report, on: image)
    let half = Annotator.annotate(report, on: image.scaled(by: 0.5))
    #expect(half.image.size == full.image.size)
    #expect(half.layout == full.layout)
  }

  @Test func putsTheUntouchedScreenshotLeftOfTheOverlay() throws {
    let (image, report) = try #require(LiveScans.i4)
    let annotation = Annotator.annotate(
      report, on: image, options: AnnotationOptions(sideBySide: true))
    let original = try #require(annotation.layout.original)
    let transform = try #require(annotation.layout.originalTransform)
    #expect(original.maxX < annotation.layout.overlay.x)
    #expect(original.size == annotation.layout.overlay.size)
    // The left panel holds the screenshot, resampled, with nothing drawn on it.
    let drawn = transform.rect(image.bounds)
    let expected = image.resized(width: drawn.width, height: drawn.height)
    let actual = try annotation.image.cropped(to: drawn)
    #expect(actual == expected)
  }

  @Test func addsAnEnlargedBoardBesideTheOverlay() throws {
    let (image, report) = try #require(LiveScans.i4)
    let annotation = Annotator.annotate(report, on: image, options: AnnotationOptions(zoom: true))
    let zoom = try #require(annotation.layout.zoom)
    let transform = try #require(annotation.layout.zoomTransform)
    let source = try #require(annotation.layout.zoomSource)
    let board = try #require(report.location).board
    #expect(zoom.x > annotation.layout.overlay.maxX)
    #expect(source.intersection(board) == board)
    #expect(transform.scaleX >= 1.9 * annotation.layout.overlayTransform.scaleX)
    #expect(annotation.layout.zoomTextScale > annotation.layout.textScale)
    #expect(annotation.legend.lines.last?.hasPrefix("zoom: sh = ") == true)
    // The zoom draws the grid too.
    let location = try #require(report.location)
    let point = transform.point(
      ImagePoint(x: location.columnLines[1], y: location.rowLines[0] + location.tileHeight * 0.3))
    let grid = Probe.has(annotation.image, AnnotationPalette.standard.grid, near: point, radius: 2)
    #expect(grid)
  }

  @Test func placesHeaderPanelsAndLegendTopToBottomWithoutOverlap() throws {
    let (image, report) = try #require(LiveScans.i4)
    let layout = Annotator.annotate(
      report, on: image, options: AnnotationOptions(sideBySide: true, zoom: true)
    ).layout
    let panels = [layout.original, layout.overlay, layout.zoom].compactMap { $0 }
    for panel in panels {
      #expect(panel.y == layout.header.maxY)
      #expect(panel.maxY <= layout.legend.y)
      #expect(panel.maxX <= layout.size.width)
    }
    #expect(layout.legend.maxY == layout.size.height)
    #expect(layout.header.width == layout.size.width)
  }
}
