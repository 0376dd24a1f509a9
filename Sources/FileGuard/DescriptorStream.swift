#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An unbuffered text stream on a file descriptor: standard output and error for the command's
/// lines, messages and progress.
public struct DescriptorStream: Sendable {
  /// The file descriptor written to.
  public let descriptor: Int32

  /// A stream on `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard input (only ever asked whether it is a terminal).
  public static let standardInput = DescriptorStream(descriptor: 0)
  /// Standard output.
  public static let standardOutput = DescriptorStream(descriptor: 1)
  /// Standard error: diagnostics and progress.
  public static let standardError = DescriptorStream(descriptor: 2)

  /// Writes `text` unbuffered (a closed or broken stream drops the rest).
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// True when the stream is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }
}
