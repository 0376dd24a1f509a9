import Foundation
import Puzzle
import Testing

@Suite("Labels are read as strict JSON; messages name the key in our words")
struct LabelStrictnessTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test(arguments: [
    (
      "{\"board\": null, \"reject\": true,}",
      "not JSON at line 1, column 32: a trailing comma before '}'"
    ),
    (
      "{\"board\": \"\(board)\", \"optimalMoves\": 1e300}",
      "optimalMoves: expected a whole number, found 1e300"
    ),
    (
      "{\"board\": \"\(board)\", \"optimalMoves\": 23.5}",
      "optimalMoves: expected a whole number, found 23.5"
    ),
    (
      "{\"board\": \"\(board)\", \"exit\": {\"side\": \"right\", \"row\": \"2\"}}",
      "exit.row: expected a whole number"
    ),
    ("{\"board\": 7}", "board: expected a string"),
    (
      "{\"board\": \"x\u{1B}[2Jy\"}",
      "not JSON at line 1, column 13: a raw control character (U+1B) in a string; write it as an escape"
    ),
  ])
  func refusesWithAMessageNamingTheKey(_ text: String, _ detail: String) {
    #expect(throws: PuzzleError.malformedLabel(file: "l.json", detail: detail)) {
      try Label(json: Data(text.utf8), file: "l.json")
    }
  }

  @Test func escapesControlCharactersFromTheFile() {
    // An escaped ESC is valid JSON; the board's message must not carry the raw byte.
    let text = "{\"board\": \"oo\\u001b[2J\"}"
    do {
      _ = try Label(json: Data(text.utf8), file: "l.json")
      Issue.record("expected an error")
    } catch {
      #expect(!error.description.contains("\u{1B}"), "\(error.description)")
      #expect(error.description.contains("\\u{1B}"))
    }
  }
}
