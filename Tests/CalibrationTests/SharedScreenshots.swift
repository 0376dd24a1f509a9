import Calibration
import Corpus
import Foundation
import Puzzle
import Scanner
import TestSupport
import Testing
import Themes

/// The real labelled screenshots in `../shared/screenshots`, by file name.
enum SharedScreenshots {
  /// Every labelled image, in name order.
  static let names: [String] = {
    let folder = Fixtures.sharedScreenshots.path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
  }()

  /// The path of `name`.
  static func path(_ name: String) -> String {
    Fixtures.sharedScreenshots.appendingPathComponent(name).path
  }

  /// `name` with its label, read from disk.
  static func load(_ name: String) throws -> LabelledScreenshot {
    try LabelledScreenshot.load(imagePath: path(name))
  }

  /// The shipped profiles.
  static let shipped: [ThemeProfile] = (try? ThemeLibrary.builtIn().profiles) ?? []

  /// A calibrator that knows the shipped profiles.
  static let calibrator = Calibrator(library: shipped)
}

/// One line per fact of a scan, for failure messages.
func describe(_ report: ScanReport) -> String {
  let board = report.puzzle.map { "\($0)" } ?? "-"
  return
    "theme \(report.theme ?? "-") board \(board) error \(report.error.map { "\($0)" } ?? "-") "
    + "warnings \(report.warnings.map(\.message))"
}

/// True when `report` read exactly `puzzle` (same blocks up to lettering, same exit).
func readsExactly(_ report: ScanReport, _ puzzle: Puzzle) -> Bool {
  guard let read = report.puzzle else { return false }
  return read.board.canonicalized() == puzzle.board.canonicalized() && read.exit == puzzle.exit
}
