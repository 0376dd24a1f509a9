/// Why a lock could not be taken.
public enum FileLockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another process holds the lock.
  case held(path: String)
  /// The lock file could not be opened or locked; `reason` is the system's.
  case cannotLock(path: String, reason: String)

  /// `PATH: what failed; what to do`.
  public var description: String {
    switch self {
    case .held(let path):
      "\(Printable.path(path)): another run is writing this report (it holds the lock); wait "
        + "for it to finish or write elsewhere"
    case .cannotLock(let path, let reason):
      "\(Printable.path(path)): cannot take the lock (\(reason)); check the folder is writable"
    }
  }
}
