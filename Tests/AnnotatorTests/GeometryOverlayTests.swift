import Annotator
import ImageCodecs
import Imaging
import Scanner
import TestSupport
import Testing

/// Overlays of boards read through a homography (the `samples/geometry` renders).
@Suite("Geometry overlays")
struct GeometryOverlayTests {
  static func sample(_ name: String) throws -> RGBAImage {
    try ImageFile.read(
      path: Fixtures.samples.appendingPathComponent("geometry").appendingPathComponent(name).path
    ).image
  }

  @Test(arguments: ["rotate-minus-7-orange.jpg", "turn-90-orange.png"])
  func drawsTheRectifiedPanelsAndTheQuadrilateralBelowThem(_ name: String) throws {
    let image = try Self.sample(name)
    let report = AnnotatorFixtures.scanner.scan(image)
    let geometry = try #require(report.geometry)
    #expect(geometry.isRectified)
    let annotation = Annotator.annotate(report, on: image)
    #expect(annotation.image.size == annotation.layout.size)
    // The original image with the quadrilateral sits below the legend.
    #expect(annotation.image.height > annotation.layout.legend.maxY + 40)
    // The quadrilateral's top-left corner is marked in the board colour of the palette.
    let palette = AnnotationOptions.standard.palette
    let strip = try annotation.image.cropped(
      to: PixelRect(
        x: 0, y: annotation.layout.legend.maxY, width: annotation.image.width,
        height: annotation.image.height - annotation.layout.legend.maxY))
    #expect(strip.pixels.contains(palette.board))
    // The panels show the rectified board: the overlay is drawn at the rectified size.
    #expect(report.imageWidth == geometry.rectifiedSize?.width)
  }

  @Test func anUprightScanKeepsItsOverlay() throws {
    let scan = try #require(LiveScans.i4)
    #expect(scan.report.geometry?.isRectified == false)
    let annotation = Annotator.annotate(scan.report, on: scan.image)
    #expect(annotation.image.height == annotation.layout.legend.maxY)
  }
}
