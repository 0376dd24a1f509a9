import ArgumentParser

/// The `unblocker` command: parses arguments, calls the library modules, prints results.
@main
struct Unblocker: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblocker",
    abstract: "Read Unblock Me screenshots, solve them optimally, and keep the recognition honest.",
    discussion: ExitStatus.helpText,
    version: "0.1.0",
    subcommands: [
      SolveCommand.self, InfoCommand.self, ConvertCommand.self, ScanCommand.self,
      KnightCommand.self, PentominoCommand.self, RenderCommand.self, AnnotateCommand.self,
      RegressCommand.self, CalibrateCommand.self, LabelCommand.self, DatabaseCommand.self,
    ]
  )
}
