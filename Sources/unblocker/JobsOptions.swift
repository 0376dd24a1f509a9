import ArgumentParser
import Foundation

/// `--jobs`, shared by the commands that work on every core (`regress`, `db build`); checked
/// once, here.
struct JobsOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "How many screenshots (regress) or prefixes (db build) to work on at once, e.g. --jobs 4 "
        + "(default: one per core).", valueName: "n"))
  var jobs: Int?

  /// `--jobs` is 1 or more.
  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
  }

  /// `--jobs`, or one per core.
  var count: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
