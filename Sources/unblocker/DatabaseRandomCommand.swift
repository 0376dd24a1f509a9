import ArgumentParser
import PuzzleDatabase

/// `unblocker db random`: one puzzle of a given difficulty.
struct DatabaseRandomCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "random",
    abstract: "Print a random puzzle needing exactly --moves moves.",
    discussion: """
      Prints 'MOVES BOARD CLUSTER_SIZE' (or JSON with --json).

      Examples:
        unblocker db random db.sqlite --moves 30
        unblocker solve "$(unblocker db random db.sqlite --moves 30 | cut -d' ' -f2)"

      Exit status: 0 success, 4 no puzzle needs that many moves, 64 usage error, 65 not a \
      puzzle database, 66 no such file.
      """)

  @Argument(help: "The database file, e.g. db.sqlite.")
  var file: String

  @Option(help: "The number of moves the puzzle needs, e.g. --moves 30.")
  var moves: Int

  @OptionGroup var outputOptions: OutputOptions

  func run() throws {
    Terminal.standardOutput.write(
      try PuzzleQuery.randomLine(moves: moves, file: file, json: outputOptions.json))
  }
}
