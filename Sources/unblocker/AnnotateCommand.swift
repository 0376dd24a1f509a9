import Annotator
import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Progress
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
    let paths = OverlayNames.paths(
      for: images, directory: output, format: format.imageFormat,
      options: AnnotationOptions(sideBySide: sideBySide, zoom: zoom))
    for input in images {
      if let path = paths[input], !StreamOutput.isStream(path),
        AnnotateCommand.sameFile(path, input)
      {
        throw ValidationError(
          "the overlay '\(path)' would replace its own input; choose another -o folder")
      }
    }
  }

  /// One image's scan and encoded overlay, or why it could not be read.
  private enum Outcome: Sendable {
    case unreadable(ImageCodecError)
    case annotated(ScanReport, Result<[UInt8], ImageCodecError>)
  }

  func run() async throws {
    let scanner = try themeOptions.reader().scanner
    let writer = AnnotationWriter(
      directory: output, inputs: images, format: format.imageFormat, force: overwrite.force,
      options: AnnotationOptions(sideBySide: sideBySide, zoom: zoom),
      complaint: Terminal.printError)
    // An image given twice is annotated once.
    var seen: Set<String> = []
    var status = await annotate(self.images.filter { seen.insert($0).inserted }, scanner, writer)
    if writer.failed { status = status.worse(.cannotWrite) }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Scans, draws and encodes the overlays on every core, then writes and reports them in
  /// input order; the worst exit status.
  private func annotate(_ images: [String], _ scanner: BoardScanner, _ writer: AnnotationWriter)
    async -> ExitStatus
  {
    let options = AnnotationOptions(sideBySide: sideBySide, zoom: zoom)
    let format = format.imageFormat
    // Refused before any scanning: an overlay that exists (without --force) or would be an input.
    let allowed = images.map { writer.mayWrite(for: $0) }
    let progress = ProgressLine(total: allowed.filter { $0 }.count, label: "annotate")
    var status = ExitStatus.success
    await OrderedTasks.run(
      images.indices, limit: ProcessInfo.processInfo.activeProcessorCount
    ) { index -> Outcome? in
      allowed[index] ? Self.annotate(images[index], scanner, options, format) : nil
    } receive: { index, outcome in
      guard let outcome else { return true }
      progress.clear()
      defer { progress.advance() }
      status = status.worse(report(outcome, input: images[index], writer: writer))
      return true
    }
    progress.finish()
    return status
  }

  /// Reads, scans and draws the overlay of one image.
  private static func annotate(
    _ input: String, _ scanner: BoardScanner, _ options: AnnotationOptions, _ format: ImageFormat
  ) -> Outcome {
    let image: RGBAImage
    do throws(ImageCodecError) {
      image = try ImageFile.read(path: input).image
    } catch {
      return .unreadable(error)
    }
    let report = scanner.scan(image)
    return .annotated(
      report,
      AnnotationWriter.encode(report, image: image, input: input, options: options, format: format))
  }

  /// Writes one image's overlay and prints its line (on standard error when the overlay goes
  /// to standard output); the image's exit status.
  private func report(_ outcome: Outcome, input: String, writer: AnnotationWriter) -> ExitStatus {
    switch outcome {
    case .unreadable(let error):
      Terminal.standardError.write("error: \(error.description)\n")
      return error.exitStatus
    case .annotated(let report, let encoded):
      guard let path = writer.store(encoded, input: input) else { return .success }
      let lines = Terminal.messages(besides: output)
      if let puzzle = report.puzzle, report.error == nil {
        lines.write(
          "\(path): scan ok: \(puzzle.board.notation) exit \(puzzle.exit), confidence "
            + Decimals.fixed(report.confidence, 2) + "\n")
        return .success
      }
      lines.write("\(path): scan failed: \(report.error?.description ?? "no board found")\n")
      return .noBoardFound
    }
  }

  /// True when both paths name the same existing file.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    let left = URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
    let right = URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
    return left.path == right.path
  }
}
