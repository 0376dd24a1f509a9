import FileGuard
import Foundation

/// The theme profiles a run can use: the shipped ones compiled into the binary, overridden or
/// extended by `*.json` files in the theme folders.
///
/// Theme folders are the directories listed in `UNBLOCKER_THEMES` (separated by `:`), or, when
/// that is unset, `themes/` in the current directory if it exists. A file whose profile has the
/// same name as a shipped one replaces it, so a calibrated `themes/original-2.json` takes effect
/// without rebuilding; the binary still works from any directory with its shipped profiles.
public struct ThemeLibrary: Sendable {
  /// One known profile and where it came from.
  public struct Entry: Sendable {
    /// The profile.
    public var profile: ThemeProfile
    /// `built-in` or the file it was read from.
    public var source: String
  }

  /// The profiles, shipped ones first (in name order), then those only found in folders.
  public private(set) var entries: [Entry]

  /// The profiles alone.
  public var profiles: [ThemeProfile] { entries.map(\.profile) }

  /// The profile names.
  public var names: [String] { entries.map(\.profile.name) }

  /// Creates a library from entries (later entries with an existing name replace it).
  public init(entries: [Entry]) {
    self.entries = []
    for entry in entries { add(entry) }
  }

  /// The shipped profiles only (compiled into the module from `themes/*.json`).
  ///
  /// - Throws: `ThemeError.malformed` if a shipped profile does not decode (a build defect that
  ///   the Themes tests catch).
  public static func builtIn() throws(ThemeError) -> ThemeLibrary {
    var entries: [Entry] = []
    for shipped in ShippedThemes.files {
      let profile = try ThemeProfile.decode(
        Data(shipped.json.utf8), file: "built-in " + shipped.file)
      entries.append(Entry(profile: profile, source: "built-in"))
    }
    return ThemeLibrary(entries: entries)
  }

  /// The shipped profiles plus every `*.json` in the theme folders.
  ///
  /// - Parameters:
  ///   - environment: the process environment (for `UNBLOCKER_THEMES`).
  ///   - currentDirectory: where a relative `themes/` is looked for.
  /// - Returns: the library.
  /// - Throws: `ThemeError` for the first theme file that cannot be read or is malformed.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ThemeError) -> ThemeLibrary {
    var library = try builtIn()
    for folder in searchFolders(environment: environment, currentDirectory: currentDirectory) {
      try library.addFolder(folder)
    }
    return library
  }

  /// The folders `standard` reads, each as (path for messages, absolute URL).
  public static func searchFolders(
    environment: [String: String], currentDirectory: String
  ) -> [(display: String, url: URL)] {
    let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
    if let list = environment["UNBLOCKER_THEMES"], !list.isEmpty {
      return list.split(separator: ":").map { part in
        let path = String(part)
        return (path, URL(fileURLWithPath: path, isDirectory: true, relativeTo: base))
      }
    }
    let local = base.appendingPathComponent("themes", isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: local.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [] }
    return [("themes", local)]
  }

  /// Adds every `*.json` file in `folder`, in name order.
  ///
  /// - Throws: `ThemeError` for the first file that cannot be read or is malformed.
  public mutating func addFolder(_ folder: (display: String, url: URL)) throws(ThemeError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    } catch {
      throw .unreadable(file: folder.display, reason: "not a readable folder")
    }
    for name in names.sorted() where name.hasSuffix(".json") {
      let display =
        folder.display.hasSuffix("/") ? folder.display + name : folder.display + "/" + name
      let data: Data
      do {
        data = Data(try InputFile.read(folder.url.appendingPathComponent(name).path))
      } catch {
        throw .unreadable(file: display, reason: error.reason)
      }
      add(Entry(profile: try ThemeProfile.decode(data, file: display), source: display))
    }
  }

  /// Adds an entry, replacing one with the same name.
  public mutating func add(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.profile.name == entry.profile.name }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// The profile called `name`.
  ///
  /// - Throws: `ThemeError.unknownTheme` listing the known names.
  public func profile(named name: String) throws(ThemeError) -> ThemeProfile {
    guard let entry = entries.first(where: { $0.profile.name == name }) else {
      throw .unknownTheme(name: name, known: names)
    }
    return entry.profile
  }

  /// The candidate profiles for a `--theme` selection: all for `auto`, else exactly one.
  ///
  /// - Throws: `ThemeError` for an unknown name or an unreadable or malformed file.
  public func candidates(for selection: ThemeSelection) throws(ThemeError) -> [ThemeProfile] {
    switch selection {
    case .auto: return profiles
    case .named(let name): return [try profile(named: name)]
    case .file(let path): return [try ThemeProfile.load(path: path)]
    }
  }
}
