import Annotator
import ArgumentParser
import Scanner
import UnblockerKit

/// `unblocker scan IMAGE...`: reads boards from screenshots.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Read the board, exit and theme from screenshots.",
    discussion: """
      Prints, per image, the board in notation, a picture of it, the exit, the theme and its \
      score, the board rectangle, the tile size and the time per stage. With --json, one JSON \
      object per image per line (JSON Lines). Images that hold no board are reported on \
      standard error and make the exit status 3. The confidence is the probability that \
      the board and exit are right: the board's margin over every other reading the scan \
      made, calibrated, times the exit's and the way up's. A board read with a confidence \
      below --min-confidence is uncertain: its best reading is printed marked uncertain, \
      with what holds the confidence down most, and the exit status is 5 (JSON: "verdict": "uncertain"; every \
      object has a verdict: read, uncertain or refused, or unreadable for an image that \
      cannot be read, whose object holds only file, verdict and error; with --evidence each \
      object also names its file). Themes come from the shipped profiles \
      and from *.json in ./themes (or the folders in UNBLOCKER_THEMES). An image - is read \
      from standard input.

      Examples:
        unblocker scan ../shared/screenshots/unblocker-I-4.png
        unblocker scan --json --theme original-2 samples/renders/*.png
        unblocker scan --json --evidence ../shared/screenshots/unblocker-I-4.png
        unblocker scan --annotate overlays --force ../shared/screenshots/unblocker-I-4.png
      """ + "\n\n"
        + ExitStatus.helpText([
          .noBoardFound, .uncertain, .invalidInput, .cannotOpen, .cannotWrite,
        ]))

  @Argument(help: "The screenshots to read (PNG, JPEG or WebP).")
  var images: [String]

  @OptionGroup var readingOptions: ReadingOptions

  @OptionGroup var outputOptions: OutputOptions

  @Flag(
    name: .long,
    help: "With --json, print the whole scan report (every measurement and threshold) per image.")
  var evidence = false

  func validate() throws {
    if evidence && !outputOptions.json { throw ValidationError("--evidence needs --json") }
  }

  // --annotate: overlays of each scan's evidence (Annotator's AnnotationWriter).
  @Option(
    name: .long,
    help: "Also write an overlay of each scan's evidence into this folder (NAME.annotated.png).")
  var annotate: String?

  @OptionGroup var overwrite: OverwriteOptions

  @OptionGroup var colourOptions: ColourOptions

  func run() throws {
    let reader = try readingOptions.reader()
    let overlays = annotate.map {
      AnnotationWriter(
        directory: $0, inputs: images, force: overwrite.force, complaint: Terminal.printError)
    }
    var status = ExitStatus.success
    for path in images {
      status = status.worse(scan(path, reader: reader, overlays: overlays))
    }
    if overlays?.failed == true { throw ExitCode(ExitStatus.cannotWrite.rawValue) }  // --annotate
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Scans one image and prints its reading (text or JSON), its error or uncertainty and its
  /// warnings; returns its exit status.
  private func scan(_ path: String, reader: UnblockerKit.Unblocker, overlays: AnnotationWriter?)
    -> ExitStatus
  {
    do {
      let verdict = try reader.printout(
        file: path, json: outputOptions.json, evidence: evidence, colour: colourOptions.enabled,
        write: Terminal.standardOutput.write, note: Terminal.standardError.write
      ) { overlays?.write($0, image: $1, input: path) }  // --annotate
      switch verdict {
      case .read: return .success
      case .uncertain: return .uncertain
      case .refused: return .noBoardFound
      }
    } catch {
      Terminal.printError(error.description)
      return error.exitStatus
    }
  }
}
