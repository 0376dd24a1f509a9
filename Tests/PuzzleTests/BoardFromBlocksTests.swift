import Foundation
import Puzzle
import Testing

@Suite("Board from blocks")
struct BoardFromBlocksTests {
  static let prisoner = Block(
    letter: "A", origin: Cell(row: 2, column: 0), orientation: .horizontal, length: 2)

  @Test func buildsBoardWithFixedAndSlidingBlocks() throws {
    let board = try Board(blocks: [
      Block(letter: "B", origin: Cell(row: 0, column: 2), orientation: .vertical, length: 3),
      Self.prisoner,
      .fixed(at: Cell(row: 5, column: 5)),
    ])
    #expect(board.notation == "ooBoooooBoooAABoooooooooooooooooooox")
  }

  @Test func rejectsOverlappingBlocks() {
    #expect(throws: PuzzleError.overlappingBlocks("A", "B", at: Cell(row: 2, column: 1))) {
      try Board(blocks: [
        Self.prisoner,
        Block(letter: "B", origin: Cell(row: 1, column: 1), orientation: .vertical, length: 2),
      ])
    }
  }

  @Test func rejectsBlockOffBoard() {
    let block = Block(
      letter: "B", origin: Cell(row: 4, column: 5), orientation: .vertical, length: 3)
    #expect(throws: PuzzleError.blockOffBoard(block)) { try Board(blocks: [Self.prisoner, block]) }
  }

  @Test func rejectsDuplicateLetter() {
    #expect(throws: PuzzleError.duplicateLetter("B")) {
      try Board(blocks: [
        Self.prisoner,
        Block(letter: "B", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 2),
        Block(letter: "B", origin: Cell(row: 5, column: 0), orientation: .horizontal, length: 2),
      ])
    }
  }

  @Test func rejectsInvalidLetter() {
    #expect(throws: PuzzleError.invalidLetter("b")) {
      try Board(blocks: [
        Self.prisoner,
        Block(letter: "b", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 2),
      ])
    }
  }

  @Test(arguments: [
    Block(letter: "B", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 4),
    Block(letter: "B", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 1),
    Block(letter: "x", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 2),
  ])
  func rejectsInvalidBlockLength(block: Block) {
    #expect(throws: PuzzleError.invalidBlockLength(letter: block.letter, length: block.length)) {
      try Board(blocks: [Self.prisoner, block])
    }
  }

  @Test func rejectsBlockListWithoutPrisoner() {
    let notation = "BBoooooooooooooooooooooooooooooooooo"
    #expect(throws: PuzzleError.missingPrisoner(notation: notation)) {
      try Board(blocks: [
        Block(letter: "B", origin: Cell(row: 0, column: 0), orientation: .horizontal, length: 2)
      ])
    }
  }

  @Test func blockRoundTripsThroughJSON() throws {
    let block = Block(
      letter: "C", origin: Cell(row: 0, column: 3), orientation: .vertical, length: 3)
    let data = try JSONEncoder().encode(block)
    #expect(try JSONDecoder().decode(Block.self, from: data) == block)
    #expect(
      block.cells == [Cell(row: 0, column: 3), Cell(row: 1, column: 3), Cell(row: 2, column: 3)])
  }
}
