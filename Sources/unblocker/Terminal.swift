import FileGuard
import Foundation

/// Terminal facts and output streams for the command.
enum Terminal {
  /// A stream that writes to a file descriptor.
  typealias Stream = DescriptorStream

  /// Standard input (only ever asked whether it is a terminal).
  static let standardInput = DescriptorStream.standardInput
  /// Standard output.
  static let standardOutput = DescriptorStream.standardOutput
  /// Standard error: diagnostics and progress.
  static let standardError = DescriptorStream.standardError

  /// Where a command prints its own lines when it writes a file to `output`: standard error
  /// when that file is standard output itself (`-o -`), so the two never mix; else standard
  /// output.
  static func messages(besides output: String?) -> Stream {
    output.map(StreamOutput.isStandardOutput) == true ? standardError : standardOutput
  }

  /// Prints `message` on standard error as an `error:` line.
  static func printError(_ message: String) {
    standardError.write("error: \(message)\n")
  }

  /// Whether to colour an output: `--color always` or `never` decide; with `auto`, a
  /// non-empty `NO_COLOR` turns colour off, else a `FORCE_COLOR` other than empty or `0` turns
  /// it on, else `TERM=dumb` turns it off, else a terminal has it.
  ///
  /// - Parameters:
  ///   - choice: the `--color` argument.
  ///   - environment: the process environment.
  ///   - isTerminal: whether the output is a terminal.
  static func colour(
    _ choice: ColourOptions.Choice, environment: [String: String], isTerminal: Bool
  ) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
      if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
