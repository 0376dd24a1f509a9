import Foundation
import Pentominoes
import TestSupport
import Testing

@Suite("PentominoBoard")
struct PentominoBoardTests {
  @Test(arguments: [("6x10", 6, 10), ("10x6", 10, 6), ("5x12", 5, 12), ("20x3", 20, 3)])
  func namedRectanglesHaveRowsByColumns(name: String, rows: Int, columns: Int) throws {
    let board = try #require(try PentominoBoard.named(name))
    #expect(board.rows == rows)
    #expect(board.columns == columns)
    #expect(board.cells.count == rows * columns)
    #expect(board.name == name)
  }

  @Test(arguments: ["8x8", "8x8-center", "8x8-centre"])
  func eightByEightHasItsCentreRemoved(name: String) throws {
    let board = try #require(try PentominoBoard.named(name))
    #expect(board.cells.count == 60)
    for cell in [(3, 3), (3, 4), (4, 3), (4, 4)] {
      #expect(!board.contains(BoardCell(row: cell.0, column: cell.1)))
    }
    #expect(board.contains(BoardCell(row: 0, column: 0)))
  }

  @Test(arguments: ["boards/6x10.txt", "6x", "x6", "6x10x2", "six", "6X10", "./6x10"])
  func argumentsThatAreNotNamesAreNotBoards(argument: String) throws {
    #expect(try PentominoBoard.named(argument) == nil)
  }

  @Test(arguments: [
    ("0x60", "rows and columns must be between 1 and 1000"),
    ("2000x3", "rows and columns must be between 1 and 1000"),
    ("99999999999999999999x1", "rows and columns must be between 1 and 1000"),
    ("6x10-center", "a centre hole is defined only for 8x8"),
  ])
  func rejectsBadBoardNames(name: String, reason: String) {
    #expect(throws: PentominoError.unknownBoardName(name, reason: reason)) {
      try PentominoBoard.named(name)
    }
  }

  @Test func parsesMaskTextWithRaggedLinesTrailingSpacesAndCRLF() throws {
    let board = try PentominoBoard(maskText: "##.#  \r\n#\r\n\n.##\n\n", name: "m")
    #expect(board.rows == 4)
    #expect(board.columns == 4)
    #expect(board.maskText == "##.#\n#...\n....\n.##.")
  }

  @Test func rejectsAnUnexpectedMaskCharacterWithItsPosition() {
    #expect(
      throws: PentominoError.invalidMaskCharacter(
        path: "m.txt", line: 2, column: 3, character: "x")
    ) {
      try PentominoBoard(maskText: "####\n##x#\n", name: "m.txt")
    }
  }

  @Test func rejectsAMaskSpanningMoreThanAThousandColumns() {
    let text = "#####" + String(repeating: ".", count: 1000) + "#####"
    #expect(
      throws: PentominoError.maskTooWide(path: "wide.txt", rows: 1, columns: 1010, limit: 1000)
    ) {
      try PentominoBoard(maskText: text, name: "wide.txt")
    }
  }

  @Test func rejectsAnEmptyMaskAsHavingNoCells() {
    #expect(throws: PentominoError.wrongCellCount(board: "empty", cells: 0)) {
      try PentominoBoard(maskText: "\n\n", name: "empty")
    }
  }

  @Test func refusesAWrongCellCountBeforeSearching() throws {
    let board = try #require(try PentominoBoard.named("7x9"))
    #expect(throws: PentominoError.wrongCellCount(board: "7x9", cells: 63)) {
      try PentominoSolver(board: board)
    }
  }

  @Test func refusesARegionWhoseSizeIsNotAMultipleOfFive() throws {
    // 6 cells on the left, 54 on the right of a column of holes.
    let rows = Array(repeating: "#." + String(repeating: "#", count: 9), count: 6)
    let board = try PentominoBoard(maskText: rows.joined(separator: "\n"), name: "split.txt")
    #expect(board.cells.count == 60)
    #expect(
      throws: PentominoError.regionNotMultipleOfFive(
        board: "split.txt", size: 6, containing: BoardCell(row: 0, column: 0))
    ) {
      try board.checkTileable()
    }
    #expect(board.regions().map(\.count) == [6, 54])
  }

  @Test func acceptsRegionsThatAreMultiplesOfFive() throws {
    let board = try PentominoBoard(
      maskText: Array(repeating: "######.######", count: 5).joined(separator: "\n"), name: "two")
    #expect(board.regions().map(\.count) == [30, 30])
    try board.checkTileable()
  }

  @Test func errorMessagesNameTheBoardAndTheReason() {
    #expect(
      PentominoError.wrongCellCount(board: "7x9", cells: 63).description
        == "7x9: the board has 63 cells, but the 12 pentominoes cover exactly 60; "
        + "give a board of 60 cells")
    #expect(
      PentominoError.regionNotMultipleOfFive(
        board: "m.txt", size: 7, containing: BoardCell(row: 0, column: 2)
      ).description
        == "m.txt: the connected region of 7 cells containing row 1, column 3 cannot be tiled, "
        + "since 7 is not a multiple of 5; change the mask so every region's size is a "
        + "multiple of 5")
  }

  @Test func loadsAMaskFileByPath() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-board")
    let path = folder.appendingPathComponent("wide.txt").path
    try Array(repeating: String(repeating: "#", count: 20), count: 3).joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let board = try PentominoBoard.load(path)
    #expect(board.name == path)
    #expect(board.rows == 3)
    #expect(board.columns == 20)
    #expect(try PentominoBoard.load("20x3").rows == 20)
  }

  @Test func rejectsMissingFilesFoldersAndHugeFiles() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-board")
    let missing = folder.appendingPathComponent("missing.txt").path
    #expect(throws: PentominoError.unreadableMask(path: missing, reason: "no such file")) {
      try PentominoBoard.load(missing)
    }
    #expect(
      throws: PentominoError.unreadableMask(path: folder.path, reason: "it is a folder")
    ) {
      try PentominoBoard.load(folder.path)
    }
    let huge = folder.appendingPathComponent("huge.txt").path
    let bytes = PentominoBoard.maskByteLimit + 10
    try Data(repeating: UInt8(ascii: "."), count: bytes).write(to: URL(fileURLWithPath: huge))
    #expect(
      throws: PentominoError.maskTooLarge(
        path: huge, bytes: bytes, limit: PentominoBoard.maskByteLimit)
    ) {
      try PentominoBoard.load(huge)
    }
  }
}
