#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens input files safely, for every command: regular files only (a FIFO, a device or a
/// socket is refused before it is opened, since reading one can block forever), `-` as
/// standard input, and a size limit either way.
public enum InputFile {
  /// The name that means standard input.
  public static let standardInputName = "-"

  /// The default limit for small structured files (themes, labels, baselines, lists).
  public static let textLimit = 64 << 20

  /// Checks, without opening it, that `path` names a regular file (symbolic links followed).
  ///
  /// - Throws: `InputFileError.cannotOpen` (missing, no permission), `.isFolder`,
  ///   `.notRegularFile`.
  public static func check(_ path: String) throws(InputFileError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .cannotOpen(path: path, reason: SystemError.text())
    }
    try checkKind(status.st_mode, path: path)
  }

  /// Reads the whole file at `path` (or standard input for `-`), at most `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: the file; `-` reads standard input.
  ///   - limit: the most bytes accepted; a longer file is refused.
  ///   - allowsStandardInput: whether `-` means standard input (else it is a file name).
  /// - Returns: the bytes.
  /// - Throws: `InputFileError`.
  public static func read(
    _ path: String, limit: Int = textLimit, allowsStandardInput: Bool = false
  ) throws(InputFileError) -> [UInt8] {
    if allowsStandardInput, path == standardInputName {
      return try drain(STDIN_FILENO, path: "<standard input>", limit: limit)
    }
    try check(path)
    // O_NONBLOCK: should the path become a FIFO between the check and the open, opening it
    // still returns at once; fstat below then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: SystemError.text()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .readFailed(path: path, reason: SystemError.text())
    }
    try checkKind(status.st_mode, path: path)
    if status.st_size > limit { throw .tooLarge(path: path, limit: limit) }
    return try drain(descriptor, path: path, limit: limit)
  }

  /// Reads the file at `path` as text: UTF-8, invalid bytes replaced by U+FFFD.
  ///
  /// - Throws: `InputFileError`.
  public static func readText(
    _ path: String, limit: Int = textLimit, allowsStandardInput: Bool = false
  ) throws(InputFileError) -> String {
    String(
      decoding: try read(path, limit: limit, allowsStandardInput: allowsStandardInput),
      as: UTF8.self)
  }

  /// Refuses anything but a regular file.
  private static func checkKind(_ mode: mode_t, path: String) throws(InputFileError) {
    switch mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw .isFolder(path: path)
    case S_IFIFO: throw .notRegularFile(path: path, kind: "a FIFO")
    case S_IFCHR: throw .notRegularFile(path: path, kind: "a character device")
    case S_IFBLK: throw .notRegularFile(path: path, kind: "a block device")
    case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
    default: throw .notRegularFile(path: path, kind: "not a file")
    }
  }

  /// Reads `descriptor` to its end, refusing more than `limit` bytes.
  private static func drain(_ descriptor: Int32, path: String, limit: Int)
    throws(InputFileError) -> [UInt8]
  {
    var bytes = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { raw in
        posixRead(descriptor, raw.baseAddress, raw.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN { throw .notRegularFile(path: path, kind: "it would block") }
        throw .readFailed(path: path, reason: SystemError.text())
      }
      if count == 0 { return bytes }
      if bytes.count + count > limit { throw .tooLarge(path: path, limit: limit) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}

/// POSIX read(2), under a name that does not clash with `InputFile.read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
