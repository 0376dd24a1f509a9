import ArgumentParser
import Calibration
import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner

/// `unblocker label IMAGE...`: writes a draft label beside each screenshot from its scan.
struct LabelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "label",
    abstract: "Write a draft label (NAME.json) beside each screenshot from its scan.",
    discussion: """
      Scans each IMAGE and writes what it read as NAME.json beside NAME.png (the label format \
      of `unblocker calibrate` and the regression corpus), then prints the board, the exit and \
      the least certain tiles so that a person can compare them with the image and fix the \
      label. An existing label is never overwritten (exit status 73); delete it first. \
      Images with no readable board get no label (exit status 3).
      """ + " " + ExitStatus.helpText)

  @Argument(help: "The screenshots to label (PNG, JPEG or WebP).")
  var images: [String]

  @OptionGroup var themeOptions: ThemeOptions

  func run() throws {
    let scanner = try ScanCommand.scanner(for: themeOptions.theme)
    var status = ExitStatus.success
    for path in images {
      let failed = label(path, scanner: scanner)
      status = status.worse(failed)
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Labels one image; returns its status after printing any error.
  private func label(_ path: String, scanner: BoardScanner) -> ExitStatus {
    let labelPath = Corpus.labelPath(forImage: path)
    // Before the work; a dangling link counts as an existing label.
    do {
      try OutputPaths.check([labelPath], inputs: [path], force: false)
    } catch .exists {
      Terminal.standardError.write(
        "error: \(Printable.path(labelPath)): a label exists and is never overwritten; delete "
          + "it first to write a new draft\n")
      return .cannotWrite
    } catch {
      Terminal.standardError.write("error: \(error.description)\n")
      return error.exitStatus
    }
    var status = ExitStatus.success
    guard let image = ScanCommand.readImage(path, status: &status) else { return status }
    let report = scanner.scan(image)
    guard let draft = LabelDraft(report: report), let puzzle = report.puzzle else {
      let reason = report.error?.description ?? "no board read"
      Terminal.standardError.write("error: \(path): \(reason); no label written\n")
      return .noBoardFound
    }
    do {
      try ImageFile.write(bytes: [UInt8](draft.label.jsonData()), to: labelPath)
    } catch {
      Terminal.standardError.write("error: \(error.description)\n")
      return error.exitStatus
    }
    var lines = [
      "\(path): wrote \(labelPath) (draft: check it against the image)",
      "  board       \(puzzle.board.notation)",
      "  exit        \(puzzle.exit)",
      "  theme       \(report.theme ?? "-"), confidence "
        + Decimals.fixed(report.confidence),
    ]
    if !draft.doubtfulTiles.isEmpty {
      let tiles = draft.doubtfulTiles.prefix(6).map {
        "\($0.cell) \($0.finalClass) \(Decimals.fixed($0.confidence))"
      }
      lines.append("  check       \(tiles.joined(separator: ", "))")
    }
    let picture = BoardPrinter(colour: Terminal.colourOnStandardOutput).render(puzzle)
    lines += picture.split(separator: "\n").map { "  " + $0 }
    Terminal.standardOutput.write(lines.joined(separator: "\n") + "\n")
    for warning in report.warnings {
      Terminal.standardError.write("warning: \(path): \(warning.message)\n")
    }
    return .success
  }

}
