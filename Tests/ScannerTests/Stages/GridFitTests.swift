import Imaging
import Testing

@testable import Scanner

@Suite("A located board moved onto the image's own tile grid")
struct GridFitTests {
  /// A 240 px light board of 40 px tiles at 30,30 with a dark rim, inside a 20 px brown frame on
  /// a grey screen; dark blocks inset by 3 px from their tiles (a light board's theme, whose
  /// frame is easily taken for board).
  static func lightBoard() -> RGBAImage {
    var image = RGBAImage(width: 300, height: 300, fill: RGBA(red: 90, green: 90, blue: 95))
    image.fillRect(
      PixelRect(x: 10, y: 10, width: 280, height: 280), colour: RGBA(red: 120, green: 85, blue: 60))
    image.fillRect(
      PixelRect(x: 28, y: 28, width: 244, height: 244), colour: RGBA(red: 60, green: 50, blue: 45))
    image.fillRect(
      PixelRect(x: 30, y: 30, width: 240, height: 240),
      colour: RGBA(red: 235, green: 228, blue: 225))
    let wood = RGBA(red: 150, green: 60, blue: 55)
    GridAlignmentTests.drawBlocks(
      on: &image,
      [
        (0, 0, 1, 2, wood), (3, 1, 1, 2, wood), (1, 4, 3, 1, wood), (5, 3, 1, 2, wood),
        (2, 0, 2, 1, wood), (4, 5, 2, 1, wood), (1, 2, 2, 1, RGBA(red: 230, green: 120, blue: 20)),
      ])
    return image
  }

  static let truth = PixelRect(x: 30, y: 30, width: 240, height: 240)

  static func location(_ board: PixelRect) -> BoardLocation {
    BoardLocation(board: board, workingStride: 1, touchesImageEdge: false, candidates: [])
  }

  @Test func aBoardLocatedWithPartOfItsFrameMovesOntoItsTiles() throws {
    // 8 px of frame taken in on every side: the grid drifts by up to 8 px off the tiles.
    let located = PixelRect(x: 22, y: 22, width: 256, height: 256)
    let moved = try #require(
      ScanMeasurements().gridFitted(Self.lightBoard(), location: Self.location(located)))
    // (Within a tenth of a tile: with flat drawn blocks the steps lie only at their edges,
    // 3 px either side of the boundaries.)
    for (got, want) in [
      (moved.board.x, Self.truth.x), (moved.board.y, Self.truth.y),
      (moved.board.maxX, Self.truth.maxX), (moved.board.maxY, Self.truth.maxY),
    ] {
      #expect(abs(got - want) <= 4, "fitted \(moved.board), board \(Self.truth)")
    }
    #expect(moved.candidates.first?.region == located)
    #expect(!moved.touchesImageEdge)
  }

  @Test func aBoardLocatedOnItsTilesStaysWithinATenthOfATile() throws {
    // (Flat drawn blocks step only at their edges, 3 px either side of the boundaries: the fit
    // may settle on those; a tenth of a tile is within what tile sampling and seams allow.)
    let fit = try #require(
      GridFit.fit(
        Self.lightBoard(), board: Self.truth, reach: ScanPolicy.Locate.standard.gridFitReach,
        smoothing: ScanPolicy.Locate.standard.gridFitSmoothing,
        squareTolerance: ScanPolicy.Locate.standard.squareTolerance))
    for (got, want) in [
      (fit.board.x, Self.truth.x), (fit.board.y, Self.truth.y),
      (fit.board.maxX, Self.truth.maxX), (fit.board.maxY, Self.truth.maxY),
    ] {
      #expect(abs(got - want) <= 4, "fitted \(fit.board), board \(Self.truth)")
    }
  }

  @Test func aFlatPictureGivesNoGrid() {
    let flat = RGBAImage(width: 200, height: 200, fill: RGBA(red: 128, green: 128, blue: 128))
    #expect(
      ScanMeasurements().gridFitted(
        flat, location: Self.location(PixelRect(x: 20, y: 20, width: 160, height: 160))) == nil)
  }
}
