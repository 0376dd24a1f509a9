/// Text from files and file names made safe for a terminal: control characters escaped.
///
/// A label or theme may hold raw NUL or ESC bytes; printed as they are, they could rewrite the
/// user's terminal. Every message quoting user data goes through here.
public enum Printable {
  /// `text` with control characters (C0, DEL, C1) as `\u{1B}`-style escapes, and `\n`, `\r`,
  /// `\t` as those two-character escapes.
  public static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` escaped line by line: its line breaks kept, every other control character escaped.
  public static func keepingLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.text(String($0)) }
      .joined(separator: "\n")
  }

  /// A path for a message: control characters escaped.
  public static func path(_ path: String) -> String { text(path) }

  /// `text` escaped, cut to at most `limit` characters; a cut text ends in
  /// `... (N characters)` giving the whole length.
  public static func excerpt(_ text: String, limit: Int = 80) -> String {
    let count = text.count
    guard count > limit else { return Self.text(text) }
    return Self.text(String(text.prefix(limit))) + "... (\(count) characters)"
  }

  /// True for C0 controls, DEL and C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
