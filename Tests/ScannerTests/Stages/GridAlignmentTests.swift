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
      shifts: ScanPolicy.Seams.standard.alignmentShifts, window: ScanPolicy.Seams.standard.alignmentWindow)
  }

  @Test func theBoardsOwnGridCarriesItsEdges() {
    let aligned = Self.measure(PixelRect(x: 30, y: 30, width: 240, height: 240))
    #expect(aligned.aligned > 0)
    #expect(aligned.ratio < ScanPolicy.Seams.standard.misalignedRatio, "\(aligned)")
  }

  @Test func aGridOffByAThirdOfATileIsCaught() {
    let off = Self.measure(PixelRect(x: 43, y: 30, width: 240, height: 240))
    #expect(off.ratio > ScanPolicy.Seams.standard.misalignedRatio, "\(off)")
  }

  /// A large board (120 px tiles: a window of 12 px either side of each line, measured at every
  /// second position) finds a sharp edge whichever pixel it falls on. Bands across the whole
  /// board start a few pixels below each row line (one to six pixels further on each time) and
  /// end a third of a tile below it, where a shifted line looks: the grid read scores alike
  /// wherever in its window the edge lies.
  @Test func aLargeBoardsEdgesAreFoundAtEveryOffset() {
    #expect(
      Int((ScanPolicy.Seams.standard.alignmentWindow * 120).rounded()) >= GridAlignment.halvingReach)
    func measure(offset: Int) -> GridAlignment {
      var image = RGBAImage(width: 900, height: 900, fill: RGBA(red: 70, green: 45, blue: 25))
      for line in stride(from: 210, through: 690, by: 120) {
        image.fillRect(
          PixelRect(x: 0, y: line + 5 + offset, width: 900, height: 35 - offset),
          colour: RGBA(red: 225, green: 150, blue: 60))
      }
      return GridAlignment.measure(
        image,
        location: BoardLocation(
          board: PixelRect(x: 90, y: 90, width: 720, height: 720), workingStride: 1,
          touchesImageEdge: false, candidates: []),
        shifts: ScanPolicy.Seams.standard.alignmentShifts, window: ScanPolicy.Seams.standard.alignmentWindow)
    }
    let measured = (0..<6).map { measure(offset: $0) }
    #expect(measured[0].aligned == 155 + 105 + 35)
    #expect(measured.allSatisfy { $0 == measured[0] }, "\(measured)")
  }
}
