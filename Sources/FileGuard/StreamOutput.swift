#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Outputs that are written into rather than replaced: `-` (standard output), `/dev/stdout`,
/// `/dev/stderr`, `/dev/fd/N`, and any existing FIFO, character device or socket.
///
/// Every other output is written atomically (a temporary file, then a rename); doing that to
/// one of these would replace the device node or FIFO by a regular file, so the reader at the
/// other end would never see the data. Writing into one needs no `--force`: nothing is
/// replaced.
public enum StreamOutput {
  /// The name that means standard output.
  public static let standardOutputName = "-"

  /// True when `path` is written into rather than replaced.
  public static func isStream(_ path: String) -> Bool {
    if path == standardOutputName || descriptor(named: path) != nil { return true }
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    switch status.st_mode & S_IFMT {
    case S_IFIFO, S_IFCHR, S_IFSOCK: return true
    default: return false
    }
  }

  /// True when `path` names standard output itself (`-`, `/dev/stdout`, `/dev/fd/1`): a
  /// command writing a file there prints its messages on standard error instead.
  public static func isStandardOutput(_ path: String) -> Bool {
    descriptor(named: path) == STDOUT_FILENO
  }

  /// The open descriptor a path names directly: 1 for `-` and `/dev/stdout`, 2 for
  /// `/dev/stderr`, N for `/dev/fd/N` and `/proc/self/fd/N`; nil for any other path.
  ///
  /// Writing to the descriptor itself (not to the file it is open on, opened again) keeps its
  /// offset: output redirected to a file with `>>` is appended to, not written over.
  static func descriptor(named path: String) -> Int32? {
    switch path {
    case standardOutputName, "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
      }
      return nil
    }
  }

  /// Writes `bytes` into the stream `path` (see `isStream`), opening it when it is a FIFO or
  /// device (a FIFO waits for its reader).
  ///
  /// - Returns: nil on success, else why it failed (`strerror` text).
  public static func write(_ bytes: [UInt8], to path: String) -> String? {
    if let descriptor = descriptor(named: path) { return write(bytes, descriptor: descriptor) }
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return SystemError.text() }
    let failure = write(bytes, descriptor: descriptor)
    if close(descriptor) != 0, failure == nil { return SystemError.text() }
    return failure
  }

  /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
  private static func write(_ bytes: [UInt8], descriptor: Int32) -> String? {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        posixWrite(descriptor, raw.baseAddress! + written, raw.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return SystemError.text()
      }
      written += count
    }
    return nil
  }
}

/// POSIX write(2), under a name that does not clash with `StreamOutput.write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
