import ArgumentParser

/// In-process benchmarks. Build in release mode: `swift run -c release unblocker-bench SUBCOMMAND`.
@main
struct UnblockerBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblocker-bench",
    abstract: "Measure Unblocker's speed in process (run with `swift run -c release`).",
    subcommands: [
      SolverBench.self, CodecsBench.self, ScanBench.self, KnightBench.self, ImagingBench.self,
      PentominoBench.self, RenderBench.self, MontageTool.self, RegressBench.self,
      AnnotateBench.self, CalibrateBench.self, SolverReferenceBench.self,
    ]
  )
}
