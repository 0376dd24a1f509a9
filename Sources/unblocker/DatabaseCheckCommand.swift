import ArgumentParser
import PuzzleDatabase

/// `unblocker db check`: a finished build against a published list of every puzzle at its
/// rare levels.
struct DatabaseCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a finished build (or shard) against a complete list of the hardest levels.",
    discussion: """
      The list (MOVES BOARD CLUSTER_SIZE lines, e.g. ../shared/puzzles/fogleman-18k.txt, \
      which holds every puzzle of Fogleman's database from 37 moves up) must hold every \
      puzzle at each level from --min-moves up. The puzzles of that many moves or more in \
      FILE must then be exactly the list's lines at those levels whose signature the file's \
      shard owns (lines with more blocks or fixed blocks than the build enumerates are \
      skipped): one stored puzzle per line, in the same cluster as the line's board (not \
      necessarily the same board), with the same move count and cluster size. Prints each \
      disagreement, the counts per level, then a summary.

      Examples:
        unblocker db check part-7.sqlite ../shared/puzzles/fogleman-18k.txt
        unblocker db check puzzles.sqlite ../shared/puzzles/fogleman-18k.txt --json

      Exit status: 0 the file agrees with the list, 4 it does not, 64 usage error, 65 FILE \
      is not a finished puzzle database or the list is malformed, 66 a file cannot be read.
      """)

  @Argument(help: "A finished database or shard made by 'db build' or 'db merge'.")
  var file: String

  @Argument(
    help: "The list of MOVES BOARD CLUSTER_SIZE lines, complete at its levels from --min-moves up.")
  var list: String

  @Option(help: "The lowest level at which the list holds every puzzle, e.g. --min-moves 37.")
  var minMoves: Int = 37

  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    guard minMoves >= 1 else {
      throw ValidationError("--min-moves must be 1 or more, not \(minMoves)")
    }
  }

  func run() throws {
    try ShardCheck(minMoves: minMoves).run(
      file: file, list: list, json: outputOptions.json, write: Terminal.standardOutput.write)
  }
}
