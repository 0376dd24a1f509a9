import Imaging
import Testing

@testable import Scanner

@Suite("The grid read against the image's own edges")
struct GridAlignmentTests {
  /// A 240 px board of 40 px tiles at 30,30: dark board, light blocks inset by 3 px from their
  /// tiles (two vertical 2-long blocks, a horizontal 3-long one and the prisoner).
  static func picture() -> RGBAImage {
    var image = RGBAImage(width: 300, height: 300, fill: RGBA(red: 200, green: 170, blue: 120))
    image.fillRect(
      PixelRect(x: 30, y: 30, width: 240, height: 240), colour: RGBA(red: 70, green: 45, blue: 25))
    let wood = RGBA(red: 225, green: 150, blue: 60)
    drawBlocks(
      on: &image,
      [
        (0, 0, 1, 2, wood), (3, 1, 1, 2, wood), (1, 4, 3, 1, wood), (5, 3, 1, 2, wood),
        (1, 2, 2, 1, RGBA(red: 200, green: 30, blue: 30)),
      ])
    return image
  }

  /// Draws blocks (column, row, width, height in tiles, and colour) on the 240 px board of
  /// 40 px tiles at 30,30, each inset by 3 px from its tiles.
  static func drawBlocks(on image: inout RGBAImage, _ blocks: [(Int, Int, Int, Int, RGBA)]) {
    for (column, row, width, height, colour) in blocks {
      image.fillRect(
        PixelRect(
          x: 30 + column * 40 + 3, y: 30 + row * 40 + 3, width: width * 40 - 6,
          height: height * 40 - 6), colour: colour)
    }
  }

  static func measure(_ board: PixelRect) -> GridAlignment {
    GridAlignment.measure(
      picture(), location: BoardLocation(
        board: board, workingStride: 1, touchesImageEdge: false, candidates: []),
      shifts: SeamOptions.standard.alignmentShifts, window: SeamOptions.standard.alignmentWindow)
  }

  @Test func theBoardsOwnGridCarriesItsEdges() {
    let aligned = Self.measure(PixelRect(x: 30, y: 30, width: 240, height: 240))
    #expect(aligned.aligned > 0)
    #expect(aligned.ratio < SeamOptions.standard.misalignedRatio, "\(aligned)")
  }

  @Test func aGridOffByAThirdOfATileIsCaught() {
    let off = Self.measure(PixelRect(x: 43, y: 30, width: 240, height: 240))
    #expect(off.ratio > SeamOptions.standard.misalignedRatio, "\(off)")
  }
}
