/// The value of a label key the label format does not define (`theme`, `seed`, `boardRect`...):
/// any JSON value, kept with its type, so a number stays a number and a rectangle an object.
///
/// Numbers compare by value whatever their case (`.integer(2) == .number(2.0)`), as JSON does
/// not tell `2` from `2.0`: a label equals itself read back from its file.
public indirect enum LabelValue: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral
{
  /// A string.
  case string(String)
  /// A whole number that fits an `Int`.
  case integer(Int)
  /// A whole number above `Int.max` (a 64-bit seed).
  case unsigned(UInt64)
  /// Any other number.
  case number(Double)
  /// True or false.
  case bool(Bool)
  /// An array.
  case array([LabelValue])
  /// An object.
  case object([String: LabelValue])
  /// `null`.
  case null

  /// A 64-bit unsigned number (a seed), as an integer when it fits.
  public init(_ value: UInt64) {
    self = value <= UInt64(Int.max) ? .integer(Int(value)) : .unsigned(value)
  }

  /// A number, as an integer when it is whole (as it reads back from JSON).
  public init(_ value: Double) {
    if value.rounded() == value, abs(value) < 1e15 {
      self = .integer(Int(value))
    } else {
      self = .number(value)
    }
  }

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// The value of a number, nil for anything else.
  private var numeric: Double? {
    switch self {
    case .integer(let number): Double(number)
    case .unsigned(let number): Double(number)
    case .number(let number): number
    default: nil
    }
  }

  public static func == (left: LabelValue, right: LabelValue) -> Bool {
    switch (left, right) {
    case (.integer(let a), .integer(let b)): a == b
    case (.unsigned(let a), .unsigned(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    case (.null, .null): true
    default: left.numeric.flatMap { a in right.numeric.map { a == $0 } } ?? false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .integer, .unsigned, .number:
      hasher.combine(0)
      hasher.combine(numeric)
    case .string(let text):
      hasher.combine(1)
      hasher.combine(text)
    case .bool(let flag):
      hasher.combine(2)
      hasher.combine(flag)
    case .array(let items):
      hasher.combine(3)
      hasher.combine(items)
    case .object(let fields):
      hasher.combine(4)
      hasher.combine(fields)
    case .null:
      hasher.combine(5)
    }
  }

  /// The string, for a string value; nil otherwise.
  public var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value as JSON-like text (a string without quotes), for messages.
  public var description: String {
    switch self {
    case .string(let text): text
    case .integer(let number): String(number)
    case .unsigned(let number): String(number)
    case .number(let number): String(number)
    case .bool(let flag): String(flag)
    case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .object(let fields):
      "{"
        + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", ") + "}"
    case .null: "null"
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .integer(number)
    } else if let number = try? container.decode(UInt64.self) {
      self = .unsigned(number)
    } else if let number = try? container.decode(Double.self) {
      self = LabelValue(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([LabelValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: LabelValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .integer(let number): try container.encode(number)
    case .unsigned(let number): try container.encode(number)
    case .number(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .array(let items): try container.encode(items)
    case .object(let fields): try container.encode(fields)
    case .null: try container.encodeNil()
    }
  }
}
