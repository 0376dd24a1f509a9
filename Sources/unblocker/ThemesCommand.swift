import ArgumentParser
import StrictJSON
import Themes

/// `unblocker themes`: the theme profiles a scan can use, and where each comes from.
struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List the theme profiles found, with their source file and description.",
    discussion: """
      Profiles come from the binary (built-in, the shipped themes/*.json) and from the theme \
      folders: the folders listed in UNBLOCKER_THEMES (separated by :), or else ./themes when \
      it exists. A file whose profile has the name of a built-in one replaces it. \
      `unblocker themes show NAME` prints one profile.

      Examples:
        unblocker themes
        UNBLOCKER_THEMES=~/my-themes unblocker themes --json
        unblocker themes show original-2

      Exit status: 0 success, 65 a theme file is malformed or unknown, 66 a theme folder \
      cannot be read.
      """,
    subcommands: [ShowThemeCommand.self])

  @OptionGroup var outputOptions: OutputOptions

  func run() throws {
    let library = try ThemeLibrary.standard()
    Terminal.standardOutput.write(
      outputOptions.json
        ? try JSONText.encode(library.summaries, pretty: true) + "\n" : library.processListing)
  }
}

/// `unblocker themes show NAME`: one profile, as JSON, after where it comes from.
struct ShowThemeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print one theme profile: its source, then the profile as JSON.",
    discussion: """
      Prints `source: FILE` (or built-in) and the profile as JSON; with --json only the JSON, \
      which is a valid theme file to start a new theme from.

      Examples:
        unblocker themes show original-2
        unblocker themes show original-2 --json > themes/walnut.json

      Exit status: 0 success, 65 unknown theme or malformed theme file, 66 a theme folder \
      cannot be read.
      """)

  @Argument(help: "The profile's name (as `unblocker themes` lists it).")
  var name: String

  @OptionGroup var outputOptions: OutputOptions

  func run() throws {
    let entry = try ThemeLibrary.standard().entry(named: name)
    let json = try JSONText.encode(entry.profile, pretty: true)
    Terminal.standardOutput.write(
      outputOptions.json ? json + "\n" : "source: \(entry.source)\n\(json)\n")
  }
}
