import Foundation

extension CommandRunner {
  /// Runs `script` with bash in `directory`, with the built `unblocker` first on the `PATH`
  /// (and `NO_COLOR` set, standard input empty): commands exactly as README gives them.
  package static func shell(
    _ script: String, in directory: URL, environment: [String: String] = [:]
  ) throws -> CommandResult {
    var env = environment
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    env["PATH"] = productsDirectory.path + ":" + path
    return try execute(
      ["-c", script], in: directory, environment: env, deadline: nil,
      executable: URL(fileURLWithPath: "/bin/bash"))
  }
}
