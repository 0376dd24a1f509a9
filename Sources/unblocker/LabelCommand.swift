import ArgumentParser
import Calibration
import Corpus
import FileGuard
import Scanner
import UnblockerKit

/// `unblocker label IMAGE...`: writes a draft label beside each screenshot from its scan, or
/// (`--accept`) marks checked labels as no longer drafts.
struct LabelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "label",
    abstract: "Write a draft label (NAME.json) beside each screenshot from its scan.",
    discussion: """
      Scans each IMAGE and writes what it read as NAME.json beside NAME.png (the label format \
      of `unblocker calibrate` and the regression corpus), then prints the board, the exit and \
      the least certain tiles so that a person can compare them with the image and fix the \
      label. The label says "draft": true until a person has checked it: `unblocker regress` \
      lists drafts apart (and --strict fails on them). After checking (and fixing) a draft, \
      run `unblocker label --accept IMAGE` to remove the mark and the draft's note.

      An existing label is not overwritten (exit status 73) unless --force is given: then it \
      is replaced by a new draft from the scan (to refresh labels after a scanner change). \
      Images with no readable board get no label (exit status 3).

      Examples:
        unblocker label shots/*.png
        unblocker label --accept shots/phone-3.png
        unblocker label --force --theme oak shots/oak-1.png
      """ + "\n\n" + ExitStatus.helpText([.noBoardFound, .invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(help: "The screenshots to label (PNG, JPEG or WebP).")
  var images: [String]

  @OptionGroup var themeOptions: ThemeOptions

  @OptionGroup var overwriteOptions: OverwriteOptions

  @OptionGroup var colourOptions: ColourOptions

  @Flag(
    help: ArgumentHelp(
      "Mark the existing labels of IMAGE as checked by a person: remove \"draft\" and the "
        + "draft's note (no scan)."))
  var accept = false

  func validate() throws {
    if accept, overwriteOptions.force {
      throw ValidationError("--accept keeps the labels and --force replaces them; give one")
    }
    if images.contains("-") {
      throw ValidationError(
        "a label is written beside its image (NAME.json for NAME.png), so label needs image "
          + "files, not - (standard input)")
    }
  }

  func run() throws {
    if accept {
      let status = images.reduce(ExitStatus.success) { $0.worse(Self.accept($1)) }
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    let scanner = try themeOptions.reader().scanner
    var status = ExitStatus.success
    for path in images {
      let failed = label(path, scanner: scanner)
      status = status.worse(failed)
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Labels one image; returns its status after printing any error.
  private func label(_ path: String, scanner: BoardScanner) -> ExitStatus {
    do {
      let written = try WrittenDraft(
        imagePath: path, scanner: scanner, force: overwriteOptions.force)
      Terminal.standardOutput.write(written.text(colour: colourOptions.enabled))
      for warning in written.report.warnings {
        Terminal.standardError.write("warning: \(path): \(warning.message)\n")
      }
      return .success
    } catch {
      Terminal.printError(error.description)
      if case .noBoard(_, let report) = error, let hint = Reading.calibrationHint(report) {
        Terminal.standardError.write(hint + "\n")
      }
      return error.exitStatus
    }
  }

  /// Removes the draft mark from the label of the image at `path`; returns its status after
  /// printing what it did or why it could not.
  static func accept(_ path: String) -> ExitStatus {
    do {
      Terminal.standardOutput.write(try LabelledScreenshot.acceptLine(imagePath: path))
      return .success
    } catch {
      Terminal.printError("\(error)")
      return ExitStatus(of: error) ?? .failure
    }
  }
}
