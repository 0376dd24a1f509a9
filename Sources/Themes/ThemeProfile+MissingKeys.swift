import FileGuard
import Foundation
import StrictJSON

extension ThemeProfile {
  /// Every key a profile must have, as dotted paths (`scan.classes.board.mean`), found by
  /// taking each key out of a shipped profile in turn and keeping those without which it no
  /// longer decodes: the format's own rule, never a list kept by hand.
  static let requiredKeyPaths: [[String]] = {
    guard let shipped = ShippedThemes.files.first,
      let reference = try? JSONSerialization.jsonObject(with: Data(shipped.json.utf8))
        as? [String: Any]
    else { return [] }
    return keyPaths(of: reference).filter { path in
      guard let trimmed = removing(path, from: reference),
        let data = try? JSONSerialization.data(withJSONObject: trimmed)
      else { return false }
      return (try? JSONProblem.decode(ThemeProfile.self, from: [UInt8](data))) == nil
    }
  }()

  /// The required keys that `bytes` (a JSON object) lacks, each named at the outermost level
  /// that is missing (`scan` for a palette-only file, not each key below it), in key order.
  ///
  /// - Parameter bytes: a theme file's contents.
  /// - Returns: the dotted paths; empty when nothing is missing or the text is not an object.
  public static func missingKeys(in bytes: [UInt8]) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    else { return [] }
    var missing: [[String]] = []
    for path in requiredKeyPaths where value(at: path, in: object) == nil {
      guard !missing.contains(where: { path.starts(with: $0) }) else { continue }
      // Report it at its outermost missing level.
      let outermost =
        (1...path.count).map { Array(path.prefix($0)) }
        .first { value(at: $0, in: object) == nil } ?? path
      if !missing.contains(outermost) { missing.append(outermost) }
    }
    return missing.map { $0.joined(separator: ".") }
  }

  /// Every key path of the nested objects of `object` (arrays are leaves).
  private static func keyPaths(of object: [String: Any], prefix: [String] = []) -> [[String]] {
    object.keys.sorted().flatMap { key -> [[String]] in
      let path = prefix + [key]
      guard let inner = object[key] as? [String: Any] else { return [path] }
      return [path] + keyPaths(of: inner, prefix: path)
    }
  }

  /// The value at `path`, nil when a key on the way is absent (or not an object).
  private static func value(at path: [String], in object: [String: Any]) -> Any? {
    var current: Any = object
    for key in path {
      guard let inner = (current as? [String: Any])?[key] else { return nil }
      current = inner
    }
    return current
  }

  /// `object` without the key at `path`.
  private static func removing(_ path: [String], from object: [String: Any]) -> [String: Any]? {
    guard let key = path.first else { return nil }
    var copy = object
    if path.count == 1 {
      copy[key] = nil
    } else {
      guard let inner = object[key] as? [String: Any],
        let trimmed = removing(Array(path.dropFirst()), from: inner)
      else { return nil }
      copy[key] = trimmed
    }
    return copy
  }
}
