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

  /// True when colour may be used on standard output: a terminal, and `NO_COLOR` unset.
  static var colourOnStandardOutput: Bool {
    standardOutput.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
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

  /// Clears the line.
  func finish() {
    guard enabled else { return }
    Terminal.standardError.write("\r\u{1B}[K")
  }
}
