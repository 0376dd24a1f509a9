import Foundation
import Puzzle
import TestSupport
import Testing

@Suite("Labels")
struct LabelTests {
  private func decode(_ json: String) throws(PuzzleError) -> Label {
    try Label(json: Data(json.utf8), file: "x.json")
  }

  @Test func decodesAPuzzleLabel() throws {
    let label = try decode(
      #"{"board": "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "exit": {"side": "right", "row": 2}, "optimalMoves": 23, "note": "I-4", "theme": "original-2", "seed": 7}"#
    )
    #expect(label.puzzle?.board.notation == "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    #expect(label.puzzle?.exit == .standard)
    #expect(label.optimalMoves == .moves(23))
    #expect(label.note == "I-4")
    #expect(label.attributes == ["theme": "original-2", "seed": 7])
    #expect(!label.isReject)
  }

  @Test func currentAttributesUpgradeOldTextValuesAndLeaveOutWhatCannotBeRead() throws {
    let label = try decode(
      #"{"board": "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "theme": "none", "seed": "18446744073709551615", "tileSize": "40", "boardRect": "300x290+-4+7", "boardCorners": "1,2 3,x", "size": 320}"#
    )
    #expect(
      label.currentAttributes == [
        "seed": .unsigned(UInt64.max), "tileSize": 40,
        "boardRect": .object(["x": -4, "y": 7, "width": 300, "height": 290]),
      ])
    // A label of the current format is kept as it is.
    let current = try decode(
      #"{"board": "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "theme": "original-2", "seed": 7, "tileSize": 49.5, "boardRect": {"x": 1, "y": 2, "width": 3, "height": 4}, "boardCorners": [{"x": 1, "y": 2}], "source": "x"}"#
    )
    #expect(current.currentAttributes == current.attributes)
    #expect(try decode(#"{"board": null, "reject": true, "boardRect": "3x4+1"}"#).currentAttributes == [:])
  }

  @Test func distinguishesUnknownFromUnsolvable() throws {
    let board = "oooooBoooooBoooAABooooooCDEFGHCDEFGH"
    #expect(try decode(#"{"board": "\#(board)"}"#).optimalMoves == .unknown)
    #expect(
      try decode(#"{"board": "\#(board)", "optimalMoves": null}"#).optimalMoves == .unsolvable)
  }

  @Test func decodesARejectLabel() throws {
    let label = try decode(#"{"board": null, "reject": true, "note": "a menu"}"#)
    #expect(label.isReject)
    #expect(label.note == "a menu")
  }

  @Test func roundTripsThroughJSON() throws {
    let puzzle = try Puzzle(
      notation: "ooooooooooooooooooAAoooooooooooooooo", exit: Exit(side: .left, row: 3))
    for label in [
      Label(puzzle: puzzle, optimalMoves: .moves(1), note: "n", attributes: ["layout": "ipad"]),
      Label(puzzle: puzzle, optimalMoves: .unsolvable),
      Label(puzzle: puzzle),
      Label.reject(note: "noise"),
    ] {
      #expect(try Label(json: label.jsonData(), file: "r.json") == label)
    }
  }

  @Test func readsEverySharedLabel() throws {
    let folder = Fixtures.sharedScreenshots
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    #expect(names.count >= 6)
    for name in names {
      let url = folder.appendingPathComponent(name)
      let label = try Label(json: Data(contentsOf: url), file: url.path)
      #expect(label.puzzle != nil, "\(name)")
    }
  }

  @Test func rejectsTextThatIsNotJSON() {
    #expect(
      throws: PuzzleError.malformedLabel(
        file: "x.json",
        detail: "not JSON at line 1, column 2: expected a key in double quotes, found 'b'")
    ) {
      try decode("{board: oops")
    }
  }

  @Test func rejectsAWrongType() {
    #expect(throws: PuzzleError.self) { try decode(#"{"board": 12}"#) }
    do {
      _ = try decode(#"{"board": "ooooooooooooAAoooooooooooooooooooooo", "optimalMoves": "ten"}"#)
      Issue.record("expected an error")
    } catch {
      guard case .malformedLabel(_, let detail) = error else {
        Issue.record("wrong case \(error)")
        return
      }
      #expect(detail.hasPrefix("optimalMoves: "))
    }
  }

  @Test func rejectsALabelWithTwoPrisoners() {
    #expect(
      throws: PuzzleError.invalidLabel(
        file: "x.json",
        problem: "board: "
          + PuzzleError.prisonerNotHorizontalPair(cells: [
            Cell(row: 2, column: 0), Cell(row: 2, column: 1), Cell(row: 2, column: 3),
            Cell(row: 2, column: 4),
          ]).description)
    ) {
      try decode(#"{"board": "ooooooooooooAAoAAooooooooooooooooooo"}"#)
    }
  }

  @Test func rejectsAPrisonerOutsideTheExitRow() {
    #expect(
      throws: PuzzleError.invalidLabel(
        file: "x.json",
        problem: "board: "
          + PuzzleError.prisonerNotInExitRow(prisonerRow: 2, exit: Exit.standardLeft(row: 4))
          .description)
    ) {
      try decode(
        #"{"board": "ooooooooooooAAoooooooooooooooooooooo", "exit": {"side": "left", "row": 4}}"#)
    }
  }

  @Test func rejectsALabelWithNeitherBoardNorReject() {
    #expect(
      throws: PuzzleError.invalidLabel(
        file: "x.json", problem: "the label has no board and does not say \"reject\": true")
    ) { try decode(#"{"note": "what is this"}"#) }
  }

  @Test func rejectsALabelWithBoardAndReject() {
    #expect(
      throws: PuzzleError.invalidLabel(
        file: "x.json", problem: "the label has a board and also says \"reject\": true")
    ) { try decode(#"{"board": "ooooooooooooAAoooooooooooooooooooooo", "reject": true}"#) }
  }

  @Test func rejectsANegativeMoveCount() {
    #expect(
      throws: PuzzleError.malformedLabel(file: "x.json", detail: "optimalMoves: -3 is negative")
    ) { try decode(#"{"board": "ooooooooooooAAoooooooooooooooooooooo", "optimalMoves": -3}"#) }
  }
}

extension Exit {
  fileprivate static func standardLeft(row: Int) -> Exit {
    // Rows 0-5 are valid by construction in these tests.
    (try? Exit(side: .left, row: row)) ?? .standard
  }
}

@Suite("Label values")
struct LabelValueTests {
  @Test func keepsEveryJSONTypeAndReadsBackEqual() throws {
    let json = #"""
      {"board": null, "reject": true, "seed": 18446744073709551615, "tileSize": 49.667,
       "whole": 2.0, "big": 1e16, "flag": false, "none": null, "rect": {"x": 1, "y": 2},
       "corners": [{"x": 1, "y": 2}], "theme": "oak"}
      """#
    let label = try Label(json: Data(json.utf8), file: "x.json")
    #expect(label.attributes["seed"] == .unsigned(UInt64.max))
    #expect(label.attributes["tileSize"] == 49.667)
    #expect(label.attributes["whole"] == 2)
    #expect(label.attributes["big"] == .number(1e16))
    #expect(label.attributes["flag"] == false)
    #expect(label.attributes["none"] == .null)
    #expect(label.attributes["rect"] == .object(["x": 1, "y": 2]))
    #expect(label.attributes["corners"] == .array([.object(["x": 1, "y": 2])]))
    #expect(label.attributes["theme"]?.text == "oak")
    #expect(try Label(json: label.jsonData(), file: "again.json") == label)
  }

  @Test func numbersCompareByValue() {
    #expect(LabelValue.integer(2) == .number(2.0))
    #expect(Set<LabelValue>([.integer(2), .number(2.0)]).count == 1)
    #expect(LabelValue.integer(2) != .string("2"))
  }
}
