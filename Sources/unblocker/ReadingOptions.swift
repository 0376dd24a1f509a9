import ArgumentParser
import Scanner
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

  /// UnblockerKit's reader for these options, or the exit code after printing the theme error.
  func reader() throws -> UnblockerKit.Unblocker {
    try Screenshots.reader(for: theme, minimumConfidence: minConfidence)
  }
}
