import Corpus
import Puzzle
import Scanner

/// A draft label written from a scan, for a person to check against the image before it is
/// used to calibrate or to test.
public struct LabelDraft: Sendable {
  /// The label to write.
  public var label: Label
  /// Tiles whose reading is less sure than `doubtBelow`, least sure first: where to look first.
  public var doubtfulTiles: [TileEvidence]

  /// The draft for a successful scan; nil when the scan read no puzzle.
  ///
  /// - Parameters:
  ///   - report: the scan.
  ///   - doubtBelow: tiles with a lower confidence are listed as doubtful.
  public init?(report: ScanReport, doubtBelow: Double = 0.9) {
    guard let puzzle = report.puzzle else { return nil }
    let theme = report.theme ?? "none"
    let note =
      "\(Label.draftNotePrefix) (theme \(theme), confidence "
      + "\(CalibrationFormat.two(report.confidence))): check every block and the exit against "
      + "the image, then run `unblocker label --accept` on the image (or delete \"draft\" and "
      + "this note)"
    // A theme the scan did not name is left out of the label, not written as "none".
    label = Label(
      puzzle: puzzle, note: note, attributes: report.theme.map { ["theme": .string($0)] } ?? [:])
    label.draft = true
    doubtfulTiles = report.tiles.filter { $0.confidence < doubtBelow }.sorted {
      $0.confidence < $1.confidence
    }
  }
}
