import Annotator
import ArgumentParser
import Calibration
import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import StrictJSON
import Themes

/// `unblocker calibrate --name NAME IMAGE...`: fits a theme profile from labelled screenshots.
struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Fit a theme profile from labelled screenshots of a new theme.",
    discussion: """
      Each IMAGE needs its label beside it (NAME.json for NAME.png; write a draft with \
      `unblocker label`). The board is located without knowing the theme; the colour of every \
      class is measured from the labelled tiles, the gaps between blocks, the chute and the \
      frame; every threshold is placed between what must pass and what must fail, with the \
      widest margin. The report gives the statistics per class, the margin between every pair \
      of classes the scanner must tell apart (in spreads, the scanner's normalised distance) \
      and a warning where one is too thin.

      Then every IMAGE is scanned with the new profile and, with 3 or more images, each one \
      with a profile fitted from the others (leave-one-out); exit status 4 if any reading \
      differs from its label. The profile is written to themes/NAME.json (or -o FILE), never \
      over an existing file without --force; use it with --theme FILE, or by name when it is \
      in ./themes. -o - writes the profile to standard output (the report goes to standard \
      error).

      Before a label is blamed, the board's location is checked against it: when the label's \
      blocks line up with the tiles and seams of a shifted grid (or of a board found another \
      way) better than with the located one, calibrate says the location is probably wrong \
      (exit status 3) instead of listing label disagreements. --annotate DIR writes, per \
      screenshot, an overlay of what was measured (DIR/NAME.annotated.png: the located board \
      and grid, each tile's class by its colours against the label, the gaps, the \
      disagreements), also when calibration fails.

      Examples:
        unblocker label shots/walnut-1.png shots/walnut-2.png   # draft labels: check them
        unblocker label --accept shots/walnut-1.png shots/walnut-2.png
        unblocker calibrate --name walnut -o walnut.json shots/walnut-1.png shots/walnut-2.png
        unblocker calibrate --name walnut --annotate overlays shots/walnut-*.png
        unblocker calibrate --name walnut shots/*.png -o - > walnut.json
      """ + "\n\n"
        + ExitStatus.helpText([
          .noBoardFound, .checksFailed, .invalidInput, .cannotOpen, .cannotWrite,
        ]))

  @Option(name: .long, help: "The theme's name: lowercase letters, digits and '-'.")
  var name: String

  @Argument(help: "Labelled screenshots of the theme (PNG, JPEG or WebP), each with NAME.json.")
  var images: [String]

  @Option(
    name: .shortAndLong,
    help: "The profile file to write (default themes/NAME.json; - for standard output).")
  var output: String?

  @Option(name: .long, help: "One sentence describing the theme, stored in the profile.")
  var description: String?

  @Option(
    name: .long,
    help:
      "Also write an overlay of what was measured on each screenshot into this folder (NAME.annotated.png)."
  )
  var annotate: String?

  @OptionGroup var overwrite: OverwriteOptions

  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    do {
      try Calibrator.checkName(name)
    } catch {
      throw ValidationError("--name: \(error.description)")
    }
  }

  func run() throws {
    let started = Date()
    let path = output ?? "themes/\(name).json"
    try checkOutput(path)
    let screenshots = try images.map { try LabelledScreenshot.load(imagePath: $0) }
    let library = try ThemeLibrary.standard()
    // --annotate: every overlay may be written (absent, or --force), before any work.
    let overlays = annotate.map {
      AnnotationWriter(directory: $0, force: overwrite.force, complaint: Terminal.printError)
    }
    if let overlays, !images.allSatisfy({ overlays.mayWrite(for: $0) }) {
      throw ExitCode(ExitStatus.cannotWrite.rawValue)
    }
    let calibrator = Calibrator(library: library.profiles)
    let report = try calibrate(calibrator, screenshots, overlays: overlays)
    let validation = calibrator.validate(report.profile, screenshots: screenshots)
    let seconds = Date().timeIntervalSince(started)
    try write(report.profile, to: path)
    try show(report, validation, path: path, seconds: seconds)
  }

  /// Before any work: the profile must not replace an image or a label (never, even with
  /// --force), nor an existing file (a dangling link included) without --force.
  private func checkOutput(_ path: String) throws {
    do {
      try OutputPaths.check(
        [path], inputs: images + images.map(Corpus.labelPath(forImage:)),
        force: overwrite.force)
    } catch .exists {
      throw fail(
        "\(path): the theme file exists; use --force to overwrite it, or choose another "
          + "--name or -o", .cannotWrite)
    } catch {
      throw fail(error.description, .cannotWrite)
    }
  }

  /// Fits the profile, writing the overlays of what was measured (`--annotate`) even when the
  /// fit fails; the report, or the exit code after printing why it failed.
  private func calibrate(
    _ calibrator: Calibrator, _ screenshots: [LabelledScreenshot], overlays: AnnotationWriter?
  ) throws -> CalibrationReport {
    var measurements: [CalibrationMeasurement] = []
    let report: CalibrationReport
    do {
      defer { if let overlays { writeOverlays(measurements, screenshots, overlays) } }
      report = try calibrator.calibrate(
        name: name, description: description, screenshots: screenshots,
        measurements: &measurements)
    }
    if overlays?.failed == true { throw ExitCode(ExitStatus.cannotWrite.rawValue) }
    return report
  }

  /// Prints the report and the validation (text or JSON; on standard error when the profile
  /// went to standard output), then each validation failure (exit 4).
  private func show(
    _ report: CalibrationReport, _ validation: ValidationReport, path: String, seconds: Double
  ) throws {
    // A profile written to standard output (-o -) keeps it: the report goes to standard error.
    let messages = Terminal.messages(besides: path)
    if outputOptions.json {
      let output = Output(
        calibration: report, validation: validation, output: path, seconds: seconds)
      messages.write(try JSONText.encode(output, pretty: true) + "\n")
    } else {
      messages.write(report.text + "\n" + validation.text)
      messages.write(
        "wrote \(path) (\(Decimals.fixed(seconds, 2)) s); use it with --theme \(path)\n")
    }
    guard !validation.passed else { return }
    for check in validation.failures {
      Terminal.standardError.write(
        "error: \(check.image): \(check.kind) scan differs from its label: "
          + check.differences.joined(separator: "; ") + "\n")
    }
    Terminal.standardError.write(
      "error: validation failed; \(path) may misread this theme: check the labels named "
        + "above, add screenshots, and calibrate again with --force\n")
    throw ExitCode(ExitStatus.checksFailed.rawValue)
  }

  /// Writes the overlay of what was measured on each screenshot (`--annotate`).
  private func writeOverlays(
    _ measurements: [CalibrationMeasurement], _ screenshots: [LabelledScreenshot],
    _ writer: AnnotationWriter
  ) {
    for (measurement, shot) in zip(measurements, screenshots) {
      let verdict = AnnotationVerdict(
        text: measurement.verdict, passed: measurement.passed, notes: measurement.notes,
        cells: measurement.cells)
      if let path = writer.write(
        measurement.report, image: shot.image, input: shot.imagePath, verdict: verdict)
      {
        Terminal.standardError.write("wrote \(path)\n")
      }
    }
  }

  /// The JSON output.
  private struct Output: Encodable {
    var calibration: CalibrationReport
    var validation: ValidationReport
    var output: String
    var seconds: Double
  }

  /// Writes the profile atomically, creating the default `themes` folder when needed.
  private func write(_ profile: ThemeProfile, to path: String) throws {
    if output == nil {
      try? FileManager.default.createDirectory(
        atPath: "themes", withIntermediateDirectories: true)
    }
    try ImageFile.write(bytes: [UInt8](try profile.encodedJSON()), to: path, force: overwrite.force)
  }
}
