import ArgumentParser

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

/// `--force`, shared by the commands that write files.
struct OverwriteOptions: ParsableArguments {
  @Flag(help: "Replace output files that already exist.")
  var force = false
}
