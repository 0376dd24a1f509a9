import Foundation

/// The one JSON encoding of the command's reports: keys sorted, slashes unescaped.
enum JSONText {
  /// `value` as JSON text: one line, or indented when `pretty`.
  static func encode(_ value: some Encodable, pretty: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
