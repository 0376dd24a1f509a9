import Annotator
import ArgumentParser
import Calibration
import FileGuard
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
    try parsedOption("--name") { try Calibrator.checkName(name) }
  }

  func run() throws {
    let path = output ?? "themes/\(name).json"
    try CalibrationRun.checkOutput(path, images: images, force: overwrite.force)
    let overlays = try overlayWriter()
    let run = try CalibrationRun(
      name: name, description: description, images: images,
      library: ThemeLibrary.standard().profiles, output: path
    ) { measurements, screenshots in
      for written in overlays?.write(measurements, of: screenshots) ?? [] {
        Terminal.standardError.write("wrote \(written)\n")
      }
    }
    if overlays?.failed == true { throw ExitCode(ExitStatus.cannotWrite.rawValue) }
    try run.writeProfile(force: overwrite.force, createFolder: output == nil)
    // A profile written to standard output (-o -) keeps it: the report goes to standard error.
    Terminal.messages(besides: path).write(
      outputOptions.json ? try JSONText.encode(run, pretty: true) + "\n" : run.text)
    for failure in run.failures { Terminal.printError(failure) }
    if !run.failures.isEmpty { throw ExitCode(ExitStatus.checksFailed.rawValue) }
  }

  /// `--annotate`'s writer, once every overlay may be written (absent, or --force): before any
  /// work.
  private func overlayWriter() throws -> AnnotationWriter? {
    let overlays = annotate.map {
      AnnotationWriter(directory: $0, force: overwrite.force, complaint: Terminal.printError)
    }
    if let overlays, !images.allSatisfy({ overlays.mayWrite(for: $0) }) {
      throw ExitCode(ExitStatus.cannotWrite.rawValue)
    }
    return overlays
  }
}
