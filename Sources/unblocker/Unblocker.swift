import ArgumentParser
import FileGuard
import Interrupts

/// The `unblocker` command: parses arguments, calls the library modules, prints results.
@main
struct Unblocker: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblocker",
    abstract: "Read Unblock Me screenshots, solve them optimally, and keep the recognition honest.",
    discussion: ExitStatus.helpText,
    version: "0.1.0",
    subcommands: [
      SolveCommand.self, InfoCommand.self, ConvertCommand.self, ScanCommand.self,
      KnightCommand.self, PentominoCommand.self, RenderCommand.self, AnnotateCommand.self,
      RegressCommand.self, RegressMergeCommand.self, CalibrateCommand.self, LabelCommand.self,
      DatabaseCommand.self,
      ThemesCommand.self, StudioCommand.self,
    ]
  )

  /// Installs the SIGINT/SIGTERM cleanup of temporary files, then runs the command. A library
  /// error a command lets through is printed as `error: …` and exits with its status
  /// (`ExitStatus(of:)`), so commands call the library without catching what they only pass on.
  static func main() async {
    InterruptCleanup.install()
    // Swift strings cannot carry a file name that is not UTF-8: say so instead of failing to
    // find a repaired name.
    if let bad = RawNames.undecodableArguments().first {
      let message = fail(
        "\(bad.shown): argument \(bad.index) is not UTF-8 text, so it cannot name a file; "
          + "rename the file", .cannotOpen)
      exit(withError: message)
    }
    do {
      var command = try parseAsRoot(nil)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      guard let status = ExitStatus(of: error) else { exit(withError: error) }
      exit(withError: fail("\(error)", status))
    }
  }
}
