import Foundation
import Puzzle
import TestSupport
import Testing

@Suite("Board notation")
struct BoardNotationTests {
  static let i4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test func parsesBlocksWithOrientationAndLength() throws {
    let board = try Board(notation: Self.i4)
    #expect(
      board.prisoner
        == Block(letter: "A", origin: Cell(row: 2, column: 1), orientation: .horizontal, length: 2))
    #expect(
      board.block(named: "C")
        == Block(letter: "C", origin: Cell(row: 0, column: 3), orientation: .horizontal, length: 3))
    #expect(
      board.block(named: "D")
        == Block(letter: "D", origin: Cell(row: 1, column: 0), orientation: .vertical, length: 2))
    #expect(
      board.block(named: "G")
        == Block(letter: "G", origin: Cell(row: 2, column: 4), orientation: .vertical, length: 3))
    #expect(board.blocks.count == 12)
    #expect(board.fixedCells.isEmpty)
  }

  @Test func blocksAreInReadingOrder() throws {
    let board = try Board(notation: Self.i4)
    #expect(
      board.blocks.map(\.letter) == ["B", "C", "D", "E", "F", "A", "G", "H", "I", "J", "K", "L"])
    #expect(board.blocks.map(\.origin) == board.blocks.map(\.origin).sorted())
  }

  @Test func printsNotationWithOForEmpty() throws {
    let dotted = Self.i4.replacingOccurrences(of: "o", with: ".")
    #expect(try Board(notation: dotted).notation == Self.i4)
    #expect(try Board(notation: Self.i4).description == Self.i4)
  }

  @Test func fixedBlocksAreSingleCells() throws {
    let board = try Board(notation: "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM")
    #expect(board.fixedCells == [Cell(row: 0, column: 3)])
    #expect(board.block(at: Cell(row: 0, column: 3))?.isFixed == true)
    #expect(board.block(named: "x") == nil)
    #expect(board[Cell(row: 0, column: 3)] == "x")
  }

  @Test func severalFixedBlocksShareTheLetterX() throws {
    let board = try Board(notation: "xooooxooooooAAooooooooooooooooxooooo")
    #expect(
      board.fixedCells == [
        Cell(row: 0, column: 0), Cell(row: 0, column: 5), Cell(row: 5, column: 0),
      ])
  }

  @Test func readsSixLinesOrOneLine() throws {
    let sixLines = "ooBCCC\nDoBEFF\nDAAEGo\noHooGI\noHJJGI\noKKLLo\n"
    #expect(try Board(text: sixLines).notation == Self.i4)
    #expect(try Board(text: "\n  \(Self.i4)  \n\n").notation == Self.i4)
    #expect(
      try Board(
        text:
          "o o B C C C\r\nD o B E F F\r\nD A A E G o\r\no H o o G I\r\no H J J G I\r\no K K L L o"
      ).notation == Self.i4)
  }

  @Test func writesSixLines() throws {
    let board = try Board(notation: Self.i4)
    #expect(board.rows == ["ooBCCC", "DoBEFF", "DAAEGo", "oHooGI", "oHJJGI", "oKKLLo"])
    #expect(try Board(text: board.fileText) == board)
  }

  @Test func bundledSampleBoardFileParses() throws {
    let url = Fixtures.samples.appendingPathComponent("boards/unblock-me-I-4.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(try Board(text: text).notation == Self.i4)
  }

  @Test func codesAsNotationString() throws {
    let board = try Board(notation: Self.i4)
    let data = try JSONEncoder().encode([board])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(Self.i4)\"]")
    #expect(try JSONDecoder().decode([Board].self, from: data) == [board])
  }

  @Test(arguments: [
    "ooooooooooooAAoooooooooooooooooooooo",
    "BCDDEoBCFoEGBoFAAGHHHIoGooJIKKLLJMMo",
    "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
  ])
  func buildsTheSameBoardFromItsBlocks(notation: String) throws {
    let board = try Board(notation: notation)
    #expect(try Board(blocks: board.blocks.reversed()) == board)
  }
}
