import Foundation
import Regression
import Synchronization

/// A long run (a regression) that goes on off the request path, whatever happens to the page
/// that started it; the page polls it for progress and may cancel it.
final class Job: Sendable {
  /// What the page is told.
  struct Snapshot: Encodable {
    var id: String
    var kind: String
    /// `running`, `finished`, `cancelled` or `failed`.
    var state: String
    var total: Int
    var done: Int
    var passed: Int
    var failed: Int
    var error: String?
    /// The failed results so far (the passes are only counted, to keep the answer small).
    var results: [SampleResult]
    /// The file id of each result's image, by its display path.
    var files: [String: String]
    /// A calibration's outcome, once fitted.
    var calibration: CalibrationOutcome?
  }

  let id: String
  let kind: String
  private let state: Mutex<Snapshot>
  private let cancelFlag = Mutex(false)

  init(id: String, kind: String, total: Int, files: [String: String]) {
    self.id = id
    self.kind = kind
    state = Mutex(
      Snapshot(
        id: id, kind: kind, state: "running", total: total, done: 0, passed: 0, failed: 0,
        error: nil, results: [], files: files, calibration: nil))
  }

  /// True once cancel was asked for.
  var isCancelled: Bool { cancelFlag.withLock { $0 } }

  /// Asks the run to stop after the samples in flight.
  func cancel() { cancelFlag.withLock { $0 = true } }

  /// Records one finished sample.
  func record(_ result: SampleResult) {
    state.withLock { snapshot in
      snapshot.done += 1
      if result.passed {
        snapshot.passed += 1
      } else {
        snapshot.failed += 1
        snapshot.results.append(result)
      }
    }
  }

  /// Counts one step of work that has no result of its own (an image loaded).
  func advance() { state.withLock { $0.done += 1 } }

  /// Records a calibration's outcome.
  func record(_ outcome: CalibrationOutcome) { state.withLock { $0.calibration = outcome } }

  /// Marks the run over.
  func finish(_ final: String, error: String? = nil) {
    state.withLock {
      $0.state = final
      $0.error = error
    }
  }

  /// The state now, failures in corpus order.
  func snapshot() -> Snapshot {
    var copy = state.withLock { $0 }
    copy.results.sort { ($0.file, $0.perturbation.rawValue) < ($1.file, $1.perturbation.rawValue) }
    return copy
  }
}
