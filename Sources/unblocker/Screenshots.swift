import FileGuard
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Themes
import UnblockerKit

/// Screenshots as every command that scans reads them: UnblockerKit's reader for a `--theme`
/// argument, the decode, and the messages of a reading that is not a success.
enum Screenshots {
  /// The reader (UnblockerKit's) for a `--theme` argument, or the exit code after printing
  /// the theme error.
  static func reader(
    for theme: String, minimumConfidence: Double = ScanReport.defaultMinimumConfidence
  ) throws -> UnblockerKit.Unblocker {
    do {
      return try UnblockerKit.Unblocker(
        selection: ThemeSelection(argument: theme), library: ThemeLibrary.standard(),
        minimumConfidence: minimumConfidence)
    } catch {
      throw fail(error.description, error.exitStatus)
    }
  }

  /// The scanner for a `--theme` argument, or the exit code after printing the theme error.
  static func scanner(for theme: String) throws -> BoardScanner {
    try reader(for: theme).scanner
  }

  /// After a failed scan that no theme profile fitted: how to teach the scanner a new theme.
  static func printCalibrationHint(_ report: ScanReport) {
    guard report.noProfileFits else { return }
    Terminal.standardError.write(
      "hint: no theme profile fits this screenshot; if its wood theme is not shipped, label a "
        + "few screenshots and run `unblocker calibrate` (README: Calibrate a new theme)\n")
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

  /// Scans the image at `path` and returns its puzzle with the reading (its geometry places
  /// the moves on the screen; its theme draws the pictures) and the decoded image.
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
  ) throws -> (puzzle: Puzzle, reading: Reading, image: RGBAImage) {
    let reader = try reader(for: theme, minimumConfidence: minimumConfidence)
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
    let reading = reader.scan(image: image)
    let report = reading.report
    guard let puzzle = report.puzzle else {
      let message = report.error?.description ?? "no board found"
      throw fail("\(path): \(message)", .noBoardFound)
    }
    for warning in report.warnings {
      Terminal.standardError.write("warning: \(path): \(warning.message)\n")
    }
    if reading.verdict == .uncertain {
      let uncertainty = reading.uncertainty
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
    return (puzzle, reading, image)
  }
}
