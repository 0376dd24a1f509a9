import Puzzle
import Scanner

/// The latest scan of a screenshot as the gallery shows it.
struct GalleryOutcome: Codable, Sendable {
  /// `exact`, `wrong`, `refused`, `uncertain`, or `read` (a board read, no label to judge it).
  var outcome: String
  /// The theme the scan chose.
  var theme: String?
  /// The scan's confidence.
  var confidence: Double

  /// Judges a scan against the label (nil: no label, or one that cannot be read).
  init(report: ScanReport, label: Label?) {
    theme = report.theme
    confidence = report.confidence
    if report.error != nil || report.puzzle == nil {
      outcome = label?.isReject == true ? "exact" : "refused"
    } else if report.verdict() == .uncertain {
      outcome = "uncertain"
    } else if let label {
      // Letters name blocks arbitrarily: the same position with other letters is exact.
      let same =
        label.puzzle.flatMap { expected in
          report.puzzle.map {
            $0.exit == expected.exit && $0.board.isSamePosition(as: expected.board)
          }
        } ?? false
      outcome = same ? "exact" : "wrong"
    } else {
      outcome = "read"
    }
  }

  /// An outcome from a regression result's grade.
  init(outcome: String, theme: String?, confidence: Double) {
    self.outcome = outcome
    self.theme = theme
    self.confidence = confidence
  }
}
