/// An optional that a synthesized `Codable` writes as `null` when it is nil, instead of leaving
/// its key out (a schema that requires the key: `"moves": null` for an unsolvable board, an
/// empty bin's `"exactShare": null`).
@propertyWrapper
public struct NullEncoded<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  /// The value, nil written as `null`.
  public var wrappedValue: Value?

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  /// Reads the value, or nil from `null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }

  /// Writes the value, or `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
