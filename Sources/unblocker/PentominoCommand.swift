import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Pentominoes
import StrictJSON

/// `unblocker pentomino`: find, list or count the tilings of a board by the twelve pentominoes.
struct PentominoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pentomino",
    abstract: "Tile a board with the twelve pentominoes: show one tiling, list all, or count them.",
    discussion: """
      BOARD is 6x10, 5x12, 4x15 or 3x20 (or transposed: 10x6, 12x5, ...), 8x8 (the 8x8 board \
      without its central 2x2; also 8x8-center), or the path of a mask file: one line per row, \
      '#' a cell to fill, '.' a hole. Each piece (F I L N P T U V W X Y Z) is used exactly \
      once, rotated and reflected freely. A board that cannot be tiled for a simple reason (not \
      60 cells, or a region whose size is not a multiple of 5) is refused before searching \
      (exit 65); one with no tiling exits 2 (with --first or --all).

      Examples:
        unblocker pentomino 6x10
        unblocker pentomino 8x8 --all --json
        unblocker pentomino 3x20 --count
        unblocker pentomino 5x12 --first -o tiling.png
      """ + "\n\n" + ExitStatus.helpText([.unsolvable, .invalidInput, .cannotOpen, .cannotWrite]))

  /// What to do with the board's tilings.
  enum Mode: String, EnumerableFlag {
    case first, all, count

    static func help(for value: Mode) -> ArgumentHelp? {
      switch value {
      case .first: "Print one tiling as a letter grid (the default)."
      case .all: "Print every tiling, rotated and reflected copies included, as they are found."
      case .count: "Count the tilings, up to the board's symmetries and in total."
      }
    }
  }

  @Argument(help: "The board: 6x10, 5x12, 4x15, 3x20, 8x8, a transposed size, or a mask file.")
  var board: String

  @Flag(help: "What to do (default --first).")
  var mode: Mode = .first

  @OptionGroup var outputOptions: OutputOptions

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "Also draw the tiling (--first) as a PNG picture at this path (- for standard output).")
  var output: String?

  @OptionGroup var overwrite: OverwriteOptions

  @OptionGroup var colourOptions: ColourOptions

  func validate() throws {
    if output != nil, mode != .first {
      throw ValidationError("-o draws one tiling; use it with --first (the default)")
    }
    if let output, !StreamOutput.isStream(output), !output.lowercased().hasSuffix(".png") {
      throw ValidationError("-o: '\(output)' does not end in .png; the picture is written as PNG")
    }
    if overwrite.force, output == nil { throw ValidationError("--force applies only to -o") }
  }

  func run() throws {
    let solver = try PentominoSolver(board: PentominoBoard.load(board))
    try overwrite.checkAbsent(output)
    switch mode {
    case .first:
      guard let tiling = solver.firstTiling() else { throw noTiling() }
      if let output { try overwrite.writePNG(TilingPicture(tiling: tiling).render(), to: output) }
      if outputOptions.json {
        try printJSON(TilingReport(tiling: tiling))
      } else {
        Terminal.messages(besides: output).write(
          tiling.text(colour: colourOptions.enabled) + "\n")
      }
    case .all:
      let found = solver.writeEveryTiling(
        json: outputOptions.json, colour: colourOptions.enabled,
        write: Terminal.standardOutput.write)
      if found == 0 { throw noTiling() }
    case .count:
      let count = solver.count()
      if outputOptions.json { return try printJSON(count) }
      Terminal.standardOutput.write(count.text)
    }
  }

  private func noTiling() -> ExitCode {
    fail(
      "\(board): the board has no tiling by the twelve pentominoes (exhaustive search); "
        + "try another board", .unsolvable)
  }

  private func printJSON(_ value: some Encodable) throws {
    // With the picture on standard output (-o -), the report goes to standard error.
    Terminal.messages(besides: output).write(try JSONText.encode(value, pretty: false) + "\n")
  }
}
