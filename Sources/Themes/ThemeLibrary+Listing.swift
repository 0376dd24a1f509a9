import Foundation

extension ThemeLibrary {
  /// The listing `unblocker themes` prints: one line per profile (name, where it comes from,
  /// description; the first two columns aligned), then the theme folders searched.
  ///
  /// - Parameter folders: the theme folders, as `searchFolders` names them.
  public func listing(folders: [String]) -> String {
    let width = entries.map(\.profile.name.count).max() ?? 0
    let sourceWidth = entries.map(\.source.count).max() ?? 0
    var lines: [String] = []
    for entry in entries {
      let name = entry.profile.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let source = entry.source.padding(toLength: sourceWidth, withPad: " ", startingAt: 0)
      lines.append("\(name)  \(source)  \(entry.profile.description)")
    }
    lines.append(
      "Theme folders: "
        + (folders.isEmpty
          ? "none (set UNBLOCKER_THEMES or create ./themes)" : folders.joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ThemeLibrary {
  /// One profile as `themes --json` prints it.
  public struct Summary: Encodable, Sendable {
    /// The profile's name.
    public var name: String
    /// Where it comes from: `built-in` or its file.
    public var source: String
    /// The profile's description.
    public var description: String
  }

  /// Every profile as `themes --json` prints it, in the listing's order.
  public var summaries: [Summary] {
    entries.map {
      Summary(name: $0.profile.name, source: $0.source, description: $0.profile.description)
    }
  }

  /// `listing(folders:)` with the theme folders this process searches (`UNBLOCKER_THEMES`, or
  /// `./themes`).
  public var processListing: String {
    let folders = Self.searchFolders(
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: FileManager.default.currentDirectoryPath)
    return listing(folders: folders.map(\.display))
  }

  /// The profile called `name`, with where it comes from.
  ///
  /// - Throws: `ThemeError.unknownTheme` listing the known names.
  public func entry(named name: String) throws(ThemeError) -> Entry {
    guard let entry = entries.first(where: { $0.profile.name == name }) else {
      throw .unknownTheme(name: name, known: names)
    }
    return entry
  }
}
