import FileGuard
import Foundation

/// A one-line progress display on standard error, shown only on a terminal; safe to advance
/// from any thread.
public final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let label: String
  private let stream: DescriptorStream
  private let enabled: Bool
  private let lock = NSLock()
  private var done = 0
  private var lastDraw = Date.distantPast

  /// Creates a progress line for `total` items on `stream`; silent unless it is a terminal.
  public init(total: Int, label: String, stream: DescriptorStream = .standardError) {
    self.total = total
    self.label = label
    self.stream = stream
    self.enabled = stream.isTerminal
  }

  /// Counts `count` more items done, redrawing at most ten times a second.
  public func advance(by count: Int = 1) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done += count
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = now
    let percent = total > 0 ? done * 100 / total : 100
    stream.write("\r\(label) \(done)/\(total) (\(percent)%)\u{1B}[K")
  }

  /// Shows `label: text` as the line, for a progress the caller words itself (no count of
  /// items), redrawing at most five times a second.
  public func show(_ text: @autoclosure () -> String) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    guard now.timeIntervalSince(lastDraw) >= 0.2 else { return }
    lastDraw = now
    stream.write("\r\(label): \(text())\u{1B}[K")
  }

  /// Clears the line before other output; the next `advance` draws it again.
  public func clear() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    lastDraw = .distantPast
    stream.write("\r\u{1B}[K")
  }

  /// Clears the line.
  public func finish() {
    guard enabled else { return }
    stream.write("\r\u{1B}[K")
  }
}
