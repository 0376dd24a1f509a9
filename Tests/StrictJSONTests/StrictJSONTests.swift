import FileGuard
import StrictJSON
import Testing

@Suite("Strict JSON: one reading for themes, labels and baselines")
struct StrictJSONTests {
  @Test(arguments: [
    ("{\"a\": 1,}", "not JSON at line 1, column 9: a trailing comma before '}'"),
    ("[1, 2,]", "not JSON at line 1, column 7: a trailing comma before ']'"),
    ("{\"a\": 1, \"a\": 2}", "not JSON at line 1, column 10: duplicate key \"a\""),
    ("{\"a\": 1e999}", "not JSON at line 1, column 7: the number 1e999 is too large"),
    (
      "{\"a\": \"x\u{0}y\"}",
      "not JSON at line 1, column 9: a raw control character (U+00) in a string; write it as an escape"
    ),
    ("{\"a\": 01}", "not JSON at line 1, column 7: invalid number (leading zero)"),
    ("{\"a\": 1} x", "not JSON at line 1, column 10: extra text after the JSON value"),
    ("{\n  \"a\": tru\n}", "not JSON at line 2, column 8: expected a value, found 't'"),
    ("", "not JSON at line 1, column 1: the file ends where a value was expected"),
    ("{'a': 1}", "not JSON at line 1, column 2: expected a key in double quotes, found '''"),
    ("\u{1B}[2J", "not JSON at line 1, column 1: expected a value, found byte 0x1B"),
  ])
  func refusesWhatRFC8259Refuses(_ text: String, _ message: String) {
    #expect(throws: StrictJSONError.self) { try StrictJSON.check(Array(text.utf8)) }
    do {
      _ = try StrictJSON.check(Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func refusesDeepNestingBeforeTheDecoderDoes() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: StrictJSONError.self) { try StrictJSON.check(Array(text.utf8)) }
  }

  @Test(arguments: [
    "{}", "[]", "0", "-0.5e+3", "\"\\u00e9\\n\"", "{\"a\": [1, 2.5, {\"b\": null}], \"c\": true}",
    "\u{FEFF}{\"a\": 1e300}", "{\"a\": \"café\"}",
  ])
  func acceptsValidJSON(_ text: String) throws {
    _ = try StrictJSON.check(Array(text.utf8))
  }

  @Test func namesAFractionWhereAWholeNumberBelongs() {
    struct Shape: Decodable { var count: Int; var note: Double }
    let bytes = Array("{\"note\": 0.5, \"count\": 1e300}".utf8)
    #expect(throws: JSONProblem(path: "count", problem: "expected a whole number, found 1e300")) {
      try JSONProblem.decode(Shape.self, from: bytes, wholeNumberKeys: ["count"])
    }
  }

  @Test func describesDecodingProblemsInItsOwnWords() {
    struct Shape: Decodable { var count: Int }
    #expect(throws: JSONProblem(path: "count", problem: "expected a whole number")) {
      try JSONProblem.decode(Shape.self, from: Array("{\"count\": \"x\"}".utf8))
    }
    #expect(throws: JSONProblem(path: "count", problem: "missing")) {
      try JSONProblem.decode(Shape.self, from: Array("{}".utf8))
    }
  }
}
