import ArgumentParser
import Foundation

/// `--theme`, shared by the commands that scan screenshots.
struct ThemeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The theme: a profile name, the path of a theme .json file, or auto (try every profile).",
      valueName: "name|auto"))
  var theme: String = "auto"
}

/// `--json`, shared by the commands that print a result as text or as JSON.
struct OutputOptions: ParsableArguments {
  @Flag(help: "Print JSON instead of text (its shape is described above).")
  var json = false
}

/// `--color`, shared by the commands that may print in colour.
struct ColourOptions: ParsableArguments {
  /// When to colour.
  enum Choice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Option(
    name: .customLong("color"),
    help: ArgumentHelp(
      "Colour the output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb; "
        + "FORCE_COLOR forces it), always or never.", valueName: "when"))
  var choice: Choice = .auto

  /// True when standard output is to be coloured.
  var enabled: Bool {
    Terminal.colour(
      choice, environment: ProcessInfo.processInfo.environment,
      isTerminal: Terminal.standardOutput.isTerminal)
  }
}

/// `--force`, shared by the commands that write files.
struct OverwriteOptions: ParsableArguments {
  @Flag(help: "Replace output files that already exist.")
  var force = false
}
