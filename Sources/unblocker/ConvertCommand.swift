import ArgumentParser
import Corpus
import FileGuard
import ImageCodecs
import Imaging
import Puzzle
import Regression
import Renderer
import UnblockerKit

/// `unblocker convert IN OUT`: re-encode an image as PNG, JPEG or WebP.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert an image between PNG, JPEG and WebP.",
    discussion: """
      The input format is recognised from the content; the output format comes from OUT's \
      extension (.png, .jpg/.jpeg, .webp) or --format. OUT is written atomically and never \
      replaced without --force (exit 73). IN - reads standard input; OUT - (or /dev/stdout, a \
      FIFO) is written into, PNG unless --format says otherwise, and the summary line goes to \
      standard error. EXIF orientation is applied; JPEG output drops alpha.

      Examples:
        unblocker convert ../shared/screenshots/unblocker-I-4.png i4.webp --lossless
        unblocker convert ../shared/screenshots/unblocker-I-4.png i4.jpg --quality 60 --perturb blur
        unblocker convert i4.webp - | unblocker scan -
        unblocker convert ../shared/screenshots/unblocker-I-4.png i4-green.png --recolour random:7

      --recolour random:SEED moves the board and frame of a labelled screenshot (its label \
      NAME.json beside it) into the random wood theme SEED of `render --theme random:SEED`, \
      keeping the wood's texture and shading: a real screenshot in a theme no profile knows. \
      The board is located by scanning with the shipped profiles, which must read the label's \
      board (exit 65 otherwise); the label is not copied.
      """ + "\n\n" + ExitStatus.helpText([.invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(help: "The image to read (PNG, JPEG or WebP); - for standard input.")
  var input: String

  @Argument(
    help:
      "The file to write (- for standard output); its extension chooses the format unless --format is given."
  )
  var output: String

  @Option(help: "The output format, overriding OUT's extension.")
  var format: ImageFormat?

  @Option(help: "Quality for JPEG (1-100) or lossy WebP (0-100); default 90.")
  var quality: Int?

  @Flag(help: "Encode WebP losslessly (pixel-exact).")
  var lossless = false

  @Flag(help: "Write a progressive JPEG.")
  var progressive = false

  @OptionGroup var overwrite: OverwriteOptions

  @Option(
    help: ArgumentHelp(
      "Recolour the labelled screenshot's board and frame into the random wood theme SEED.",
      valueName: "random:SEED"))
  var recolour: String?

  @Option(
    help: ArgumentHelp(
      "Change the image the way regress --perturb does before writing it (one name).",
      valueName: "name"))
  var perturb: String?

  /// The `--perturb` perturbation, parsed.
  func perturbation() throws -> Perturbation? {
    guard let perturb else { return nil }
    let list = try parsedOption("--perturb") { try Perturbation.parseList(perturb) }
    guard list.count == 1, let one = list.first else {
      throw ValidationError("--perturb takes one name here, not a set: \(perturb)")
    }
    return one
  }

  /// The output format: `--format`, else OUT's extension, else PNG for a stream (`-`).
  var outputFormat: ImageFormat? {
    format ?? ImageFormat(outputPath: output)
      ?? (StreamOutput.isStream(output) ? .png : nil)
  }

  func validate() throws {
    _ = try perturbation()
    if let recolour, RandomWoodTheme.seed(fromArgument: recolour) == nil {
      throw ValidationError("--recolour takes random:SEED (SEED a whole number), not \(recolour)")
    }
    guard let outputFormat else {
      throw ValidationError(
        "cannot tell the output format of '\(output)'; end it in .png, .jpg or .webp, or give --format"
      )
    }
    if let problem = EncodeOptions.problem(
      for: outputFormat, quality: quality, lossless: lossless, progressive: progressive)
    {
      throw ValidationError(problem)
    }
  }

  func run() throws {
    guard let outputFormat else { throw ExitCode(ExitStatus.usage.rawValue) }
    try OutputPaths.check([output], inputs: [input], force: overwrite.force)
    let decoded = try ImageFile.read(path: input)
    var image = decoded.image
    if let recolour, let seed = RandomWoodTheme.seed(fromArgument: recolour) {
      image = try recoloured(image, seed: seed)
    }
    try write(image, as: outputFormat, from: decoded.info.format)
  }

  /// Perturbs `image` (`--perturb`) and writes it in `format`, then says what was written.
  private func write(_ image: RGBAImage, as format: ImageFormat, from source: ImageFormat) throws {
    var image = image
    let options = EncodeOptions(
      quality: quality ?? 90, lossless: lossless, progressive: progressive)
    if let perturbation = try? perturbation() { image = try perturbation.perturbed(image) }
    let size = try ImageFile.write(
      image, to: output, format: format, options: options, force: overwrite.force)
    Terminal.messages(besides: output).write(
      "\(output): \(format.name) \(image.width)x\(image.height), \(size) bytes"
        + " (from \(source.name))\n")
  }

  /// `image` (the decoded input) with its board and frame in the random theme `seed`: the
  /// label beside the input gives the tiles' classes, a scan with the shipped profiles (no
  /// themes folder, thresholds derived from the image) the board's place.
  private func recoloured(_ image: RGBAImage, seed: UInt64) throws -> RGBAImage {
    let label: Board
    do throws(CorpusError) {
      label = try LabelledScreenshot.load(imagePath: input).puzzle.board
    } catch {
      throw RendererError.cannotRecolour(input: input, reason: error.description)
    }
    let report = try UnblockerKit.Unblocker(selection: .auto, library: ThemeLibrary.builtIn())
      .scanner.scan(image)
    return try Recolourer.recolour(
      image, input: input, seed: seed, label: label, read: report.puzzle?.board,
      location: report.location?.board, upright: report.geometry?.isRectified != true)
  }
}

extension ImageFormat: ExpressibleByArgument {}
