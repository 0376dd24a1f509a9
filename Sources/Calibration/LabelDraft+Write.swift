import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner

/// Why `label` wrote no draft beside a screenshot.
public enum LabelDraftError: Error, Sendable, CustomStringConvertible {
  /// A label exists at `path` and replacing it was not asked for.
  case labelExists(path: String)
  /// The label may not be written there (it would replace an input, ...).
  case output(OutputPathError)
  /// The screenshot cannot be read, or the label cannot be written.
  case image(ImageCodecError)
  /// The scan of the screenshot at `path` read no board.
  case noBoard(path: String, report: ScanReport)

  /// What failed, on which file, and what to do.
  public var description: String {
    switch self {
    case .labelExists(let path):
      "\(Printable.path(path)): a label exists; give --force to replace it with a new draft"
    case .output(let error): error.description
    case .image(let error): error.description
    case .noBoard(let path, let report):
      "\(path): \(report.error?.description ?? "no board read"); no label written"
    }
  }
}

/// A draft label written beside its screenshot, with the scan it came from.
public struct WrittenDraft: Sendable {
  /// The screenshot.
  public var imagePath: String
  /// The label file written.
  public var labelPath: String
  /// The draft.
  public var draft: LabelDraft
  /// The scan it was read from.
  public var report: ScanReport
  /// The puzzle the scan read.
  public var puzzle: Puzzle

  /// Scans the screenshot at `imagePath` with `scanner` and writes its draft label beside it
  /// (`NAME.json`), never over an existing label unless `force`.
  ///
  /// - Throws: `LabelDraftError` when the label may not be written, the image cannot be read,
  ///   or the scan reads no board.
  public init(imagePath: String, scanner: BoardScanner, force: Bool) throws(LabelDraftError) {
    self.imagePath = imagePath
    labelPath = Corpus.labelPath(forImage: imagePath)
    // Before the work; a dangling link counts as an existing label.
    do {
      try OutputPaths.check([labelPath], inputs: [imagePath], force: force)
    } catch .exists {
      throw .labelExists(path: labelPath)
    } catch {
      throw .output(error)
    }
    let image: RGBAImage
    do {
      image = try ImageFile.read(path: imagePath).image
    } catch {
      throw .image(error)
    }
    report = scanner.scan(image)
    guard let draft = LabelDraft(report: report), let puzzle = report.puzzle else {
      throw .noBoard(path: imagePath, report: report)
    }
    self.draft = draft
    self.puzzle = puzzle
    do {
      try ImageFile.write(bytes: [UInt8](draft.label.jsonData()), to: labelPath, force: force)
    } catch {
      throw .image(error)
    }
  }

  /// What was written and read, for a person to compare with the image: the board, the exit,
  /// the theme and confidence, the least certain tiles and a picture of the board.
  public func text(colour: Bool) -> String {
    var lines = [
      "\(imagePath): wrote \(labelPath) (draft: check it against the image)",
      "  board       \(puzzle.board.notation)",
      "  exit        \(puzzle.exit)",
      "  theme       \(report.theme ?? "-"), confidence " + Decimals.fixed(report.confidence),
    ]
    if !draft.doubtfulTiles.isEmpty {
      let tiles = draft.doubtfulTiles.prefix(6).map {
        "\($0.cell) \($0.finalClass) \(Decimals.fixed($0.confidence))"
      }
      lines.append("  check       \(tiles.joined(separator: ", "))")
    }
    let picture = BoardPrinter(colour: colour).render(puzzle)
    lines += picture.split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
