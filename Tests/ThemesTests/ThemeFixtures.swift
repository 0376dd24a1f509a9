import Foundation
import TestSupport

/// Theme JSON for tests: the shipped `original-2.json` with one key changed.
enum ThemeFixtures {
  /// The shipped original-2 theme file's contents.
  static func original2Text() throws -> String {
    try String(
      contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"), encoding: .utf8)
  }

  /// original-2.json with the value at `path` (object keys) replaced by `value` (nil removes it).
  static func original2(setting path: [String], to value: Any?) throws -> Data {
    let object = try JSONSerialization.jsonObject(with: Data(original2Text().utf8))
    let changed = replace(object, path: path[...], value: value)
    return try JSONSerialization.data(withJSONObject: changed, options: [.sortedKeys])
  }

  private static func replace(_ object: Any, path: ArraySlice<String>, value: Any?) -> Any {
    guard var dictionary = object as? [String: Any], let key = path.first else { return object }
    if path.count == 1 {
      dictionary[key] = value
    } else if let inner = dictionary[key] {
      dictionary[key] = replace(inner, path: path.dropFirst(), value: value)
    }
    return dictionary
  }
}
