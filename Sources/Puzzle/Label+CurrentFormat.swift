/// Labels written before extra keys kept their JSON types held them as text: `"seed": "42"`,
/// `"tileSize": "31.5"`, `"boardRect": "296x301+12+115"`, `"boardCorners": "12,115 308,115
/// 308,416 12,416"`, and `"theme": "none"` for a theme the scan did not name. A tool that
/// rewrites such a label writes its extra keys in the current format.
extension Label {
  /// The extra keys in the current format: old text values of `seed`, `tileSize`,
  /// `boardRect` and `boardCorners` become a number, a number, a rectangle object
  /// `{x, y, width, height}` and an array of points `{x, y}`; `"theme": "none"` is left out.
  /// A value of those keys that is neither of the current type nor of the old text form is
  /// left out too, so the label written stays valid; other keys are kept as they are.
  public var currentAttributes: [String: LabelValue] {
    var result: [String: LabelValue] = [:]
    for (key, value) in attributes {
      if let current = Self.current(key: key, value: value) { result[key] = current }
    }
    return result
  }

  /// `value` of `key` in the current format, nil when it is to be left out.
  private static func current(key: String, value: LabelValue) -> LabelValue? {
    switch (key, value) {
    case ("theme", .string("none")):
      return nil
    case ("theme", .string), ("size", .string), ("layout", .string):
      return value
    case ("theme", _), ("size", _), ("layout", _):
      return nil
    case ("seed", .integer(let seed)):
      return seed >= 0 ? value : nil
    case ("seed", .unsigned):
      return value
    case ("seed", .string(let text)):
      return UInt64(text).map(LabelValue.init)
    case ("seed", _):
      return nil
    case ("tileSize", .integer(let size)):
      return size >= 0 ? value : nil
    case ("tileSize", .number(let size)):
      return size >= 0 ? value : nil
    case ("tileSize", .string(let text)):
      return Double(text).flatMap { $0 >= 0 && $0.isFinite ? LabelValue($0) : nil }
    case ("tileSize", _):
      return nil
    case ("boardRect", .string(let text)):
      return rectangle(text)
    case ("boardRect", _):
      return isRectangle(value) ? value : nil
    case ("boardCorners", .string(let text)):
      return points(text)
    case ("boardCorners", .array(let items)):
      return items.allSatisfy(isPoint) ? value : nil
    case ("boardCorners", _):
      return nil
    default:
      return value
    }
  }

  /// `WxH+X+Y` (X and Y may be negative, as `+-3`) as `{x, y, width, height}`.
  private static func rectangle(_ text: String) -> LabelValue? {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width >= 0,
      height >= 0, let x = Int(parts[1]), let y = Int(parts[2])
    else { return nil }
    return .object([
      "x": .integer(x), "y": .integer(y), "width": .integer(width), "height": .integer(height),
    ])
  }

  /// `X,Y X,Y ...` as an array of `{x, y}`.
  private static func points(_ text: String) -> LabelValue? {
    var items: [LabelValue] = []
    for pair in text.split(separator: " ") {
      let numbers = pair.split(separator: ",", omittingEmptySubsequences: false)
      guard numbers.count == 2, let x = Int(numbers[0]), let y = Int(numbers[1]) else {
        return nil
      }
      items.append(.object(["x": .integer(x), "y": .integer(y)]))
    }
    return items.isEmpty ? nil : .array(items)
  }

  /// True for `{x, y, width, height}` of whole numbers, width and height not negative.
  private static func isRectangle(_ value: LabelValue) -> Bool {
    guard case .object(let fields) = value, fields.count == 4,
      case .integer = fields["x"], case .integer = fields["y"],
      case .integer(let width) = fields["width"], case .integer(let height) = fields["height"]
    else { return false }
    return width >= 0 && height >= 0
  }

  /// True for `{x, y}` of whole numbers.
  private static func isPoint(_ value: LabelValue) -> Bool {
    guard case .object(let fields) = value, fields.count == 2, case .integer = fields["x"],
      case .integer = fields["y"]
    else { return false }
    return true
  }
}
