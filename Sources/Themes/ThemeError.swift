import FileGuard

/// Everything that can go wrong finding, reading or checking a theme profile.
public enum ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission).
  case unreadable(file: String, reason: String)
  /// The file is not valid JSON, or a key is missing or has the wrong type or value.
  /// `path` is the coding path (`scan.classes.board.mean`), empty for the whole file.
  case malformed(file: String, path: String, reason: String)
  /// The file was written by a newer format version than this build reads.
  case unsupportedVersion(file: String, found: Int, supported: Int)
  /// No theme has this name.
  case unknownTheme(name: String, known: [String])

  /// The message for people: which file or name, which key, what is wrong (control characters
  /// escaped).
  public var description: String { Printable.text(unescapedDescription) }

  private var unescapedDescription: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): cannot read theme file (\(reason)); check the path"
    case .malformed(let file, let path, let reason):
      return path.isEmpty ? "\(file): \(reason)" : "\(file): \(path): \(reason)"
    case .unsupportedVersion(let file, let found, let supported):
      return
        "\(file): formatVersion: \(found) is newer than this build reads (\(supported)); "
        + "update unblocker"
    case .unknownTheme(let name, let known):
      return
        "no theme named \"\(name)\"; known themes: \(known.joined(separator: ", ")) "
        + "(or give the path of a .json theme file, or auto)"
    }
  }

  /// True when the error is about an unreadable file rather than its contents.
  public var isUnreadable: Bool {
    if case .unreadable = self { return true }
    return false
  }
}
