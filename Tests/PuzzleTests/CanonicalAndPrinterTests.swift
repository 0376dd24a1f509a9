import Puzzle
import Testing

@Suite("Canonical names and printing")
struct CanonicalAndPrinterTests {
  @Test func renamesBlocksInReadingOrder() throws {
    let board = try Board(notation: "ooZQQQxoZEFFxAAEGooHooGIoHJJGIoKKLLo")
    #expect(board.canonicalized().notation == "ooBCCCxoBDEExAADFooGooFHoGIIFHoJJKKo")
  }

  @Test func canonicalFormIgnoresLetters() throws {
    let first = try Board(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let second = try Board(notation: "ooLKKKJoLIHHJAAIGooFooGEoFDDGEoCCBBo")
    #expect(first != second)
    #expect(first.isSamePosition(as: second))
    #expect(first.canonicalized() == first)
  }

  @Test func printsFramedBoardWithExitGap() throws {
    let puzzle = try Puzzle(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLx")
    let expected = """
      +------+
      |..BCCC|
      |D.BEFF|
      |DAAEG. 
      |.H..GI|
      |.HJJGI|
      |.KKLLx|
      +------+

      """
    #expect(BoardPrinter().render(puzzle) == expected)
  }

  @Test func printsLeftExitAndUnframedRows() throws {
    let board = try Board(notation: "ooooooooooooAAoooooooooooooooooooooo")
    let left = BoardPrinter().render(board, exit: try Exit(parsing: "left:2"))
    #expect(left.split(separator: "\n")[3] == " AA....|")
    #expect(
      BoardPrinter(framed: false).render(board)
        == "......\n......\nAA....\n......\n......\n......\n")
  }

  @Test func colourOnlyWhenAsked() throws {
    let board = try Board(notation: "ooooooooooooAAoooooooooooooooooooooo")
    #expect(!BoardPrinter(colour: false).render(board).contains("\u{1B}["))
    let coloured = BoardPrinter(colour: true).render(board)
    #expect(coloured.contains("\u{1B}[1;31mA\u{1B}[0m"))
  }
}
