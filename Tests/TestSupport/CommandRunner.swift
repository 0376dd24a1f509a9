import Foundation

/// What one run of the built `unblocker` binary printed and returned.
package struct CommandResult: Sendable {
  /// The exit status.
  package var status: Int32
  /// Everything written to standard output.
  package var standardOutput: String
  /// Everything written to standard error.
  package var standardError: String
}

/// Runs the built `unblocker` executable, as a user would.
package enum CommandRunner {
  /// The folder holding the built products (`.build/debug` or similar).
  package static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      return Bundle.main.bundleURL
    #else
      return Bundle.main.bundleURL
    #endif
  }

  /// Runs `unblocker` with `arguments` in `directory` (the repository root by default),
  /// with `NO_COLOR` set and standard input empty.
  package static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> CommandResult {
    try execute(arguments, in: directory, environment: environment, deadline: nil)
  }

  /// Runs `unblocker`; with a `deadline` (seconds), a watchdog kills it then and the result's
  /// status is `timedOutStatus`.
  static func execute(
    _ arguments: [String], in directory: URL?, environment: [String: String], deadline: Double?,
    executable: URL? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable ?? productsDirectory.appendingPathComponent("unblocker")
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
    let watchdog = deadline.map { Watchdog(process.processIdentifier, seconds: $0) }
    // Read both pipes concurrently so a full pipe never blocks the child.
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
    let overran = watchdog?.finish() ?? false
    return CommandResult(
      status: overran ? timedOutStatus : process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
