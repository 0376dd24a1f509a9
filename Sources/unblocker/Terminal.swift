import FileGuard
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal facts and output streams for the command.
enum Terminal {
  /// A stream that writes to a file descriptor.
  struct Stream: Sendable {
    let descriptor: Int32

    /// Writes `text` unbuffered.
    func write(_ text: String) {
      var bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
          #if canImport(Glibc)
            Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          #else
            Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          #endif
        }
        if written <= 0 { return }
        offset += written
      }
    }

    /// True when the stream is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }
  }

  /// Standard input (only ever asked whether it is a terminal).
  static let standardInput = Stream(descriptor: 0)
  /// Standard output.
  static let standardOutput = Stream(descriptor: 1)
  /// Standard error: diagnostics and progress.
  static let standardError = Stream(descriptor: 2)

  /// Where a command prints its own lines when it writes a file to `output`: standard error
  /// when that file is standard output itself (`-o -`), so the two never mix; else standard
  /// output.
  static func messages(besides output: String?) -> Stream {
    output.map(StreamOutput.isStandardOutput) == true ? standardError : standardOutput
  }

  /// Prints `message` on standard error as an `error:` line.
  static func printError(_ message: String) {
    standardError.write("error: \(message)\n")
  }

  /// Whether to colour an output: `--color always` or `never` decide; with `auto`, a
  /// non-empty `NO_COLOR` turns colour off, else a `FORCE_COLOR` other than empty or `0` turns
  /// it on, else `TERM=dumb` turns it off, else a terminal has it.
  ///
  /// - Parameters:
  ///   - choice: the `--color` argument.
  ///   - environment: the process environment.
  ///   - isTerminal: whether the output is a terminal.
  static func colour(
    _ choice: ColourOptions.Choice, environment: [String: String], isTerminal: Bool
  ) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
      if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}

/// A one-line progress display on standard error, shown only on a terminal.
final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let label: String
  private let enabled: Bool
  private let lock = NSLock()
  private var done = 0
  private var lastDraw = Date.distantPast

  /// Creates a progress line for `total` items; silent unless stderr is a terminal.
  init(total: Int, label: String) {
    self.total = total
    self.label = label
    self.enabled = Terminal.standardError.isTerminal
  }

  /// Counts `count` more items done, redrawing at most ten times a second.
  func advance(by count: Int = 1) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done += count
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = now
    let percent = total > 0 ? done * 100 / total : 100
    Terminal.standardError.write("\r\(label) \(done)/\(total) (\(percent)%)\u{1B}[K")
  }

  /// Clears the line before other output; the next `advance` draws it again.
  func clear() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    lastDraw = .distantPast
    Terminal.standardError.write("\r\u{1B}[K")
  }

  /// Clears the line.
  func finish() {
    guard enabled else { return }
    Terminal.standardError.write("\r\u{1B}[K")
  }
}
