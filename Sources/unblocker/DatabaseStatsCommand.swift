import ArgumentParser
import PuzzleDatabase

/// `unblocker db stats`: how many puzzles per move count and block count.
struct DatabaseStatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Print a table of puzzle counts by move count (rows) and block count (columns).",
    discussion: """
      Also prints the build parameters and totals stored in the file.

      With --svg FILE, also draws the puzzles per move count as a bar chart (SVG).

      Examples:
        unblocker db stats db.sqlite
        unblocker db stats db.sqlite --svg moves.svg

      Exit status: 0 success, 64 usage error, 65 not a puzzle database, 66 no such file, \
      73 the chart exists (use --force) or cannot be written.
      """)

  @Argument(help: "The database file, e.g. db.sqlite.")
  var file: String

  @Option(help: "Also draw the puzzles per move count as a bar chart into this SVG file.")
  var svg: String?

  @OptionGroup var overwrite: OverwriteOptions

  func run() throws {
    try DistributionTable.report(
      file: file, svg: svg, force: overwrite.force, write: Terminal.standardOutput.write)
  }
}
