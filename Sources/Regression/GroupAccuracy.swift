/// How many samples of one group (a theme, a layout, a folder) passed.
public struct GroupAccuracy: Hashable, Sendable, Codable {
  /// The group's name.
  public let name: String
  /// Samples in the group.
  public let total: Int
  /// Samples that passed.
  public let passed: Int
  /// The fraction that passed, 0-1 (0 for an empty group).
  public let accuracy: Double

  /// Creates a group's counts.
  public init(name: String, total: Int, passed: Int) {
    self.name = name
    self.total = total
    self.passed = passed
    accuracy = total > 0 ? Double(passed) / Double(total) : 0
  }

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
}
