import ArgumentParser
import PuzzleDatabase

/// `unblocker db query`: select puzzles by moves, blocks and pattern.
struct DatabaseQueryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "List puzzles of a database by move count, block count or board pattern.",
    discussion: """
      Puzzles print as 'MOVES BOARD CLUSTER_SIZE' lines, most moves first, so the output \
      feeds 'unblocker solve --batch' and 'unblocker db cluster --batch --check'; the board \
      goes straight to 'unblocker solve BOARD'.

      Examples:
        unblocker db query db.sqlite --max-moves
        unblocker db query db.sqlite --moves 30 --blocks 9 --json
        unblocker db query db.sqlite --hardest 10
        unblocker db query db.sqlite --pattern '????????????AA??????????????????????'

      Exit status: 0 success (even when nothing matches), 64 usage error, 65 not a puzzle \
      database or a bad pattern, 66 no such file.
      """)

  @Argument(help: "The database file, e.g. db.sqlite.")
  var file: String

  @Option(help: "Keep puzzles needing exactly this many moves, e.g. --moves 30.")
  var moves: Int?

  @Flag(help: "Keep the puzzles needing the fewest moves (after the other filters).")
  var minMoves = false

  @Flag(help: "Keep the puzzles needing the most moves (after the other filters).")
  var maxMoves = false

  @Option(
    help: "Keep puzzles with exactly this many sliding blocks, prisoner included, e.g. --blocks 9.")
  var blocks: Int?

  @Option(help: "Print only the N puzzles needing the most moves, e.g. --hardest 10.")
  var hardest: Int?

  @Option(
    help: ArgumentHelp(
      "Keep boards matching this 36-character pattern, ? for any cell, e.g. '????????????AA????…'.",
      valueName: "board"))
  var pattern: String?

  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    if [moves != nil, minMoves, maxMoves].filter({ $0 }).count > 1 {
      throw ValidationError("give at most one of --moves N, --min-moves and --max-moves")
    }
    if let hardest, hardest < 1 {
      throw ValidationError("--hardest must be 1 or more, not \(hardest)")
    }
  }

  func run() throws {
    let filter: PuzzleQuery.Moves? =
      moves.map { .exactly($0) } ?? (minMoves ? .fewest : maxMoves ? .most : nil)
    let query: PuzzleQuery
    do {
      query = try PuzzleQuery(moves: filter, blocks: blocks, pattern: pattern, limit: hardest)
    } catch {
      throw fail(error.description, .invalidInput)
    }
    Terminal.standardOutput.write(try query.lines(file: file, json: outputOptions.json))
  }
}
