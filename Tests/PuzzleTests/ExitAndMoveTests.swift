import Foundation
import Puzzle
import Testing

@Suite("Exit and Move")
struct ExitAndMoveTests {
  @Test(arguments: [("right:2", Exit.Side.right, 2), ("left:0", .left, 0), ("Right:5", .right, 5)])
  func parsesExit(text: String, side: Exit.Side, row: Int) throws {
    let exit = try Exit(parsing: text)
    #expect(exit.side == side)
    #expect(exit.row == row)
    #expect(exit.description == "\(side.rawValue):\(row)")
  }

  @Test func defaultExitIsRightOfThirdRow() {
    #expect(Exit.standard.description == "right:2")
  }

  @Test(arguments: ["right", "top:2", "right:", "right:two", "right:2:1", ""])
  func rejectsBadExitSyntax(text: String) {
    #expect(throws: PuzzleError.badExitSyntax(text)) { try Exit(parsing: text) }
  }

  @Test(arguments: [-1, 6, 42])
  func rejectsExitRowOutOfRange(row: Int) {
    #expect(throws: PuzzleError.exitRowOutOfRange(row)) { try Exit(parsing: "left:\(row)") }
    #expect(throws: PuzzleError.exitRowOutOfRange(row)) { try Exit(side: .right, row: row) }
  }

  @Test func exitCodesAsSideAndRow() throws {
    let exit = try Exit(side: .left, row: 4)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(exit), as: UTF8.self) == #"{"row":4,"side":"left"}"#)
    #expect(
      try JSONDecoder().decode(Exit.self, from: Data(#"{"side":"left","row":4}"#.utf8)) == exit)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Exit.self, from: Data(#"{"side":"left","row":9}"#.utf8))
    }
  }

  @Test func movePrintsAndParses() throws {
    let move = Move(block: "C", direction: .down, distance: 2)
    #expect(move.description == "C down 2")
    #expect(try Move(parsing: "C down 2") == move)
  }

  @Test(arguments: ["C down", "C sideways 2", "C down 0", "CD down 2"])
  func rejectsBadMoveSyntax(text: String) {
    #expect(throws: PuzzleError.badMoveSyntax(text)) { try Move(parsing: text) }
  }

  @Test func moveCodesAsBlockDirectionDistance() throws {
    let move = Move(block: "C", direction: .down, distance: 2)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(move), as: UTF8.self)
    #expect(json == #"{"block":"C","direction":"down","distance":2}"#)
    #expect(try JSONDecoder().decode(Move.self, from: Data(json.utf8)) == move)
  }
}
