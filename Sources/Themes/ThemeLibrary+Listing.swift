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
