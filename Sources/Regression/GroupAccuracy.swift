/// How many samples of one group (a theme, a layout, a folder) passed.
public struct GroupAccuracy: Hashable, Sendable, Codable {
  /// The group's name.
  public var name: String
  /// Samples in the group.
  public var total: Int
  /// Samples that passed.
  public var passed: Int

  /// Creates a group's counts.
  public init(name: String, total: Int, passed: Int) {
    self.name = name
    self.total = total
    self.passed = passed
  }

  /// The fraction that passed, 0-1 (0 for an empty group).
  public var accuracy: Double { total > 0 ? Double(passed) / Double(total) : 0 }

  /// The groups of `results` under `key`, sorted by name.
  static func groups(_ results: [SampleResult], by key: (SampleResult) -> String)
    -> [GroupAccuracy]
  {
    var counts: [String: (total: Int, passed: Int)] = [:]
    for result in results {
      let name = key(result)
      counts[name, default: (0, 0)].total += 1
      if result.passed { counts[name, default: (0, 0)].passed += 1 }
    }
    return counts.keys.sorted().map { name in
      let count = counts[name] ?? (0, 0)
      return GroupAccuracy(name: name, total: count.total, passed: count.passed)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case name, total, passed, accuracy
  }

  /// Decodes `name`, `total`, `passed` (`accuracy` is derived).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    total = try container.decode(Int.self, forKey: .total)
    passed = try container.decode(Int.self, forKey: .passed)
  }

  /// Encodes `name`, `total`, `passed` and `accuracy`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(total, forKey: .total)
    try container.encode(passed, forKey: .passed)
    try container.encode(accuracy, forKey: .accuracy)
  }
}
