import Annotator
import ArgumentParser
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Themes

/// `unblocker scan IMAGE...`: reads boards from screenshots.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Read the board, exit and theme from screenshots.",
    discussion: """
      Prints, per image, the board in notation, a picture of it, the exit, the theme and its \
      score, the board rectangle, the tile size and the time per stage. With --json, one JSON \
      object per image per line (JSON Lines). Images that hold no board are reported on \
      standard error and make the exit status 3. A board read with a confidence below \
      --min-confidence is uncertain: its best reading is printed marked uncertain, with the \
      least sure decision, and the exit status is 5 (JSON: "verdict": "uncertain"; every \
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

  @OptionGroup var themeOptions: ThemeOptions

  @OptionGroup var outputOptions: OutputOptions

  @Flag(
    name: .long,
    help: "With --json, print the whole scan report (every measurement and threshold) per image.")
  var evidence = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The least confidence for a board to count as read; below it, it is uncertain (exit 5).",
      valueName: "x"))
  var minConfidence: Double = ScanReport.defaultMinimumConfidence

  func validate() throws {
    if evidence && !outputOptions.json { throw ValidationError("--evidence needs --json") }
    try ScanCommand.validate(minConfidence: minConfidence)
  }

  /// Checks a `--min-confidence` value: finite and 0 or more (above 1 refuses every reading).
  static func validate(minConfidence: Double) throws {
    guard minConfidence.isFinite, minConfidence >= 0 else {
      throw ValidationError(
        "--min-confidence must be 0 or more (above 1 refuses every reading), not \(minConfidence)")
    }
  }

  // --annotate: overlays of each scan's evidence (Annotator's AnnotationWriter).
  @Option(
    name: .long,
    help: "Also write an overlay of each scan's evidence into this folder (NAME.annotated.png).")
  var annotate: String?

  @OptionGroup var overwrite: OverwriteOptions

  @OptionGroup var colourOptions: ColourOptions

  func run() throws {
    let scanner = try ScanCommand.scanner(for: themeOptions.theme)
    var status = ExitStatus.success
    // --annotate
    let overlays = annotate.map {
      AnnotationWriter(
        directory: $0, inputs: images, force: overwrite.force, complaint: Terminal.printError)
    }
    for path in images {
      let image: RGBAImage
      do {
        image = try ImageFile.read(path: path).image
      } catch {
        Terminal.standardError.write("error: \(error.description)\n")
        status = status.worse(error.exitStatus)
        if outputOptions.json {
          let line = UnreadableLine(file: path, error: error.description)
          Terminal.standardOutput.write(try JSONText.encode(line, pretty: false) + "\n")
        }
        continue
      }
      let report = scanner.scan(image)
      let verdict = report.verdict(minimumConfidence: minConfidence)
      overlays?.write(report, image: image, input: path)  // --annotate
      if outputOptions.json && evidence {
        let line = VerdictLine(
          report, verdict: verdict, minimumConfidence: minConfidence,
          leastSure: report.leastSureDecision, file: path)
        Terminal.standardOutput.write(try JSONText.encode(line, pretty: false) + "\n")
      } else if outputOptions.json {
        let line = VerdictLine(
          ScanSummary(file: path, report: report), verdict: verdict,
          minimumConfidence: minConfidence, leastSure: report.leastSureDecision)
        Terminal.standardOutput.write(try JSONText.encode(line, pretty: false) + "\n")
      } else if report.puzzle != nil {
        Terminal.standardOutput.write(
          ScanCommand.text(
            path, report, minimumConfidence: minConfidence, colour: colourOptions.enabled)
            + "\n")
      }
      if let error = report.error {
        Terminal.standardError.write("error: \(path): \(error.description)\n")
        ScanCommand.printCalibrationHint(report)
        status = status.worse(.noBoardFound)
      } else if verdict == .uncertain {
        Terminal.standardError.write(
          "error: \(path): \(ScanCommand.uncertainty(report, minimumConfidence: minConfidence))"
            + "; rescan a clearer screenshot\n")
        status = status.worse(.uncertain)
      }
      if report.error == nil && !outputOptions.json {
        for warning in report.warnings {
          Terminal.standardError.write("warning: \(path): \(warning.message)\n")
        }
      }
    }
    if overlays?.failed == true { throw ExitCode(ExitStatus.cannotWrite.rawValue) }  // --annotate
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// The scanner for a `--theme` argument, or the exit code after printing the theme error.
  static func scanner(for theme: String) throws -> BoardScanner {
    do {
      let library = try ThemeLibrary.standard()
      return try BoardScanner(selection: ThemeSelection(argument: theme), library: library)
    } catch {
      throw fail(error.description, error.exitStatus)
    }
  }

  /// After a failed scan that no theme profile fitted: how to teach the scanner a new theme.
  static func printCalibrationHint(_ report: ScanReport) {
    guard report.noProfileFits else { return }
    Terminal.standardError.write(
      "hint: no theme profile fits this screenshot; if its wood theme is not shipped, label a "
        + "few screenshots and run `unblocker calibrate` (README: Calibrate a new theme)\n")
  }

  /// `uncertain reading: confidence 0.31 is below --min-confidence 0.50 (least sure: ...)`.
  static func uncertainty(_ report: ScanReport, minimumConfidence: Double) -> String {
    "uncertain reading: " + shortfall(report, minimumConfidence: minimumConfidence)
  }

  /// `confidence 0.31 is below --min-confidence 0.50 (least sure: ...)`.
  static func shortfall(_ report: ScanReport, minimumConfidence: Double) -> String {
    "confidence \(Decimals.fixed(report.confidence)) is below --min-confidence "
      + "\(Decimals.fixed(minimumConfidence)) (least sure: \(report.leastSureDecision ?? "-"))"
  }

  /// Reads and decodes an image; on failure prints the error, raises `status` to the error's
  /// exit status and returns nil (for commands that go on with their other images).
  static func readImage(_ path: String, status: inout ExitStatus) -> RGBAImage? {
    do {
      return try ImageFile.read(path: path).image
    } catch {
      Terminal.standardError.write("error: \(error.description)\n")
      status = status.worse(error.exitStatus)
      return nil
    }
  }

  /// Scans the image at `path` and returns its puzzle (for `solve IMAGE`).
  static func puzzle(
    fromImage path: String, bytes: [UInt8]? = nil, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, acceptUncertain: Bool = false
  ) throws -> Puzzle {
    try reading(
      fromImage: path, bytes: bytes, theme: theme, minimumConfidence: minimumConfidence,
      acceptUncertain: acceptUncertain
    ).puzzle
  }

  /// Scans the image at `path` and returns its puzzle with the scan's report (its geometry
  /// places the moves on the screen) and the decoded image.
  ///
  /// - Parameters:
  ///   - path: the screenshot.
  ///   - bytes: its content when already read (standard input); nil reads `path`.
  ///   - theme: the `--theme` argument (`auto` tries every profile).
  ///   - minimumConfidence: the least confidence for the board to count as read.
  ///   - acceptUncertain: solve a board below it anyway (with a warning).
  /// - Throws: an `ExitCode` after printing the error: 66 cannot open, 65 invalid image or
  ///   theme file, 3 no board found, 5 an uncertain reading.
  static func reading(
    fromImage path: String, bytes: [UInt8]? = nil, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, acceptUncertain: Bool = false
  ) throws -> (puzzle: Puzzle, report: ScanReport, image: RGBAImage) {
    let scanner = try scanner(for: theme)
    let image: RGBAImage
    do throws(ImageCodecError) {
      if let bytes {
        image = try ImageDecoder.decode(bytes, source: path).image
      } else {
        image = try ImageFile.read(path: path).image
      }
    } catch {
      throw fail(error.description, error.exitStatus)
    }
    let report = scanner.scan(image)
    guard let puzzle = report.puzzle else {
      let message = report.error?.description ?? "no board found"
      throw fail("\(path): \(message)", .noBoardFound)
    }
    for warning in report.warnings {
      Terminal.standardError.write("warning: \(path): \(warning.message)\n")
    }
    if report.verdict(minimumConfidence: minimumConfidence) == .uncertain {
      let uncertainty = uncertainty(report, minimumConfidence: minimumConfidence)
      guard acceptUncertain else {
        throw fail(
          "\(path): \(uncertainty); the board read was \(puzzle.board.notation) exit "
            + "\(puzzle.exit). Rescan a clearer screenshot, or pass --accept-uncertain to solve "
            + "it anyway", .uncertain)
      }
      Terminal.standardError.write(
        "warning: \(path): \(uncertainty); solving it anyway (--accept-uncertain)\n")
    }
    let confidence = Decimals.fixed(report.confidence, 2)
    Terminal.standardError.write(
      "scanned \(path): \(puzzle.board.notation) exit \(puzzle.exit) "
        + "(theme \(report.theme ?? "derived from the image"), confidence \(confidence))\n")
    return (puzzle, report, image)
  }

  /// The text report of one scan that read a board; an uncertain one says so first.
  static func text(
    _ path: String, _ report: ScanReport,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, colour: Bool = false
  ) -> String {
    guard let puzzle = report.puzzle else { return "" }
    var lines = ["\(path)"]
    if report.verdict(minimumConfidence: minimumConfidence) == .uncertain {
      lines.append(
        "  UNCERTAIN   only the best reading, not a trusted board: "
          + shortfall(report, minimumConfidence: minimumConfidence))
    }
    lines.append("  board       \(puzzle.board.notation)")
    lines.append("  exit        \(puzzle.exit)")
    let scores = report.themeScores.map { "\($0.theme) \(Decimals.fixed($0.score))" }
      .joined(separator: ", ")
    lines.append(
      "  theme       \(report.theme ?? "-")\(report.usedFallback ? " (derived from the image)" : "")"
        + " (scores: \(scores))")
    lines.append(
      "  confidence  \(Decimals.fixed(report.confidence)) "
        + "(\(report.verdict(minimumConfidence: minimumConfidence)); "
        + "least sure: \(report.leastSureDecision ?? "-"))")
    if let location = report.location {
      lines.append("  board rect  \(location.board) (WxH+X+Y)")
      lines.append(
        "  tile        \(Decimals.fixed(location.tileWidth, 1))x"
          + "\(Decimals.fixed(location.tileHeight, 1)) px")
    }
    let times = report.timings.map { "\($0.stage) \(Decimals.fixed($0.milliseconds, 2))" }
      .joined(separator: ", ")
    let total = Decimals.fixed(report.totalMilliseconds, 2)
    lines.append("  time (ms)   \(times); total \(total) (every thread's time added up)")
    let picture = BoardPrinter(colour: colour).render(puzzle)
    lines += picture.split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}
