/// Why the file a build writes cannot be opened: it cannot be removed to start over, it holds
/// another build, or it cannot be created.
public enum BuildOutputError: Error, Sendable, CustomStringConvertible {
  /// A file of the old database (`-wal`, `-shm`, `-journal` included) cannot be removed.
  case cannotRemove(path: String, reason: String)
  /// The existing file cannot be resumed (another build's, not a database, ...).
  case cannotResume(PuzzleDatabaseError)
  /// The new database cannot be created.
  case cannotCreate(path: String, reason: String)

  /// What failed, on which file, and what to do.
  public var description: String {
    switch self {
    case .cannotRemove(let path, let reason):
      "\(path): cannot remove it to start over (\(reason))"
    case .cannotResume(let error):
      "\(error.description) (the output exists: --force overwrites it)"
    case .cannotCreate(let path, let reason):
      "\(path): cannot create the database (\(reason)); check the folder exists and is writable"
    }
  }
}
