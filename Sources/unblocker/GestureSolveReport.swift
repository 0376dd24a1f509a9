import Gestures
import Solver

/// A solve report with the swipes beside its solution (`solve IMAGE --gestures --json`).
struct GestureSolveReport: Encodable {
  /// The report as `solve --json` prints it.
  var report: SolveReport
  /// One swipe per move.
  var gestures: [Gesture]

  private enum CodingKeys: String, CodingKey { case gestures }

  /// The report's keys, then `gestures`.
  func encode(to encoder: any Encoder) throws {
    try report.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(gestures, forKey: .gestures)
  }
}
