import FileGuard
import Testing

@Suite("Text quoted in messages cannot drive the terminal")
struct PrintableTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\u{0}b", "a\\u{0}b"), ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("line\nnext", "line\\nnext"), ("tab\there", "tab\\there"), ("del\u{7F}", "del\\u{7F}"),
    ("c1\u{9B}", "c1\\u{9B}"), ("café", "café"),
  ])
  func escapesControlCharacters(_ input: String, _ expected: String) {
    #expect(Printable.text(input) == expected)
  }

  @Test func cutsLongTextAndSaysHowLongItWas() {
    let long = String(repeating: "x", count: 10_000)
    #expect(Printable.excerpt(long, limit: 5) == "xxxxx... (10000 characters)")
    #expect(Printable.excerpt("short", limit: 5) == "short")
  }
}
