import Foundation
import Themes

/// What a report was made by: shown at the head of the HTML report so that a saved report says
/// which run it describes.
public struct ReportContext: Hashable, Sendable {
  /// The command line, as typed (arguments joined by spaces).
  public var command: String
  /// The tool's version.
  public var version: String
  /// When the run ended (ISO 8601, UTC).
  public var date: String
  /// The theme profiles the scanner could use.
  public var themes: [String]

  /// Creates a context.
  public init(command: String, version: String, date: String, themes: [String]) {
    self.command = command
    self.version = version
    self.date = date
    self.themes = themes
  }
}

extension ReportContext {
  /// The context of this process's run now: `unblocker` and its arguments, the date in ISO
  /// 8601, and the themes `selection` tries (the argument itself when the library cannot load).
  public init(arguments: [String], version: String, selection: String) {
    let themes =
      (try? ThemeLibrary.standard().candidates(for: ThemeSelection(argument: selection))
        .map(\.name)) ?? [selection]
    self.init(
      command: (["unblocker"] + arguments.dropFirst()).joined(separator: " "), version: version,
      date: ISO8601DateFormatter().string(from: Date()), themes: themes)
  }
}
