import ArgumentParser
import FileGuard
import PuzzleDatabase

/// `unblocker db build`: enumerate piece placements and store each cluster's hardest minimal
/// puzzle.
struct DatabaseBuildCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build (or resume) a database of the hardest minimal puzzle of every cluster.",
    discussion: """
      Every placement of the prisoner (row 2, exit right, no fixed block to its right), other \
      2- and 3-long blocks and up to --fixed fixed blocks, with no row or column full, is \
      enumerated (the published enumeration's space) and split into clusters (positions \
      reachable from each other). Only clusters with a solution are explored, from their goal \
      positions; each keeps its first position farthest from any goal when that one is \
      minimal (removing any piece makes it easier). Each unit of work (a signature: one \
      family of placements) is committed with a checkpoint once done, so rerunning the same \
      command after an interruption continues where it stopped. A shard (--shard K/N) owns \
      whole prefixes (the fixed blocks and the pieces of rows 0, 1 and 3) and enumerates, on \
      every core, only the signatures below them, exploring each as it is found.

      --plan prints, exploring nothing, every shard of --shard's N (K is ignored): its \
      prefixes and positions (exact, counted row by row) and its signatures (estimated by \
      --probes random descents), then the positions per number of fixed blocks beside the \
      published enumeration's; --json gives one object per shard. --measure SECONDS then \
      explores a fixed random sample of prefixes for that long (writing nothing) and prints \
      positions per CPU second, the projected core-hours, the wall time on 2, 64 and 1000 \
      cores, and the memory of the largest signature met.

      Examples:
        unblocker db build --max-blocks 5 -o small.sqlite
        unblocker db build --max-blocks 6 --fixed 1 --shard 2/8 -o part-2.sqlite
        unblocker db build --fixed 2 --shard 1/64 --plan
        unblocker db build --fixed 2 --shard 1/64 --plan --probes 50 --measure 300
        unblocker db build --fixed 2 --shard 1/64 -o part-1.sqlite

      Exit status: 0 built (or already complete, or planned), 64 usage error (e.g. a bad \
      --shard, or no -o without --plan), 73 the output exists with other parameters or is \
      not a database (use --force), or cannot be written.
      """)

  @Option(
    help: "Enumerate at most this many sliding blocks, prisoner included, e.g. --max-blocks 5.")
  var maxBlocks: Int = BuildParameters.blockLimit

  @Option(help: "Enumerate at most this many fixed 1x1 blocks: 0, 1 or 2, e.g. --fixed 1.")
  var fixed: Int = 0

  @Option(help: "Keep puzzles needing at least this many moves, e.g. --min-moves 10.")
  var minMoves: Int = 1

  @Option(
    help: ArgumentHelp(
      "Build only shard K of N (K from 1), e.g. --shard 3/8; merge them with 'db merge'.",
      valueName: "K/N"))
  var shard: String = "1/1"

  @OptionGroup var jobsOptions: JobsOptions

  @Option(
    name: [.short, .customLong("output")], help: "The SQLite file to write, e.g. -o db.sqlite.")
  var output: String?

  @Flag(help: "Start over when the output exists (otherwise a matching unfinished build resumes).")
  var force = false

  @Flag(
    help:
      "Print every shard's prefixes, positions (exact) and estimated signatures; explore nothing.")
  var plan = false

  @Option(
    help: "With --plan: random descents per shard, e.g. --probes 400 (more: a smaller error).")
  var probes: Int = 200

  @Flag(help: "With --plan: print one JSON object per shard.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "With --plan: also explore random prefixes of the whole build for about this many seconds, in memory, and project the build's core-hours, e.g. --measure 120.",
      valueName: "seconds"))
  var measure: Double?

  func validate() throws {
    do {
      _ = try parameters()
    } catch {
      throw ValidationError(error.description)
    }
    guard probes >= 1 else { throw ValidationError("--probes must be 1 or more, not \(probes)") }
    if let measure {
      guard plan else { throw ValidationError("--measure goes with --plan") }
      guard measure > 0, !json else {
        throw ValidationError("--measure takes a number of seconds above 0, without --json")
      }
    }
    if plan {
      guard output == nil else { throw ValidationError("--plan writes nothing: drop -o") }
    } else {
      guard output != nil else {
        throw ValidationError("give the file to build with -o FILE.sqlite (or --plan)")
      }
      guard !json else { throw ValidationError("--json goes with --plan") }
    }
  }

  /// The build the options ask for.
  func parameters() throws(BuildOptionError) -> BuildParameters {
    try BuildParameters(maxBlocks: maxBlocks, fixed: fixed, minMoves: minMoves, shard: shard)
  }

  func run() async throws {
    let parameters = try parameters()
    guard let output else {
      return await BuildPlanReport.run(
        parameters, probes: probes, json: json, measure: measure, jobs: jobsOptions.count,
        write: Terminal.standardOutput.write)
    }
    let build = DatabaseBuild(
      output: output, parameters: parameters, startOver: force, jobs: jobsOptions.count)
    Terminal.standardOutput.write(
      try await build.run { Terminal.standardError.write($0 + "\n") })
  }
}
