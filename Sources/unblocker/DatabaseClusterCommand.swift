import ArgumentParser
import Puzzle
import PuzzleDatabase

/// `unblocker db cluster`: the cluster of one board, or a check of a whole cluster list.
struct DatabaseClusterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cluster",
    abstract: "Show a board's cluster: size, goals, distances, hardest positions, minimality.",
    discussion: """
      The cluster is every position reachable from BOARD by moves. Distances count moves as \
      'unblocker solve' does, the prisoner's last slide to the edge included. A board is \
      minimal when removing any one piece (a block other than the prisoner, or a fixed \
      block) makes it solvable in fewer moves.

      'db find BOARD' is the same command: for a board read from a screenshot, it tells \
      how far the board is from the hardest puzzle of its cluster ('moves' against the \
      farthest positions) and whether it is one of them.

      With --batch FILE, every line 'MOVES BOARD CLUSTER_SIZE' (Michael Fogleman's format) \
      is read; without --check each board's line is printed with the computed moves and \
      cluster size; with --check only failures are printed, then 'N passed, M failed'.

      Examples:
        unblocker db cluster GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo
        unblocker db cluster ooooooooooooAAoooooooooooooooooooooo --json
        unblocker db cluster --batch ../shared/puzzles/fogleman-18k.txt --check

      Exit status: 0 success (with --check: every line passed), 4 --check found failures, \
      64 usage error, 65 invalid board or line, 66 cannot read the file.
      """,
    aliases: ["find"])

  @Argument(help: "The board in 36-character notation (o empty, x fixed, A the prisoner).")
  var board: String?

  @Option(
    help: ArgumentHelp(
      "Read boards from this file of 'MOVES BOARD CLUSTER_SIZE' lines (e.g. fogleman-18k.txt).",
      valueName: "file"))
  var batch: String?

  @Flag(
    help: "With --batch: check each line's cluster size, moves and hardness (exit 4 if any fail).")
  var check = false

  @Option(
    help: ArgumentHelp(
      "The exit: SIDE:ROW, e.g. right:2 (the default) or left:4.", valueName: "side:row"))
  var exit: String = "right:2"

  @Option(help: "Print at most this many hardest positions, e.g. --hardest 5.")
  var hardest: Int = 10

  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    if board != nil && batch != nil {
      throw ValidationError("give either a BOARD or --batch FILE, not both")
    }
    if board == nil && batch == nil {
      throw ValidationError("give a BOARD (36-character notation) or --batch FILE")
    }
    if check && batch == nil { throw ValidationError("--check needs --batch FILE") }
    if hardest < 0 { throw ValidationError("--hardest must be 0 or more, not \(hardest)") }
    try parsedOption("--exit") { try Exit(parsing: exit) }
  }

  func run() async throws {
    if let batch {
      return try await ClusterCheck.runList(
        batch, json: outputOptions.json, check: check, write: Terminal.standardOutput.write,
        note: Terminal.standardError.write)
    }
    guard let board else { throw ExitCode(ExitStatus.usage.rawValue) }
    Terminal.standardOutput.write(
      try Cluster.report(
        board: board, exit: Exit(parsing: exit), hardest: hardest, json: outputOptions.json))
  }
}
