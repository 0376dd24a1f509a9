import Foundation
import Puzzle
import Scanner
import Themes

/// A `ScanReport` frozen in a JSON file beside the goldens, so that the golden overlays test
/// the annotator's drawing, not the scanner of the day: a scanner change that moves a number
/// does not break them. The file is the report's own JSON (timings dropped); the error, which
/// JSON holds only as text, is given by the test and checked against the recorded text.
struct PinnedReport: Decodable {
  struct Failure: Decodable {
    var stage: ScanStage
    var message: String
  }

  var imageWidth: Int
  var imageHeight: Int
  var theme: String?
  var usedFallback: Bool
  var model: ScanModel?
  var themeScores: [ThemeScore]
  var location: BoardLocation?
  var candidates: [BoardCandidate]?
  var tiles: [TileEvidence]
  var seams: [SeamEvidence]
  var blocks: [Block]
  var chute: ChuteEvidence?
  var board: String?
  var exit: Exit?
  var confidence: Double
  var warnings: [ScanWarning]
  var stageReached: ScanStage
  var failure: Failure?

  /// The report, with `error` as the failure (which must have the recorded stage).
  func report(error: ScanError?) throws -> ScanReport {
    var report = ScanReport(imageWidth: imageWidth, imageHeight: imageHeight)
    report.theme = theme
    report.usedFallback = usedFallback
    report.model = model
    report.themeScores = themeScores
    report.location = location
    report.candidates = candidates ?? []
    report.tiles = tiles
    report.seams = seams
    report.blocks = blocks
    report.chute = chute
    if let board, let exit { report.puzzle = try Puzzle(notation: board, exit: exit) }
    report.confidence = confidence
    report.warnings = warnings
    report.stageReached = stageReached
    guard failure?.stage == error?.stage else {
      throw PinnedReportMismatch(
        recorded: failure.map { "\($0.stage): \($0.message)" } ?? "success",
        given: error.map { "\($0.stage): \($0)" } ?? "success")
    }
    report.error = error
    return report
  }

  /// The JSON written for `report` (sorted keys, no timings).
  static func encode(_ report: ScanReport) throws -> Data {
    var stable = report
    stable.timings = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(stable) + Data("\n".utf8)
  }
}

/// The error given for a pinned report is not the one recorded.
struct PinnedReportMismatch: Error, CustomStringConvertible {
  var recorded: String
  var given: String
  var description: String { "pinned report recorded \(recorded), the test gives \(given)" }
}
