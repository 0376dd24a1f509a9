import Annotator
import ArgumentParser
import FileGuard
import ImageCodecs
import Scanner

/// `unblocker annotate IMAGE...`: draws each scan's evidence over its screenshot.
struct AnnotateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "annotate",
    abstract:
      "Draw the scanner's evidence over screenshots, to see why a scan went right or wrong.",
    discussion: """
      Scans each image and writes DIR/NAME.annotated.png (or .webp): the board rectangle and \
      origin with pixel coordinates, the 6x6 grid, each tile's sample region, class and \
      confidence, every seam's darkening against its threshold, the blocks and their letters, \
      the chute and exit, the theme and its score, and a legend; on failure, the stage reached \
      and the reason. Small screenshots are enlarged and large ones reduced so the labels stay \
      readable. Prints one line per image, in the order given; the images are scanned on every \
      core, with a progress line on standard error when it is a terminal. Overlays are written \
      for failed scans too (exit status 3 then); existing overlays are never replaced without \
      --force (exit 73). Two images that would share an overlay name (a/x.png and b/x.png, or \
      x.png and x.jpg) get distinct names: the extension is kept (x.png.annotated.png), then \
      the folders (a-x.png.annotated.png); --side-by-side and --zoom overlays are named \
      NAME.annotated.side-by-side.zoom.png, so they never replace the plain one. An image - is \
      read from standard input; -o - writes \
      the overlay of a single image to standard output.

      Examples:
        unblocker annotate ../shared/screenshots/unblocker-I-4.png -o overlays
        unblocker annotate samples/renders/*.png -o overlays --side-by-side --zoom --force
        unblocker annotate ../shared/screenshots/unblocker-I-4.png --format webp -o - > i4.webp
      """ + "\n\n" + ExitStatus.helpText([.noBoardFound, .invalidInput, .cannotOpen, .cannotWrite]))

  /// Output formats, as named on the command line.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, webp

    var imageFormat: ImageFormat { self == .png ? .png : .webp }
  }

  @Argument(help: "The screenshots to annotate (PNG, JPEG or WebP).")
  var images: [String]

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help:
      "The folder for the overlays (created if missing; - for standard output); default: the current folder."
  )
  var output: String = "."

  @Option(help: "The overlay format: png, or webp (lossless).")
  var format: Format = .png

  @Flag(help: "Put the untouched screenshot beside the overlay.")
  var sideBySide = false

  @Flag(help: "Add an enlarged board with tile shares and seam search strips.")
  var zoom = false

  @OptionGroup var themeOptions: ThemeOptions

  @OptionGroup var overwrite: OverwriteOptions

  func validate() throws {
    if StreamOutput.isStream(output), Set(images).count > 1 {
      throw ValidationError(
        "-o \(output) is a stream and takes one overlay; give one image, or a folder")
    }
    let options = AnnotationOptions(sideBySide: sideBySide, zoom: zoom)
    if let path = OverlayNames.replacingInput(
      for: images, directory: output, format: format.imageFormat, options: options)
    {
      throw ValidationError(
        "the overlay '\(path)' would replace its own input; choose another -o folder")
    }
  }

  func run() async throws {
    let scanner = try themeOptions.reader().scanner
    let writer = AnnotationWriter(
      directory: output, inputs: images, format: format.imageFormat, force: overwrite.force,
      options: AnnotationOptions(sideBySide: sideBySide, zoom: zoom),
      complaint: Terminal.printError)
    var status = ExitStatus.success
    await writer.annotate(images, with: scanner) { outcome, input, path in
      status = status.worse(report(outcome, path: path))
    }
    if writer.failed { status = status.worse(.cannotWrite) }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Prints one image's line (on standard error when the overlay goes to standard output); the
  /// image's exit status.
  private func report(_ outcome: AnnotationOutcome, path: String?) -> ExitStatus {
    if case .unreadable(let error) = outcome {
      Terminal.printError(error.description)
      return error.exitStatus
    }
    guard let path, let line = outcome.line(path: path) else { return .success }
    Terminal.messages(besides: output).write(line)
    return outcome.readBoard ? .success : .noBoardFound
  }
}
