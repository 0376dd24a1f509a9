import FileGuard

/// One strict reading of JSON (RFC 8259) for every file the tools read: themes, labels and
/// baselines. It runs before `JSONDecoder`, which accepts trailing commas, takes duplicate keys
/// silently and answers "not valid JSON" for a number that merely does not fit an `Int`.
///
/// Errors give the line and column; numbers that are not whole numbers are remembered with
/// their key path, so a decoder's complaint about one can name the key.
public struct StrictJSON: Sendable {
  /// Numbers that are not whole numbers fitting in `Int` (`23.5`, `1e300`), with their key
  /// paths (`samples.3.confidence`), in file order.
  public private(set) var fractionalNumbers: [(path: String, text: String)] = []

  /// The deepest nesting accepted (deeper input could exhaust the decoder's stack).
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var path: [String] = []

  /// Checks `bytes` and returns what was learnt about its numbers.
  ///
  /// - Throws: `StrictJSONError` with the line, column and problem.
  public static func check(_ bytes: [UInt8]) throws(StrictJSONError) -> StrictJSON {
    var reader = StrictJSON(bytes: bytes)
    // A UTF-8 byte order mark is allowed (and ignored) at the start.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipSpace()
    try reader.value(depth: 0)
    reader.skipSpace()
    if reader.index < bytes.count { throw reader.error("extra text after the JSON value") }
    return reader
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// The dotted key path of the value being read.
  private var pathText: String { path.joined(separator: ".") }

  private func error(_ problem: String, at position: Int? = nil) -> StrictJSONError {
    let position = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    var offset = 0
    while offset < position {
      if bytes[offset] == 0x0A {
        line += 1
        column = 1
      } else if bytes[offset] & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }
    return StrictJSONError(line: line, column: column, problem: problem)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(StrictJSONError) {
    guard depth < Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
    guard let byte = current else { throw error("the file ends where a value was expected") }
    switch byte {
    case UInt8(ascii: "{"): try object(depth: depth)
    case UInt8(ascii: "["): try array(depth: depth)
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw error("expected a value, found \(Self.describe(byte))")
    }
  }

  private mutating func object(depth: Int) throws(StrictJSONError) {
    index += 1
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return
    }
    var keys: Set<String> = []
    while true {
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}") { throw error("a trailing comma before '}'") }
        throw error("expected a key in double quotes, found \(describeCurrent)")
      }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        throw error("duplicate key \"\(Printable.text(key))\"", at: keyStart)
      }
      skipSpace()
      guard current == UInt8(ascii: ":") else {
        throw error("expected ':' after the key, found \(describeCurrent)")
      }
      index += 1
      skipSpace()
      path.append(key)
      try value(depth: depth + 1)
      path.removeLast()
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case UInt8(ascii: "}"):
        index += 1
        return
      default: throw error("expected ',' or '}' in an object, found \(describeCurrent)")
      }
    }
  }

  private mutating func array(depth: Int) throws(StrictJSONError) {
    index += 1
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return
    }
    var element = 0
    while true {
      if current == UInt8(ascii: "]") { throw error("a trailing comma before ']'") }
      path.append(String(element))
      try value(depth: depth + 1)
      path.removeLast()
      element += 1
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case UInt8(ascii: "]"):
        index += 1
        return
      default: throw error("expected ',' or ']' in an array, found \(describeCurrent)")
      }
    }
  }

  /// Reads a string and returns it (escapes decoded only as far as keys need).
  private mutating func string() throws(StrictJSONError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    while true {
      guard let byte = current else { throw error("the file ends inside a string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        index += 1
        guard let escape = current else { throw error("the file ends inside a string") }
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          scalars.append(Unicode.Scalar(escape))
          index += 1
        case UInt8(ascii: "u"):
          index += 1
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { throw error("\\u must be followed by four hexadecimal digits") }
          index += 4
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw error("invalid escape \\\(Self.describe(escape, quoted: false))")
        }
      case 0..<0x20:
        throw error(
          "a raw control character (U+\(Self.hex(byte))) in a string; write it as an escape")
      case 0x20..<0x80:
        scalars.append(Unicode.Scalar(byte))
        index += 1
      default:
        let length =
          byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.count,
          let text = String(validating: bytes[index..<index + length], as: UTF8.self)
        else { throw error("invalid UTF-8") }
        scalars.append(contentsOf: text.unicodeScalars)
        index += length
      }
    }
  }

  private mutating func literal(_ word: String) throws(StrictJSONError) {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw error("expected a value, found \(describeCurrent)")
    }
    index += expected.count
  }

  private mutating func number() throws(StrictJSONError) {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, Self.isDigit(first) else { throw error("invalid number") }
    index += 1
    if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
      throw error("invalid number (leading zero)", at: start)
    }
    if first != UInt8(ascii: "0") { skipDigits() }
    var whole = true
    if current == UInt8(ascii: ".") {
      whole = false
      index += 1
      guard let digit = current, Self.isDigit(digit) else {
        throw error("invalid number (no digit after '.')")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      whole = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let digit = current, Self.isDigit(digit) else {
        throw error("invalid number (no digit in the exponent)")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(Printable.excerpt(text, limit: 40)) is too large", at: start)
    }
    if !whole || Int(text) == nil { fractionalNumbers.append((pathText, text)) }
  }

  private mutating func skipDigits() {
    while let byte = current, Self.isDigit(byte) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private var describeCurrent: String {
    current.map { Self.describe($0) } ?? "the end of the file"
  }

  /// `'x'`, or `byte 0x1B` for what cannot be shown.
  private static func describe(_ byte: UInt8, quoted: Bool = true) -> String {
    guard (0x21..<0x7F).contains(byte) else { return "byte 0x\(hex(byte))" }
    let text = String(UnicodeScalar(byte))
    return quoted ? "'\(text)'" : text
  }

  private static func hex(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return (text.count < 2 ? "0" : "") + text
  }
}
