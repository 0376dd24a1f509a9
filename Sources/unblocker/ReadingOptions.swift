import ArgumentParser
import Puzzle
import Scanner
import Themes
import UnblockerKit

/// `--theme` and `--min-confidence`, shared by the commands that read boards from screenshots
/// and judge the readings (`scan`, `solve`, `regress`); checked once, here.
struct ReadingOptions: ParsableArguments {
  @OptionGroup var themeOptions: ThemeOptions

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The least confidence for a board to count as read; a reading below it is uncertain "
        + "(what that does is said above).",
      valueName: "x"))
  var minConfidence: Double = ScanReport.defaultMinimumConfidence

  /// The `--theme` argument.
  var theme: String { themeOptions.theme }

  /// `--min-confidence` is finite and 0 or more (above 1 refuses every reading).
  func validate() throws {
    guard minConfidence.isFinite, minConfidence >= 0 else {
      throw ValidationError(
        "--min-confidence must be 0 or more (above 1 refuses every reading), not \(minConfidence)")
    }
  }

  /// The puzzle `argument` names (a board in notation, a board file, or a screenshot read with
  /// these options), each note of the reading printed on standard error.
  func puzzle(_ argument: String, exit: Exit, acceptUncertain: Bool) throws -> SourcedPuzzle {
    try PuzzleSource.puzzle(
      argument, exit: exit, theme: theme, minimumConfidence: minConfidence,
      acceptUncertain: acceptUncertain
    ) { Terminal.standardError.write($0 + "\n") }
  }

  /// UnblockerKit's reader for these options (a `ThemeError` for a theme that cannot load).
  func reader() throws -> UnblockerKit.Unblocker {
    try themeOptions.reader(minimumConfidence: minConfidence)
  }
}

extension ThemeOptions {
  /// UnblockerKit's reader for `--theme` (a `ThemeError` for a theme that cannot load).
  func reader(minimumConfidence: Double = ScanReport.defaultMinimumConfidence) throws
    -> UnblockerKit.Unblocker
  {
    try UnblockerKit.Unblocker(
      selection: ThemeSelection(argument: theme), library: ThemeLibrary.standard(),
      minimumConfidence: minimumConfidence)
  }
}
