import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import TestSupport
import Testing
import Themes

/// Original 1 has no full screenshot, only real block crops (about 165 px a tile). A board
/// built from those crops on their own board colour must scan exactly, as Original 1.
@Suite("Original 1, from the real block crops")
struct OriginalOneTests {
  static func crop(_ name: String) throws -> RGBAImage {
    try ImageFile.read(
      path: Fixtures.sharedScreenshots.appendingPathComponent("crops/original-orange-\(name).png")
        .path
    ).image
  }

  /// The board `BBBCoo/DooCoo/DAAoEo/ooFFEo/ooooEo/GGGooo`-like layout built from the crops:
  /// each crop pasted with its top-left corner on its tile.
  static func composite() throws -> (RGBAImage, Puzzle) {
    let tile = 165
    let frame = 60
    let library = try ThemeLibrary.builtIn()
    let palette = try library.profile(named: "original-1").palette
    var image = RGBAImage(
      width: 6 * tile + 2 * frame, height: 6 * tile + 2 * frame + 300, fill: palette.background)
    let board = PixelRect(x: frame, y: 150 + frame, width: 6 * tile, height: 6 * tile)
    image.fillRect(board.insetBy(-frame / 2), colour: palette.frame)
    image.fillRect(board, colour: palette.board)
    // The chute: an opening in the frame at the right end of row 2.
    image.fillRect(
      PixelRect(x: board.maxX, y: board.y + 2 * tile + 10, width: frame / 2, height: tile - 20),
      colour: palette.board)
    let pieces: [(String, Int, Int)] = [
      ("block-3h", 0, 0), ("block-2v", 0, 3), ("block-2v", 1, 0), ("prisoner", 2, 1),
      ("block-3v", 2, 4), ("block-2h", 3, 2), ("block-3h", 5, 0), ("block-3v", 3, 5),
    ]
    for (name, row, column) in pieces {
      image.paste(
        try crop(name), at: PixelPoint(x: board.x + column * tile, y: board.y + row * tile))
    }
    let puzzle = try Puzzle(notation: "BBBCooDooCooDAAoEoooFFEGooooEGHHHooG")
    return (image, puzzle)
  }

  @Test func scansABoardBuiltFromTheCropsAsOriginalOne() throws {
    let (image, expected) = try Self.composite()
    let report = autoScanner.scan(image)
    let puzzle = try #require(report.puzzle, "\(summary(report))")
    #expect(puzzle.board.canonicalized() == expected.board.canonicalized(), "\(summary(report))")
    #expect(puzzle.exit == expected.exit)
    #expect(report.theme == "original-1")
    #expect(!report.usedFallback)
  }

  @Test func theLightThemeDoesNotFitOriginalOne() throws {
    let (image, _) = try Self.composite()
    let report = autoScanner.scan(image)
    let light = try #require(report.themeScores.first { $0.theme == "original-2" })
    #expect(light.score < light.threshold)
  }
}
