/// Escaping for XML and HTML.
public enum Markup {
  /// `text` safe inside an XML or HTML element: `&`, `<`, `>` escaped, and characters XML 1.0
  /// forbids (controls other than tab, newline and return; U+FFFE, U+FFFF) replaced by U+FFFD.
  public static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// `text` safe inside a double- or single-quoted attribute: also `"` and `'` escaped, and
  /// tab, newline and return kept as character references (a parser would fold them into
  /// spaces otherwise).
  public static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where attribute: result += "&quot;"
      case "'" where attribute: result += "&#39;"
      case "\t" where attribute: result += "&#9;"
      case "\n" where attribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\u{FFFD}"
        }
      }
    }
    return result
  }

  /// True for the characters XML 1.0 allows (tab, newline and return are handled above).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
