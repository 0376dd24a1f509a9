import Imaging
import Puzzle
import Renderer
import Testing
import Themes

@testable import Scanner

@Suite("Boards found by their grid of steps, whatever their colours")
struct LatticeLocatorTests {
  /// A board of 40 px tiles at 30,30 (`GridAlignmentTests.drawBlocks`) in a 300x500 picture of
  /// one grey: the empty board, its gaps and the screen around it are one colour, so no region
  /// of board colour closes the board; below it, a panel with a frame of its own.
  static func boardOfTheScreensColour() -> RGBAImage {
    let grey = RGBA(red: 96, green: 94, blue: 90)
    var image = RGBAImage(width: 300, height: 500, fill: grey)
    let wood = RGBA(red: 190, green: 150, blue: 100)
    GridAlignmentTests.drawBlocks(
      on: &image,
      [
        (0, 0, 1, 2, wood), (3, 1, 1, 2, wood), (1, 4, 3, 1, wood), (5, 3, 1, 3, wood),
        (2, 0, 3, 1, wood), (0, 5, 2, 1, wood), (1, 2, 2, 1, RGBA(red: 200, green: 40, blue: 30)),
      ])
    image.fillRect(PixelRect(x: 40, y: 330, width: 220, height: 120), colour: wood)
    image.fillRect(PixelRect(x: 48, y: 338, width: 204, height: 104), colour: grey)
    return image
  }

  @Test func aBoardTheScreensColourIsFoundByItsGrid() throws {
    let squares = LatticeLocator(ScanPolicy.standard.locate).locate(
      Self.boardOfTheScreensColour())
    let first = try #require(squares.first)
    // (No rim: the outermost lines are the blocks' edges, 3 px inside the tiles.)
    let truth = PixelRect(x: 30, y: 30, width: 240, height: 240)
    #expect(LatticeLocator.overlap(first.board, truth) > 0.9, "\(squares)")
    // (The squares offered are apart from each other.)
    for (index, square) in squares.enumerated() {
      for other in squares[(index + 1)...] {
        #expect(LatticeLocator.overlap(square.board, other.board) < LatticeLocator.rivalOverlap)
      }
    }
  }

  @Test func aPlainPictureOffersNoSquare() {
    let plain = RGBAImage(width: 300, height: 500, fill: RGBA(red: 96, green: 94, blue: 90))
    #expect(LatticeLocator(ScanPolicy.standard.locate).locate(plain).isEmpty)
    let tiny = RGBAImage(width: 2, height: 2, fill: .white)
    #expect(LatticeLocator(ScanPolicy.standard.locate).locate(tiny).isEmpty)
  }

  /// A wood theme no profile knows, on an emulator's dark desktop: its board's grey makes one
  /// region with the window around the phone, and no lightness class closes it.
  @Test func aDesktopScreenshotOfAnUnknownThemeIsLocatedAndRead() throws {
    let board = "BBBoCoooDoCoAADoCEFGGHHEFIIJoKLLLJoK"
    let puzzle = try Puzzle(board: Board(notation: board), exit: Exit(side: .right, row: 2))
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: RandomWoodTheme.profile(seed: 10), layout: .desktop,
      options: RenderOptions(seed: 1018))
    let truth = try #require(rendered.boardRect)
    let squares = LatticeLocator(ScanPolicy.standard.locate).locate(rendered.image)
    let first = try #require(squares.first)
    #expect(LatticeLocator.overlap(first.board, truth) > 0.95, "\(squares) vs \(truth)")
    let (_, report) = try FallbackTests.scanRender(
      board, exitRow: 2, theme: 10, layout: .desktop, seed: 1018)
    #expect(report.verdict() == .read, "\(summary(report))")
    #expect(report.puzzle == puzzle, "\(summary(report))")
  }
}
