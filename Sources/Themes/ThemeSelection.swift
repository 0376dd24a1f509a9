/// What `--theme` asks for: every profile (`auto`), one by name, or one file.
public enum ThemeSelection: Hashable, Sendable, CustomStringConvertible {
  /// Score every known profile on the image and take the best (theme-free fallback if none fits).
  case auto
  /// The profile with this `name`.
  case named(String)
  /// The theme file at this path.
  case file(String)

  /// Parses a `--theme` argument: `auto`, a path (contains `/` or ends in `.json`), or a name.
  public init(argument: String) {
    if argument == "auto" {
      self = .auto
    } else if argument.contains("/") || argument.hasSuffix(".json") {
      self = .file(argument)
    } else {
      self = .named(argument)
    }
  }

  /// The argument form.
  public var description: String {
    switch self {
    case .auto: "auto"
    case .named(let name): name
    case .file(let path): path
    }
  }
}
