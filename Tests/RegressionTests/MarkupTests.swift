import Regression
import Testing

@Suite("Markup escaping")
struct MarkupTests {
  @Test func escapesText() {
    #expect(Markup.text("a < b && c > d \"q\" 'p'") == "a &lt; b &amp;&amp; c &gt; d \"q\" 'p'")
  }

  @Test func escapesAttributesKeepingWhitespace() {
    #expect(Markup.attribute("\"a\"\t'b'\n\r") == "&quot;a&quot;&#9;&#39;b&#39;&#10;&#13;")
  }

  @Test func replacesCharactersXMLForbids() {
    #expect(Markup.text("a\u{0}b\u{1B}c\u{FFFE}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
    #expect(Markup.text("é ✓ 🧩") == "é ✓ 🧩")
  }
}
