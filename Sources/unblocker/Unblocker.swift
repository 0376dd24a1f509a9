import ArgumentParser
import FileGuard

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
      RegressCommand.self, RegressMergeCommand.self, CalibrateCommand.self, LabelCommand.self, DatabaseCommand.self,
      ThemesCommand.self, StudioCommand.self,
    ]
  )

  /// Installs the SIGINT/SIGTERM cleanup of temporary files, then runs the command.
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
    await main(nil)
  }
}
