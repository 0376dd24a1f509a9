import Foundation

extension CommandRunner {
  /// The status reported for a run that overran its deadline (as timeout(1) does).
  package static let timedOutStatus: Int32 = 124

  /// Runs `unblocker` like `run`, but stops it (SIGKILL) after `seconds` and reports status 124:
  /// a command that hangs fails its test instead of hanging the suite.
  package static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    deadline seconds: Double
  ) throws -> CommandResult {
    try execute(arguments, in: directory, environment: environment, deadline: seconds)
  }
}

/// Kills a process that outlives its deadline, and remembers whether it had to.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var overran = false
  private var item: DispatchWorkItem?

  /// Starts watching process `identifier` for `seconds`.
  init(_ identifier: Int32, seconds: Double) {
    let item = DispatchWorkItem { [weak self] in
      self?.lock.withLock { self?.overran = true }
      kill(identifier, SIGKILL)
    }
    self.item = item
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
  }

  /// Stops watching; true when the deadline had passed and the process was killed.
  func finish() -> Bool {
    item?.cancel()
    return lock.withLock { overran }
  }
}
