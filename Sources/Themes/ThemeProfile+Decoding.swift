import FileGuard
import Foundation

extension ThemeProfile {
  /// Decodes and validates a theme file's contents.
  ///
  /// - Parameters:
  ///   - data: the file's bytes (JSON).
  ///   - file: the file's name as the user gave it, for messages.
  /// - Returns: the profile.
  /// - Throws: `ThemeError.malformed` naming the coding path and what is wrong, or
  ///   `ThemeError.unsupportedVersion` for a file from a newer format.
  public static func decode(_ data: Data, file: String) throws(ThemeError) -> ThemeProfile {
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionProbe.self, from: data).formatVersion
    } catch {
      throw malformed(error, file: file)
    }
    guard version <= currentFormatVersion else {
      throw .unsupportedVersion(file: file, found: version, supported: currentFormatVersion)
    }
    guard version >= 1 else {
      throw .malformed(file: file, path: "formatVersion", reason: "expected 1 or more")
    }
    let profile: ThemeProfile
    do {
      profile = try decoder.decode(ThemeProfile.self, from: data)
    } catch {
      throw malformed(error, file: file)
    }
    try profile.validate(file: file)
    return profile
  }

  /// Reads, decodes and validates the theme file at `path`.
  ///
  /// - Parameter path: the file, relative to the current directory or absolute.
  /// - Returns: the profile.
  /// - Throws: `ThemeError.unreadable` when the file cannot be read, else as `decode(_:file:)`.
  public static func load(path: String) throws(ThemeError) -> ThemeProfile {
    let data: Data
    do {
      data = Data(try InputFile.read(path))
    } catch {
      throw .unreadable(file: path, reason: error.reason)
    }
    return try decode(data, file: path)
  }

  /// Encodes the profile as pretty-printed JSON with sorted keys, ending in a newline.
  public func encodedJSON() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  private struct VersionProbe: Decodable {
    var formatVersion: Int
  }

  /// Turns a decoding error into a coding-path message.
  private static func malformed(_ error: any Error, file: String) -> ThemeError {
    guard let error = error as? DecodingError else {
      return .malformed(file: file, path: "", reason: "not a theme file (\(error))")
    }
    switch error {
    case .typeMismatch(let type, let context):
      return .malformed(
        file: file, path: render(context.codingPath), reason: "expected \(describe(type))")
    case .valueNotFound(let type, let context):
      return .malformed(
        file: file, path: render(context.codingPath),
        reason: "expected \(describe(type)), found null")
    case .keyNotFound(let key, let context):
      return .malformed(file: file, path: render(context.codingPath + [key]), reason: "missing")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return .malformed(file: file, path: "", reason: "not valid JSON")
      }
      return .malformed(
        file: file, path: render(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .malformed(file: file, path: "", reason: "not a theme file (\(error))")
    }
  }

  /// `scan.classes.board.mean[1]`.
  static func render(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type, is Float.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}
