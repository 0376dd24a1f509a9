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
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("unblocker")
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? Fixtures.repositoryRoot
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let identifier = process.processIdentifier
    let overran = OverranFlag()
    let watchdog = DispatchWorkItem {
      overran.set()
      kill(identifier, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return CommandResult(
      status: overran.isSet ? timedOutStatus : process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

/// Set once by the watchdog, read after the process ended.
private final class OverranFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
