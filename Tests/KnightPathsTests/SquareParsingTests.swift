import Testing

@testable import KnightPaths

@Suite("Squares as users write them")
struct SquareParsingTests {
  @Test(
    "Algebraic names map to 0-based rows from the bottom and columns from the left",
    arguments: [
      ("a1", 0, 0), ("b3", 2, 1), ("H8", 7, 7), ("z1", 0, 25), ("aa1", 0, 26), ("ab2", 1, 27),
      ("az3", 2, 51), ("ba4", 3, 52), ("bl64", 63, 63), (" c5 ", 4, 2),
    ])
  func parsesAlgebraic(text: String, row: Int, column: Int) throws {
    let board = try KnightBoard(size: 64)
    #expect(try board.square(text) == Square(row: row, column: column))
  }

  @Test(
    "row,column is 1-based with row 1 at the bottom",
    arguments: [("1,1", "a1"), ("3,2", "b3"), ("8, 8", "h8"), ("64,27", "aa64"), ("+2,1", "a2")])
  func parsesRowColumn(text: String, algebraic: String) throws {
    let board = try KnightBoard(size: 64)
    #expect(try board.square(text).algebraic == algebraic)
  }

  @Test func namesRoundTrip() throws {
    let board = try KnightBoard(size: 64)
    for row in 0..<64 {
      for column in 0..<64 {
        let square = Square(row: row, column: column)
        #expect(try board.square(square.algebraic) == square)
        #expect(try board.square(square.rowColumn) == square)
      }
    }
  }

  @Test func columnLettersContinueLikeSpreadsheetColumns() {
    let names = [0, 1, 25, 26, 27, 51, 52, 63, 701, 702].map(Square.columnLetters)
    #expect(names == ["a", "b", "z", "aa", "ab", "az", "ba", "bl", "zz", "aaa"])
  }

  @Test(arguments: [
    "", "b", "3", "3b", "b3b", "b-3", "b 3", "é3", "1,2,3", ",", "1,", "x,y", "1.5,2",
  ])
  func rejectsMalformedSquare(text: String) throws {
    let board = try KnightBoard(size: 8)
    #expect(throws: KnightPathsError.malformedSquare(text)) { try board.square(text) }
  }

  @Test(arguments: [
    "i1", "a9", "a0", "0,1", "9,1", "-1,2", "aa1", "zzzzzzzz1", "a99999999999999999999",
  ])
  func rejectsSquareOffTheBoard(text: String) throws {
    let board = try KnightBoard(size: 8)
    #expect(throws: KnightPathsError.squareOffBoard(text, boardSize: 8)) { try board.square(text) }
  }

  @Test func malformedSquareMessageExplainsBothForms() {
    #expect(
      KnightPathsError.malformedSquare("b-3").description
        == "'b-3' is not a square; write it in algebraic notation like b3 (column letters a to z, "
        + "then aa, ab, ...; row 1 at the bottom) or as row,column like 3,2 (1-based, row 1 at "
        + "the bottom)")
  }

  @Test func offBoardMessageNamesTheBoardLimits() {
    #expect(
      KnightPathsError.squareOffBoard("ac3", boardSize: 28).description
        == "'ac3' is off the 28x28 board; columns run a to ab and rows 1 to 28 "
        + "(row,column from 1,1 to 28,28)")
  }

  @Test(arguments: [Int.min, -1, 0, 1, 2, 65, 1000])
  func rejectsBoardSizeOutOfRange(size: Int) {
    #expect(throws: KnightPathsError.boardSizeOutOfRange(size)) { try KnightBoard(size: size) }
    #expect(
      KnightPathsError.boardSizeOutOfRange(size).description
        == "board size \(size) is out of range; use a size from 3 to 64")
  }

  @Test(arguments: [3, 6, 16, 64])
  func acceptsBoardSizesInRange(size: Int) throws {
    #expect(try KnightBoard(size: size).squareCount == size * size)
  }
}
