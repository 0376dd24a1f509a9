#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (flock) on a lock file, held until `release` or the process ends.
public final class FileLock: @unchecked Sendable {
  /// The lock file.
  public let path: String
  private var descriptor: Int32

  /// Takes the lock on `path` (created when missing), without waiting.
  ///
  /// - Throws: `FileLockError.held` when another process holds it, `.cannotLock` when the
  ///   file cannot be opened or locked.
  public init(path: String) throws(FileLockError) {
    self.path = path
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .cannotLock(path: path, reason: SystemError.text())
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw .cannotLock(path: path, reason: "not a regular file")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { throw .held(path: path) }
      throw .cannotLock(path: path, reason: SystemError.text(code))
    }
  }

  /// Releases the lock (the file stays, empty, for the next run).
  public func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
