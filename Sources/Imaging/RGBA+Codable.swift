/// Colours are stored in JSON as `"#rrggbb"` or `"#rrggbbaa"`.
extension RGBA: Codable {
  /// Parses `#rrggbb` or `#rrggbbaa` (case-insensitive); nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return nil
    }
    if digits.count == 6 {
      self.init(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
        blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let colour = RGBA(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected a colour as \"#rrggbb\" or \"#rrggbbaa\", found \"\(text)\"")
    }
    self = colour
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
