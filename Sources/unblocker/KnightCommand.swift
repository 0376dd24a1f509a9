import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import KnightPaths
import StrictJSON

/// `unblocker knight`: shortest knight routes on an N×N board.
struct KnightCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "knight",
    abstract: "Find the shortest knight routes between two squares of an NxN board.",
    discussion: """
      Squares are written in algebraic notation, like b3: column letters a to z, then aa, ab, \
      ... like spreadsheet columns, followed by the row number 1 to N; row 1 is the bottom row, \
      so a1 is the bottom-left corner. They may also be written as row,column, like 3,2: both \
      1-based, row 1 at the bottom, so 3,2 is b3.

      Examples:
        unblocker knight --size 8 --from a1 --to h8
        unblocker knight --size 8 --from b1 --to c3 --all --limit 5 --json
        unblocker knight --size 30 --from 1,1 --to 30,30 -o route.png

      Exit status: 0 a shortest route within --max-moves was found (also when start and goal \
      are the same square: 0 moves is a valid answer); 2 no route within --max-moves (the true \
      distance is printed) or the goal cannot be reached from the start at all; 64 usage error \
      (size out of range, malformed or off-board square, bad option); 73 the picture file \
      exists (use --force) or cannot be written; 1 unexpected failure.
      """)

  @Option(help: "Squares per side of the board, from 3 to 64.")
  var size: Int

  @Option(help: "The knight's square, such as a1 or 1,1.")
  var from: String

  @Option(help: "The goal square, such as h8 or 8,8.")
  var to: String

  @Option(help: "The most moves allowed; a longer shortest route is reported as no route.")
  var maxMoves: Int = 3

  @Flag(help: "List every shortest route (up to --limit) and give their exact number.")
  var all = false

  @Option(help: "The most routes --all lists; the number of routes is always exact.")
  var limit: Int = 100

  @OptionGroup var outputOptions: OutputOptions

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help:
      "Draw the board, the knight, the goal and the route into this PNG file (- for standard output)."
  )
  var output: String?

  @OptionGroup var overwrite: OverwriteOptions

  mutating func validate() throws {
    let board = try parsedOption("--size") { try KnightBoard(size: size) }
    try parsedOption("--from") { try board.square(from) }
    try parsedOption("--to") { try board.square(to) }
    guard maxMoves >= 0 else {
      throw ValidationError("--max-moves must be 0 or more, found \(maxMoves)")
    }
    guard limit >= 1 else {
      throw ValidationError("--limit must be 1 or more, found \(limit)")
    }
    if let output, !StreamOutput.isStream(output), !output.lowercased().hasSuffix(".png") {
      throw ValidationError("-o: '\(output)' does not end in .png; the picture is written as PNG")
    }
  }

  func run() throws {
    try overwrite.checkAbsent(output)
    let board = try KnightBoard(size: size)
    let start = try board.square(from)
    let goal = try board.square(to)
    let report = KnightReport(
      board: board, start: start, goal: goal, maxMoves: maxMoves, listing: all ? limit : nil)
    if start == goal {
      Terminal.standardError.write(
        "note: \(start) is both start and goal; 0 moves is a valid answer "
          + "(the knight is already there)\n")
    }
    // The picture first: when it cannot be written, nothing else is printed.
    if let output { try overwrite.writePNG(report.picture(maxMoves: maxMoves), to: output) }
    // With the picture on standard output (-o -), the report goes to standard error.
    Terminal.messages(besides: output).write(
      outputOptions.json ? try JSONText.encode(report, pretty: true) + "\n" : report.text)
    if report.route != nil { return }
    throw ExitCode(ExitStatus.unsolvable.rawValue)
  }
}
