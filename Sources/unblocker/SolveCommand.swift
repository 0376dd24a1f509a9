import ArgumentParser
import FileGuard
import Foundation
import Gestures
import Puzzle
import Solver
import StrictJSON
import UnblockerKit

/// `unblocker solve`: solve one board optimally, or a whole list of boards on every core.
struct SolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a board optimally (fewest moves), or every board of a list.",
    discussion: """
      BOARD is the 36-character notation (rows top to bottom; o or . empty, x fixed, A the \
      prisoner, other letters one block each), a board file (six lines of six characters, \
      or one line holding the notation), or a screenshot (PNG, JPEG or WebP), scanned first \
      with --theme (every profile by default); its exit is the chute the scan finds (--exit is \
      ignored). A screenshot read below --min-confidence is refused as uncertain (exit 5): \
      rescan a clearer one, or pass --accept-uncertain to solve the best reading anyway.

      With --batch FILE, every line holding a 36-character board is solved (blank and # \
      lines are skipped; of the other columns only the first integer counts: the expected \
      move count, -1 for unsolvable, which --check compares). BOARD - reads a board file or \
      a screenshot from standard input; --batch - reads the list from standard input.

      With --gestures, a screenshot's solution is also printed as swipes on its screen, in \
      the screenshot's pixels (through its crop, rotation, quarter turn and perspective): a \
      move's swipe starts at the centre of the block that moves and ends the move's distance \
      further. --gestures adb prints only `adb shell input swipe X1 Y1 X2 Y2 MS` lines, ready \
      for a shell; with --json the swipes are a gestures array beside solution. A --screen of \
      another shape is refused (exit 64). An uncertain reading gives no swipes (exit 5), nor \
      does an unsolvable board (exit 2). --annotate-moves FILE draws each move's arrow from \
      the centre of the block that moves to where it ends.

      Examples:
        unblocker solve ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo
        unblocker solve samples/boards/unblock-me-I-4.txt --json
        unblocker solve ../shared/screenshots/unblocker-I-4.png --animate i4.webp
        unblocker solve --batch ../shared/puzzles/known-optimal.txt --check
        cat ../shared/screenshots/unblocker-I-4.png | unblocker solve -
        unblocker solve ../shared/screenshots/unblocker-I-4.png --gestures
        unblocker solve ../shared/screenshots/unblocker-I-4.png --gestures adb | sh
        unblocker solve shot.png --gestures adb --screen 1080x1920
        unblocker solve ../shared/screenshots/unblocker-I-4.png --gestures --json
        unblocker solve ../shared/screenshots/unblocker-I-4.png --annotate-moves i4-moves.png
      """ + "\n\n"
        + ExitStatus.helpText([
          .unsolvable, .noBoardFound, .checksFailed, .uncertain, .invalidInput, .cannotOpen,
          .cannotWrite,
        ]))

  @Argument(help: "The board: 36-character notation, a board file, or a screenshot to scan.")
  var board: String?

  /// The word after `--gestures` (`text` or `adb`), which the parser sees as a second argument.
  @Argument(help: .hidden)
  var gestureFormat: String?

  @Option(
    help: ArgumentHelp(
      "The exit: SIDE:ROW, side left or right, row 0 (top) to 5.", valueName: "side:row"))
  var exit: String = "right:2"

  @OptionGroup var outputOptions: OutputOptions

  @OptionGroup var readingOptions: ReadingOptions

  @OptionGroup var colourOptions: ColourOptions

  @Flag(help: "Print search statistics: positions examined and enqueued per level, and more.")
  var stats = false

  @Option(
    help: ArgumentHelp(
      "Solve every board listed in this file, one per line, on every core.", valueName: "file"))
  var batch: String?

  @Flag(
    help: "With --batch: compare each result with the line's expected count (exit 4 if any differ)."
  )
  var check = false

  @Flag(help: "For a screenshot, solve a board read below --min-confidence anyway.")
  var acceptUncertain = false

  @OptionGroup(title: "Pictures of the solution")
  var pictures: SolutionPictures

  @OptionGroup(title: "Moves as swipes on the screen")
  var gestureOptions: GestureOptions

  /// The board and the `--gestures` format, told apart whichever order they came in
  /// (`solve IMAGE --gestures adb` or `solve --gestures adb IMAGE`).
  var arguments: (board: String?, format: SwipeFormat?, stray: String?) {
    guard gestureOptions.gestures else { return (board, nil, gestureFormat) }
    if let gestureFormat {
      if let format = SwipeFormat(rawValue: gestureFormat) {
        return (board, format, nil)
      }
      if let board, let format = SwipeFormat(rawValue: board) {
        return (gestureFormat, format, nil)
      }
      return (board, .text, gestureFormat)
    }
    if batch != nil, let board, let format = SwipeFormat(rawValue: board) {
      return (nil, format, nil)
    }
    return (board, .text, nil)
  }

  func validate() throws {
    let (board, _, stray) = arguments
    try gestureOptions.validate(format: stray)
    if (gestureOptions.gestures || gestureOptions.annotateMoves != nil) && batch != nil {
      throw ValidationError(
        "--gestures and --annotate-moves place one screenshot's moves, not --batch")
    }
    if board != nil && batch != nil {
      throw ValidationError("give either a BOARD or --batch FILE, not both")
    }
    if board == nil && batch == nil {
      throw ValidationError("give a BOARD (36-character notation or board file) or --batch FILE")
    }
    if check && batch == nil {
      throw ValidationError("--check needs --batch FILE")
    }
    if pictures.isRequested && batch != nil {
      throw ValidationError("--frames and --animate draw one board's solution, not --batch")
    }
    try parsedOption("--exit") { try Exit(parsing: exit) }
  }

  func run() async throws {
    let exit = try Exit(parsing: exit)
    if let batch {
      let printer = BatchPrinter(path: batch, json: outputOptions.json, stats: stats, check: check)
      return try await printer.run(exit: exit, write: Terminal.standardOutput.write)
    }
    let (board, format, _) = arguments
    guard let board else { throw ExitCode(ExitStatus.usage.rawValue) }
    let source = try readingOptions.puzzle(board, exit: exit, acceptUncertain: acceptUncertain)
    let result = Solver.solve(source.puzzle)
    let gestures = try source.place(
      result.solution?.moves, swipes: format != nil, settings: gestureOptions.settings,
      annotateMoves: gestureOptions.annotateMoves, path: board, force: pictures.overwrite.force
    ) { Terminal.standardError.write($0 + "\n") }
    Terminal.standardOutput.write(
      try result.output(
        gestures: gestures, format: format, json: outputOptions.json, stats: stats,
        colour: colourOptions.enabled))
    if let solution = result.solution, pictures.isRequested {
      try pictures.write(puzzle: source.puzzle, solution: solution, theme: source.reading?.theme)
    }
    if !result.isSolvable { throw ExitCode(ExitStatus.unsolvable.rawValue) }
  }
}
