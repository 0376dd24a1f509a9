extension Board: Codable {
  /// Decodes a board from its 36-character notation string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let notation = try container.decode(String.self)
    do {
      try self.init(notation: notation)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the board as its 36-character notation string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(notation)
  }
}
