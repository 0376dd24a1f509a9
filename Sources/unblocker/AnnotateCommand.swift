import Annotator
import ArgumentParser
import Foundation
import ImageCodecs
import Imaging
import Scanner

/// `unblocker annotate IMAGE...`: draws each scan's evidence over its screenshot.
struct AnnotateCommand: ParsableCommand {
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
      readable. Prints one line per image. Overlays are written for failed scans too (exit \
      status 3 then); existing overlays are never replaced without --force (exit 73).
      """ + " " + ExitStatus.helpText)

  /// Output formats, as named on the command line.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, webp

    var imageFormat: ImageFormat { self == .png ? .png : .webp }
  }

  @Argument(help: "The screenshots to annotate (PNG, JPEG or WebP).")
  var images: [String]

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "The folder for the overlays (created if missing); default: the current folder.")
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
    var seen: [String: String] = [:]
    for input in images {
      let path = AnnotationWriter.outputPath(
        for: input, directory: output, format: format.imageFormat)
      if let other = seen[path] {
        throw ValidationError(
          "'\(other)' and '\(input)' would both be annotated as '\(path)'; rename one or "
            + "annotate them separately with different -o folders")
      }
      seen[path] = input
      if AnnotateCommand.sameFile(path, input) {
        throw ValidationError(
          "the overlay '\(path)' would replace its own input; choose another -o folder")
      }
    }
  }

  func run() throws {
    let scanner = try ScanCommand.scanner(for: themeOptions.theme)
    let writer = AnnotationWriter(
      directory: output, format: format.imageFormat, force: overwrite.force,
      options: AnnotationOptions(sideBySide: sideBySide, zoom: zoom),
      complaint: Terminal.printError)
    var status = ExitStatus.success
    for input in images {
      guard writer.mayWrite(for: input) else { continue }
      guard let image = ScanCommand.readImage(input, status: &status) else { continue }
      let report = scanner.scan(image)
      guard let path = writer.write(report, image: image, input: input) else { continue }
      if let puzzle = report.puzzle, report.error == nil {
        Terminal.standardOutput.write(
          "\(path): scan ok: \(puzzle.board.notation) exit \(puzzle.exit), confidence "
            + Decimals.fixed(report.confidence, 2) + "\n")
      } else {
        let reason = report.error?.description ?? "no board found"
        Terminal.standardOutput.write("\(path): scan failed: \(reason)\n")
        status = status.worse(.noBoardFound)
      }
    }
    if writer.failed { status = status.worse(.cannotWrite) }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// True when both paths name the same existing file.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    let left = URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
    let right = URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
    return left.path == right.path
  }
}
