import Foundation

/// The one JSON encoding of the command's reports: keys sorted, slashes unescaped.
package enum JSONText {
  /// `value` as JSON text: one line, or indented when `pretty`.
  package static func encode(_ value: some Encodable, pretty: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `value` as one line of JSON Lines (with its newline); `{}` should it not encode.
  package static func line(_ value: some Encodable) -> String {
    ((try? encode(value, pretty: false)) ?? "{}") + "\n"
  }
}
