import Gestures
import Scanner
import Solver
import StrictJSON

extension Reading {
  /// `scan --json`'s object for this reading of `path`: the scanner's summary (or, with
  /// `evidence`, the whole report and the file's name) with the verdict, the least confidence
  /// it was judged against, what holds the confidence down most and the least sure decision
  /// beside its keys.
  package func verdictLine(file path: String, evidence: Bool) -> String {
    let verdict = VerdictKeys(
      verdict: verdict, minimumConfidence: minimumConfidence,
      weakest: report.weakestPart, leastSure: report.leastSureDecision,
      file: evidence ? path : nil)
    if evidence { return JSONText.line(MergedObject(report, verdict)) }
    return JSONText.line(MergedObject(ScanSummary(file: path, report: report), verdict))
  }

  /// `scan --json`'s object for an image that cannot be read: its file, the verdict
  /// `unreadable` and the error, so every input has its line.
  package static func unreadableLine(file path: String, error: String) -> String {
    JSONText.line(["file": path, "verdict": "unreadable", "error": error])
  }

  /// After a failed scan that no theme profile fitted: how to teach the scanner a new theme;
  /// nil otherwise.
  package static func calibrationHint(_ report: ScanReport) -> String? {
    guard report.noProfileFits else { return nil }
    return "hint: no theme profile fits this screenshot; if its wood theme is not shipped, label "
      + "a few screenshots and run `unblocker calibrate` (README: Calibrate a new theme)"
  }

  /// The keys `scan --json` adds beside the summary or report.
  private struct VerdictKeys: Encodable {
    /// `read`, `uncertain` or `refused`.
    var verdict: ScanVerdict
    /// The least confidence the verdict was judged against.
    var minimumConfidence: Double
    /// What holds the confidence down most (`ScanReport.weakestPart`), absent without one.
    var weakest: String?
    /// The least sure decision of the reading, absent without a board.
    var leastSure: String?
    /// The image, for content that does not name it (the whole report of `--evidence`).
    var file: String?
  }
}

extension SolveReport {
  /// `solve IMAGE --gestures --json`'s object: the report with the swipes beside its solution.
  package func json(gestures: [Gesture]) throws -> String {
    try JSONText.encode(MergedObject(self, ["gestures": gestures]), pretty: true)
  }
}
