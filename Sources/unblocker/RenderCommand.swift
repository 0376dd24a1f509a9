import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Renderer
import Solver
import Themes
import UnblockerKit

/// `unblocker render`: draw a labelled screenshot of a board in the look of the game.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a labelled screenshot of a board in the look of the game.",
    discussion: """
      BOARD is the 36-character notation or a board file, as for `solve`. The image format \
      comes from OUT's extension (.png, .jpg, .webp); the label NAME.json is written beside \
      it ({"board", "exit", "optimalMoves", "note"} plus theme, layout, seed, size, boardRect, \
      tileSize, perturbations). Neither file is replaced without --force (exit 73). The same \
      options and seed give the same pixels. With --reject SCREEN, a non-puzzle screen is \
      drawn instead and labelled {"board": null, "reject": true}. -o - writes a PNG to \
      standard output and no label.

      Examples:
        unblocker render ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo --solve -o i4.png
        unblocker render samples/boards/unblock-me-I-4.txt --theme random:7 -o oak.jpg
        unblocker render ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo --rotate 8 --noise 6 -o r.png
        unblocker render --reject menu --layout tall-phone -o menu.png
        unblocker render ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo -o - | unblocker scan -
      """ + "\n\n" + ExitStatus.helpText([.invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(help: "The board: 36-character notation, or a board file.")
  var board: String?

  @Option(help: "The exit: SIDE:ROW, side left or right, row 0 (top) to 5.")
  var exit: String = "right:2"

  @Option(
    help:
      "The theme: a profile name (see themes/), the path of a theme .json file, or random:SEED for a seeded random wood theme."
  )
  var theme: String = "original-2"

  @Option(help: "The kind of screen to imitate.")
  var layout: ScreenLayout = .tallPhone

  @Option(help: "The image size WxH; default the layout's own (e.g. 1080x1920).")
  var size: String?

  @Option(help: "The seed of the wood, header and noise; the same seed gives the same pixels.")
  var seed: UInt64 = 1

  @Option(help: "The optimal move count for the label: a number, or 'unsolvable'.")
  var optimalMoves: String?

  @Flag(help: "Solve the board and write its optimal move count (or null) into the label.")
  var solve = false

  @Option(help: "The puzzle number shown in the header; default chosen by the seed.")
  var puzzleNumber: Int?

  @Option(help: "The label's note; default a description of the render.")
  var note: String?

  @Option(help: "Compress with JPEG at this quality (1-100), whatever the output format.")
  var jpegQuality: Int?

  @Option(help: "Resize the finished image by this factor (0.05-4).")
  var scale: Double = 1

  @Option(help: "Add Gaussian noise of this strength (standard deviation in levels, 0-64).")
  var noise: Double = 0

  @Option(help: "Shorten the top side by this share of the width, as a photo from below (0-0.3).")
  var perspective: Double = 0

  @Option(help: "Rotate by this many degrees clockwise (-45 to 45), the corners filled dark.")
  var rotate: Double = 0

  @Option(help: "Turn clockwise by 90, 180 or 270 degrees, as a screenshot saved sideways.")
  var turn: Int = 0

  @Option(help: "Draw marks over the board like a documentation figure (repeatable).")
  var overlay: [Overlay] = []

  @Flag(help: "Place a small second board in a corner, away from the main board.")
  var decoy = false

  @Flag(help: "Draw an advertising banner over the header.")
  var banner = false

  @Option(help: "Draw a non-puzzle screen instead of a board.")
  var reject: RejectScreen?

  @Option(
    name: .shortAndLong,
    help:
      "The image to write (.png, .jpg or .webp); - writes a PNG to standard output, without a label."
  )
  var output: String

  @OptionGroup var overwrite: OverwriteOptions

  func validate() throws {
    if board == nil && reject == nil {
      throw ValidationError("give a BOARD (notation or board file) or --reject SCREEN")
    }
    if board != nil && reject != nil {
      throw ValidationError("give either a BOARD or --reject SCREEN, not both")
    }
    if reject != nil && (decoy || banner || !overlay.isEmpty) {
      throw ValidationError("--decoy, --banner and --overlay need a BOARD, not --reject")
    }
    if solve && optimalMoves != nil {
      throw ValidationError("give either --solve or --optimal-moves, not both")
    }
    guard RenderedScreenshot.format(of: output) != nil,
      RenderedScreenshot.labelPath(of: output) != nil || StreamOutput.isStream(output)
    else {
      throw ValidationError(
        "cannot tell the image format of '\(output)'; end it in .png, .jpg or .webp")
    }
    try parsedOption("--exit") { try Exit(parsing: exit) }
    if let size {
      try parsedOption("--size") { try ScreenSize(parsing: size) }
    }
    if let optimalMoves, Label.OptimalMoves(argument: optimalMoves) == nil {
      throw ValidationError(
        "--optimal-moves '\(optimalMoves)' is neither a move count nor 'unsolvable'")
    }
    guard [0, 90, 180, 270].contains(turn) else {
      throw ValidationError("--turn \(turn): use 0, 90, 180 or 270")
    }
    do {
      try perturbations.validate()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The perturbations asked for.
  var perturbations: Perturbations {
    Perturbations(
      overlays: overlay, decoy: decoy, banner: banner, scale: scale, noise: noise,
      jpegQuality: jpegQuality, perspective: perspective, rotation: rotate, quarterTurns: turn / 90)
  }

  func run() throws {
    // Before any work: neither file may replace the theme or board file (never, even with
    // --force), nor an existing file (a dangling link included) without --force.
    let label = RenderedScreenshot.labelPath(of: output)
    do {
      try OutputPaths.check(
        [output] + (label.map { [$0] } ?? []), inputs: [theme] + (board.map { [$0] } ?? []),
        force: overwrite.force)
    } catch {
      guard case .exists(let path) = error else { throw error }
      throw fail("\(path): already exists; use --force to replace it", .cannotWrite)
    }
    let shot = try render(try RenderTheme.profile(theme))
    let (image, labelPath) = try shot.write(
      to: output, jpegQuality: jpegQuality, force: overwrite.force)
    guard let labelPath else {
      return Terminal.messages(besides: output).write(
        "wrote \(output) (\(image.width)x\(image.height)); no label (give -o FILE for one)\n")
    }
    Terminal.standardOutput.write(
      "wrote \(output) (\(image.width)x\(image.height)) and \(labelPath)\n")
  }

  /// The screenshot (or the reject screen) in `profile`, with its label.
  private func render(_ profile: ThemeProfile) throws -> RenderedScreenshot {
    var options = RenderOptions(
      seed: seed, size: try size.map { try ScreenSize(parsing: $0) }, note: note,
      perturbations: perturbations)
    if let reject {
      return try Renderer.renderReject(reject, theme: profile, layout: layout, options: options)
    }
    let puzzle = try PuzzleSource.puzzle(board ?? "", exit: Exit(parsing: exit)).puzzle
    if let optimalMoves {
      options.optimalMoves = Label.OptimalMoves(argument: optimalMoves) ?? .unknown
    } else if solve {
      options.optimalMoves = Solver.solve(puzzle).moveCount.map { .moves($0) } ?? .unsolvable
    }
    options.header = puzzleNumber.map {
      HeaderContent(puzzleNumber: $0, optimalMoves: options.optimalMoves)
    }
    return try Renderer.render(puzzle: puzzle, theme: profile, layout: layout, options: options)
  }
}

extension ScreenLayout: ExpressibleByArgument {}
extension Overlay: ExpressibleByArgument {}
extension RejectScreen: ExpressibleByArgument {}
