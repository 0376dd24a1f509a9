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
