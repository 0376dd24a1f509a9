import Foundation

/// The one switch that re-records golden files, as snapshot-testing's record modes do:
/// `UNBLOCKER_RECORD=1` rewrites the goldens (annotator overlays and legends, the regression
/// fixture corpus, the compiled copy of `themes/`), `UNBLOCKER_RECORD=all` also re-pins the
/// annotator's reports from live scans. A test that records also records an issue, so a
/// recording run always fails: a recording can never pass silently (CI never sets it).
package enum Recording {
  /// What to re-record.
  package enum Mode: Sendable {
    /// Compare only (the default, and CI).
    case never
    /// Rewrite the golden files from the current output.
    case goldens
    /// Rewrite the goldens and re-pin their inputs from live scans.
    case all
  }

  /// The environment variable.
  package static let variable = "UNBLOCKER_RECORD"

  /// The mode `UNBLOCKER_RECORD` asks for: `1`, `true` or `yes` for goldens, `all` for all.
  package static var mode: Mode {
    switch ProcessInfo.processInfo.environment[variable] {
    case "1", "true", "yes": .goldens
    case "all": .all
    default: .never
    }
  }

  /// True when golden files are to be rewritten.
  package static var isRecording: Bool { mode != .never }

  /// The failure message of a test that recorded `path`.
  package static func recorded(_ path: String) -> String {
    "recorded \(path) because \(variable) is set; this run fails on purpose: check the "
      + "change, then run the tests again without \(variable)"
  }
}
