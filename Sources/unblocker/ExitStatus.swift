import ArgumentParser
import FileGuard

/// The exit statuses of every `unblocker` command, documented in `--help` and README.md.
enum ExitStatus: Int32, CaseIterable {
  /// The command did what was asked.
  case success = 0
  /// An unexpected failure (a bug: please report it).
  case failure = 1
  /// The puzzle has no solution (proved by exhaustive search).
  case unsolvable = 2
  /// The image is not a puzzle screen (no board found), or a scan failed validation.
  case noBoardFound = 3
  /// A regression or validation run found failures.
  case checksFailed = 4
  /// A board was read, but with a confidence below --min-confidence (an uncertain reading).
  case uncertain = 5
  /// Usage error: unknown option, missing argument, bad value.
  case usage = 64
  /// Invalid input data: a malformed board, label, theme or image file.
  case invalidInput = 65
  /// An input file does not exist or cannot be read.
  case cannotOpen = 66
  /// An output file exists (use --force) or cannot be written.
  case cannotWrite = 73

  /// How serious the status is: when several inputs fail differently, a command exits with the
  /// most serious (an unexpected failure > cannot write > cannot open > invalid input > usage >
  /// checks failed > no board > unsolvable > uncertain > success).
  var severity: Int {
    switch self {
    case .success: 0
    case .uncertain: 1
    case .unsolvable: 2
    case .noBoardFound: 3
    case .checksFailed: 4
    case .usage: 5
    case .invalidInput: 6
    case .cannotOpen: 7
    case .cannotWrite: 8
    case .failure: 9
    }
  }

  /// The more serious of this status and `other` (this one when they rank the same).
  func worse(_ other: ExitStatus) -> ExitStatus {
    other.severity > severity ? other : self
  }

  /// The words for this status in `--help`.
  var phrase: String {
    switch self {
    case .success: "success"
    case .failure: "unexpected failure (a bug: please report it)"
    case .unsolvable: "unsolvable"
    case .noBoardFound: "no board found"
    case .checksFailed: "checks failed"
    case .uncertain: "uncertain reading (below --min-confidence)"
    case .usage: "usage error"
    case .invalidInput: "invalid input (board, label, theme, image)"
    case .cannotOpen: "cannot open input"
    case .cannotWrite: "cannot write output (exists without --force)"
    }
  }

  /// Every status, for the root command's `--help`.
  static var helpText: String { helpText(Set(allCases)) }

  /// `Exit status: 0 success, 3 no board found, ..., 1 unexpected failure.`: the statuses one
  /// command can return, in the same words for every command. 0, 64 (the argument parser's)
  /// and 1 are always listed.
  static func helpText(_ statuses: Set<ExitStatus>) -> String {
    let listed = statuses.union([.success, .usage, .failure])
    let middle = listed.subtracting([.success, .failure]).sorted { $0.rawValue < $1.rawValue }
    let phrases = ([.success] + middle + [.failure]).map { "\($0.rawValue) \($0.phrase)" }
    return "Exit status: " + phrases.joined(separator: ", ") + "."
  }
}

/// Prints `error: message` on standard error and returns the exit code to throw.
///
/// Use as `throw fail("\(path): truncated PNG; re-export the screenshot", .invalidInput)`.
func fail(_ message: String, _ status: ExitStatus) -> ExitCode {
  Terminal.standardError.write("error: \(Printable.keepingLines(message))\n")
  return ExitCode(status.rawValue)
}
