import Puzzle
import Testing

@Suite("Board validation")
struct BoardValidationTests {
  @Test func rejectsWrongLength() {
    #expect(throws: PuzzleError.wrongLength(notation: "ooAA", count: 4)) {
      try Board(notation: "ooAA")
    }
    let long = String(repeating: "o", count: 12) + "AA" + String(repeating: "o", count: 23)
    #expect(throws: PuzzleError.wrongLength(notation: long, count: 37)) {
      try Board(notation: long)
    }
  }

  @Test func rejectsUnknownCharacter() {
    #expect(throws: PuzzleError.unknownCharacter("?", at: Cell(row: 1, column: 2))) {
      try Board(
        notation: "ooooooooBoooAABooooooooooooooooooooo".replacingCharacter(at: 8, with: "?"))
    }
    #expect(throws: PuzzleError.unknownCharacter("b", at: Cell(row: 0, column: 0))) {
      try Board(notation: "bbooooooooooAAoooooooooooooooooooooo")
    }
  }

  @Test func rejectsLetterInTwoPlaces() {
    #expect(
      throws: PuzzleError.brokenBlock(
        letter: "B",
        cells: [
          Cell(row: 0, column: 0), Cell(row: 0, column: 1), Cell(row: 5, column: 4),
          Cell(row: 5, column: 5),
        ])
    ) {
      try Board(notation: "BBooooooooooAAooooooooooooooooooooBB")
    }
  }

  @Test func rejectsBentBlock() {
    #expect(
      throws: PuzzleError.brokenBlock(
        letter: "C",
        cells: [Cell(row: 0, column: 0), Cell(row: 0, column: 1), Cell(row: 1, column: 1)])
    ) {
      try Board(notation: "CCoooooCooooAAoooooooooooooooooooooo")
    }
  }

  @Test func rejectsBlockWithGap() {
    #expect(
      throws: PuzzleError.brokenBlock(
        letter: "B", cells: [Cell(row: 0, column: 0), Cell(row: 0, column: 2)])
    ) {
      try Board(notation: "BoBoooooooooAAoooooooooooooooooooooo")
    }
  }

  @Test func rejectsBlockLongerThanThree() {
    #expect(
      throws: PuzzleError.blockTooLong(
        letter: "B", cells: (0..<4).map { Cell(row: 0, column: $0) })
    ) {
      try Board(notation: "BBBBooooooooAAoooooooooooooooooooooo")
    }
  }

  @Test func rejectsLoneCellThatIsNotFixed() {
    #expect(throws: PuzzleError.loneCell(letter: "Q", at: Cell(row: 4, column: 4))) {
      try Board(notation: "ooooooooooooAAooooooooooooooQooooooo")
    }
  }

  @Test func rejectsBoardWithoutPrisoner() {
    let notation = "ooBBBooooooooooooooooooooooooooooooo"
    #expect(throws: PuzzleError.missingPrisoner(notation: notation)) {
      try Board(notation: notation)
    }
  }

  @Test func rejectsVerticalPrisoner() {
    #expect(
      throws: PuzzleError.prisonerNotHorizontalPair(cells: [
        Cell(row: 1, column: 0), Cell(row: 2, column: 0),
      ])
    ) {
      try Board(notation: "ooooooAoooooAooooooooooooooooooooooo")
    }
  }

  @Test func rejectsPrisonerOfLengthThree() {
    #expect(
      throws: PuzzleError.prisonerNotHorizontalPair(cells: (0..<3).map { Cell(row: 2, column: $0) })
    ) {
      try Board(notation: "ooooooooooooAAAooooooooooooooooooooo")
    }
  }

  @Test func rejectsPrisonerOutsideExitRow() throws {
    let board = try Board(notation: "ooooooAAoooooooooooooooooooooooooooo")
    #expect(throws: PuzzleError.prisonerNotInExitRow(prisonerRow: 1, exit: .standard)) {
      try Puzzle(board: board)
    }
    let exit = try Exit(side: .left, row: 1)
    #expect(try Puzzle(board: board, exit: exit).exit == exit)
  }

  @Test func rejectsBadLayoutOfBoardText() {
    #expect(throws: PuzzleError.badLayout(lineLengths: [6, 6, 6])) {
      try Board(text: "oooooo\noooooo\nAAoooo\n")
    }
    #expect(throws: PuzzleError.badLayout(lineLengths: [6, 6, 7, 6, 6, 6])) {
      try Board(text: "oooooo\noooooo\nAAooooo\noooooo\noooooo\noooooo\n")
    }
    #expect(throws: PuzzleError.badLayout(lineLengths: [])) { try Board(text: "\n\n") }
  }

  @Test func everyErrorMessageNamesTheValueAtFault() {
    let errors: [(PuzzleError, String)] = [
      (.wrongLength(notation: "ooAA", count: 4), "'ooAA' has 4 characters"),
      (.unknownCharacter("?", at: Cell(row: 1, column: 2)), "'?' at row 1, column 2"),
      (.loneCell(letter: "Q", at: Cell(row: 4, column: 4)), "block Q covers only cell (4,4)"),
      (
        .brokenBlock(letter: "B", cells: [Cell(row: 0, column: 0), Cell(row: 0, column: 2)]),
        "(0,0) (0,2)"
      ),
      (.missingPrisoner(notation: "oooo"), "'oooo' has no prisoner"),
      (.exitRowOutOfRange(7), "exit row 7"),
      (.badExitSyntax("top:1"), "'top:1'"),
      (.prisonerNotInExitRow(prisonerRow: 1, exit: .standard), "row 1 but the exit is right:2"),
    ]
    for (error, fragment) in errors {
      #expect(error.description.contains(fragment), "\(error.description)")
    }
  }
}

extension String {
  func replacingCharacter(at offset: Int, with character: Character) -> String {
    var characters = Array(self)
    characters[offset] = character
    return String(characters)
  }
}
