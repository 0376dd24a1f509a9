import ArgumentParser
import Foundation
import Regression

/// `unblocker regress-merge OUT SHARD...`: joins the `--json` results of `regress --shard K/N`.
struct RegressMergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "regress-merge",
    abstract: "Merge the --json results of the shards of one `regress --shard K/N` run.",
    discussion: """
      Reads the --json files the N shards of one run wrote (`unblocker regress --shard K/N \
      --json FILE`), checks they are the shards of one run (the same N, each K once, the same \
      --perturb and --min-confidence) and writes to OUT the results a single run would have \
      written: the samples in corpus order, the figures recomputed (the seconds are the \
      shards' added up). Prints the usual report of the merged run.

      An existing OUT is replaced only with --force, and only when it is the --json results \
      of this tool.

      Examples:
        unblocker regress samples --shard 1/2 --json shard-1.json
        unblocker regress samples --shard 2/2 --json shard-2.json
        unblocker regress-merge results.json shard-1.json shard-2.json --force

      Exit status 4 when the merged run fails as `regress` would (with --perturb: when a \
      reading is wrong).
      """ + " " + ExitStatus.helpText([.checksFailed, .invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(help: ArgumentHelp("The merged results file to write.", valueName: "out.json"))
  var output: String

  @Argument(
    help: ArgumentHelp("The --json results of the shards, in any order.", valueName: "shard.json"))
  var shards: [String] = []

  @OptionGroup var overwrite: OverwriteOptions

  @OptionGroup var colourOptions: ColourOptions

  func validate() throws {
    guard !shards.isEmpty else {
      throw ValidationError(
        "give the merged file and then the --json results of every shard: "
          + "regress-merge OUT.json SHARD.json...")
    }
  }

  func run() throws {
    try ShardMerge.checkOutput(output, shards: shards, force: overwrite.force)
    let run = try ShardMerge.merge(shards)
    try ReportFile.write(RegressionDocument(run).jsonData(), to: output)
    for warning in run.warnings {
      Terminal.standardError.write("warning: \(warning)\n")
    }
    Terminal.standardOutput.write(
      TextReport.render(run, colour: colourOptions.enabled))
    let failed = run.isPerturbed ? run.results.contains(where: run.failsRun) : !run.allPassed
    if failed { throw ExitCode(ExitStatus.checksFailed.rawValue) }
  }
}
