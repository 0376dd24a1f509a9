import Foundation

/// Checks JSON values against the JSON Schema files in `Sources/unblocker/Schemas`: the
/// subset they use (`type`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `enum`, `const`, `minimum`, `maximum`, `minLength`, `maxLength`, `anyOf` and local `$ref`s
/// into `$defs`).
package struct SchemaValidator {
  /// The schema document.
  package var schema: [String: Any]

  /// The folder of the schema files.
  package static let folder = Fixtures.repositoryRoot.appendingPathComponent(
    "Sources/unblocker/Schemas")

  /// Loads `NAME.schema.json` from the schema folder.
  package init(named name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).schema.json"))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    schema = object
  }

  /// Every way `value` (from `JSONSerialization`) breaks the schema, as `path: problem`; empty
  /// when it conforms.
  package func problems(_ value: Any) -> [String] {
    var found: [String] = []
    check(value, against: schema, at: "$", into: &found)
    return found
  }

  /// Every problem of each line of JSON Lines text.
  package func problems(jsonLines text: String) -> [String] {
    text.split(separator: "\n").enumerated().flatMap { index, line -> [String] in
      guard
        let value = try? JSONSerialization.jsonObject(
          with: Data(line.utf8), options: [.fragmentsAllowed])
      else { return ["line \(index + 1): not JSON"] }
      return problems(value).map { "line \(index + 1): \($0)" }
    }
  }

  private func resolve(_ schema: [String: Any]) -> [String: Any] {
    guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/") else {
      return schema
    }
    let name = String(reference.dropFirst("#/$defs/".count))
    return ((self.schema["$defs"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
  }

  private func check(
    _ value: Any, against raw: [String: Any], at path: String, into found: inout [String]
  ) {
    let schema = resolve(raw)
    if let options = schema["anyOf"] as? [[String: Any]] {
      let fits = options.contains { option in
        var trial: [String] = []
        check(value, against: option, at: path, into: &trial)
        return trial.isEmpty
      }
      if !fits { found.append("\(path): matches none of anyOf") }
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [(type as? String) ?? ""]
      guard types.contains(where: { Self.isOfType(value, $0) }) else {
        found.append("\(path): expected \(types.joined(separator: " or ")), got \(value)")
        return
      }
    }
    if let options = schema["enum"] as? [Any],
      !options.contains(where: { Self.equal($0, value) })
    {
      found.append("\(path): \(value) is not one of \(options)")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      found.append("\(path): \(value) is not \(constant)")
    }
    if let number = value as? NSNumber, !Self.isBoolean(value) {
      if let minimum = schema["minimum"] as? Double, number.doubleValue < minimum {
        found.append("\(path): \(number) is below \(minimum)")
      }
      if let maximum = schema["maximum"] as? Double, number.doubleValue > maximum {
        found.append("\(path): \(number) is above \(maximum)")
      }
    }
    if let text = value as? String {
      if let least = schema["minLength"] as? Int, text.count < least {
        found.append("\(path): shorter than \(least)")
      }
      if let most = schema["maxLength"] as? Int, text.count > most {
        found.append("\(path): longer than \(most)")
      }
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        found.append("\(path): missing \(key)")
      }
      for (key, inner) in object.sorted(by: { $0.key < $1.key }) {
        if let property = properties[key] as? [String: Any] {
          check(inner, against: property, at: "\(path).\(key)", into: &found)
        } else if (schema["additionalProperties"] as? Bool) == false {
          found.append("\(path): unexpected key \(key)")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() {
        check(item, against: items, at: "\(path)[\(index)]", into: &found)
      }
    }
  }

  /// Equality of two JSON scalars (strings, numbers, booleans, null).
  private static func equal(_ left: Any, _ right: Any) -> Bool {
    if let left = left as? String, let right = right as? String { return left == right }
    if left is NSNull, right is NSNull { return true }
    guard let left = left as? NSNumber, let right = right as? NSNumber,
      isBoolean(left) == isBoolean(right)
    else { return false }
    return left == right
  }

  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    // JSONSerialization gives booleans the Objective-C type `c` (char), numbers `q` or `d`.
    return String(cString: number.objCType) == "c"
  }

  private static func isOfType(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "null": return value is NSNull
    case "boolean": return isBoolean(value)
    case "number": return value is NSNumber && !isBoolean(value)
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(value) else { return false }
      return number.doubleValue.rounded() == number.doubleValue
    default: return false
    }
  }
}
