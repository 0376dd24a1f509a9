import ArgumentParser
import Foundation
import ImageCodecs
import Pentominoes

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
      """)

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

  @Flag(help: "Print JSON instead of text (one JSON object per line with --all).")
  var json = false

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "Also draw the tiling (--first) as a PNG picture at this path.")
  var output: String?

  @Flag(help: "Overwrite the picture when the file already exists.")
  var force = false

  func validate() throws {
    if output != nil, mode != .first {
      throw ValidationError("-o draws one tiling; use it with --first (the default)")
    }
    if let output, !output.lowercased().hasSuffix(".png") {
      throw ValidationError("-o: '\(output)' does not end in .png; the picture is written as PNG")
    }
    if force, output == nil { throw ValidationError("--force applies only to -o") }
  }

  func run() throws {
    let solver = try makeSolver()
    if let output, !force, FileManager.default.fileExists(atPath: output) {
      throw fail(ImageCodecError.outputExists(path: output).description, .cannotWrite)
    }
    switch mode {
    case .first:
      guard let tiling = solver.firstTiling() else { throw noTiling() }
      if let output { try writePicture(tiling, to: output) }
      if json {
        try printJSON(FirstTilingReport(tiling: tiling))
      } else {
        Terminal.standardOutput.write(grid(tiling) + "\n")
      }
    case .all:
      var index = 0
      let colour = !json && Terminal.colourOnStandardOutput
      solver.forEachTiling { tiling in
        index += 1
        if json {
          let line = (try? encode(AllTilingsLine(index: index, tiling: tiling.rowStrings))) ?? ""
          Terminal.standardOutput.write(line + "\n")
        } else {
          Terminal.standardOutput.write(
            (index > 1 ? "\n" : "") + grid(tiling, colour: colour) + "\n")
        }
        return true
      }
      if index == 0 { throw noTiling() }
    case .count:
      let count = solver.count()
      if json {
        try printJSON(CountReport(count: count))
      } else {
        let names = count.symmetries.map(\.description).joined(separator: ", ")
        Terminal.standardOutput.write(
          "\(count.board): \(count.distinct) tilings up to symmetry "
            + "(\(count.symmetries.count) symmetries: \(names)), \(count.total) in total\n")
      }
    }
  }

  /// Loads and checks the board, turning its errors into exit statuses.
  private func makeSolver() throws -> PentominoSolver {
    do {
      return try PentominoSolver(board: PentominoBoard.load(board))
    } catch let error as PentominoError {
      if case .unreadableMask = error { throw fail(error.description, .cannotOpen) }
      throw fail(error.description, .invalidInput)
    }
  }

  /// Draws `tiling` into a PNG at `path` (atomically; refusing to overwrite without --force).
  private func writePicture(_ tiling: Tiling, to path: String) throws {
    let image = TilingPicture(tiling: tiling).render()
    do {
      try ImageFile.write(image, to: path, format: .png, force: force)
    } catch {
      throw fail(error.description, .cannotWrite)
    }
    Terminal.standardError.write("wrote \(path) (\(image.width)x\(image.height) pixels)\n")
  }

  private func noTiling() -> ExitCode {
    fail(
      "\(board): the board has no tiling by the twelve pentominoes (exhaustive search); "
        + "try another board", .unsolvable)
  }

  /// The letter grid, each letter on its piece's colour when `colour` is true.
  private func grid(_ tiling: Tiling, colour: Bool = Terminal.colourOnStandardOutput) -> String {
    guard colour else { return tiling.text }
    let board = tiling.board
    return (0..<board.rows).map { row in
      (0..<board.columns).map { column -> String in
        guard let piece = tiling[BoardCell(row: row, column: column)] else { return "." }
        let c = piece.colour
        return "\u{1B}[30;48;2;\(c.red);\(c.green);\(c.blue)m\(piece.letter)\u{1B}[0m"
      }.joined()
    }.joined(separator: "\n")
  }

  private func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func printJSON(_ value: some Encodable) throws {
    Terminal.standardOutput.write(try encode(value) + "\n")
  }
}

/// `--first --json`: the board and one tiling.
private struct FirstTilingReport: Encodable {
  var board: String
  var rows: Int
  var columns: Int
  var tiling: [String]

  init(tiling: Tiling) {
    board = tiling.board.name
    rows = tiling.board.rows
    columns = tiling.board.columns
    self.tiling = tiling.rowStrings
  }
}

/// `--all --json`: one line per tiling.
private struct AllTilingsLine: Encodable {
  var index: Int
  var tiling: [String]
}

/// `--count --json`.
private struct CountReport: Encodable {
  var board: String
  var symmetries: Int
  var symmetryGroup: [String]
  var distinct: Int
  var total: Int

  init(count: TilingCount) {
    board = count.board
    symmetries = count.symmetries.count
    symmetryGroup = count.symmetries.map(\.description)
    distinct = count.distinct
    total = count.total
  }
}
