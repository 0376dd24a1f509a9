import FileGuard
import Foundation
import StrictJSON

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
    let bytes = [UInt8](data)
    let version: Int
    do {
      version = try JSONProblem.decode(
        VersionProbe.self, from: bytes, wholeNumberKeys: ["formatVersion"]
      ).formatVersion
    } catch {
      throw .malformed(file: file, path: error.path, reason: error.problem)
    }
    guard version <= currentFormatVersion else {
      throw .unsupportedVersion(file: file, found: version, supported: currentFormatVersion)
    }
    guard version >= 1 else {
      throw .malformed(file: file, path: "formatVersion", reason: "expected 1 or more")
    }
    let profile: ThemeProfile
    do {
      profile = try JSONProblem.decode(ThemeProfile.self, from: bytes)
    } catch {
      // Every missing key in one message, not one per run.
      let missing = missingKeys(in: bytes)
      if missing == ["scan"] {
        throw .malformed(
          file: file, path: "scan",
          reason: "missing: a palette alone says how to draw the theme (render), not how to "
            + "read it; measure the scan model from labelled screenshots with `unblocker "
            + "calibrate`")
      }
      if missing.count > 1 {
        throw .malformed(
          file: file, path: "",
          reason: "missing keys: \(missing.joined(separator: ", ")) (a profile needs them all)")
      }
      throw .malformed(file: file, path: error.path, reason: error.problem)
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
}
