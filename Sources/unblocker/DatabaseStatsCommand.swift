import ArgumentParser
import FileGuard
import Foundation
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
    if let svg {
      do throws(OutputPathError) {
        try OutputPaths.check([svg], inputs: [file], force: overwrite.force)
      } catch {
        throw fail(error.description, .cannotWrite)
      }
    }
    let store = try DatabaseInput.store(file)
    let cells: [(moves: Int, blocks: Int, count: Int)]
    let parameters: BuildParameters
    let checkpoint: PuzzleStore.Checkpoint
    do {
      cells = try PuzzleQuery.distribution(on: store)
      parameters = try store.parameters()
      checkpoint = try store.checkpoint()
    } catch {
      throw fail(error.description, .invalidInput)
    }
    Terminal.standardOutput.write(
      "\(file): built with \(parameters)\(checkpoint.finished ? "" : " (unfinished)"); "
        + "\(checkpoint.clusters) clusters, \(checkpoint.states) positions, "
        + "\(cells.reduce(0) { $0 + $1.count }) puzzles\n" + DistributionTable.text(cells))
    if let svg { try writeChart(cells, to: svg) }
  }

  /// Draws the puzzles per move count as a bar chart into `svg`.
  private func writeChart(_ cells: [(moves: Int, blocks: Int, count: Int)], to svg: String) throws {
    let chart = DistributionChart(
      counts: cells.map { ($0.moves, $0.count) }, title: "\(file): puzzles per optimal move count")
    do {
      try Data(chart.svg.utf8).write(to: URL(fileURLWithPath: svg), options: .atomic)
    } catch {
      throw fail(
        "\(svg): cannot write the chart (\(error.localizedDescription)); check the folder",
        .cannotWrite)
    }
    Terminal.standardOutput.write("wrote \(svg)\n")
  }
}
