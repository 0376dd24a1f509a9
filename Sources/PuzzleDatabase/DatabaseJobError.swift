/// Why a `db` job failed: a file it reads cannot be opened or is not what it should be, its
/// output cannot be written, or the file disagrees with what it is checked against.
public enum DatabaseJobError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A file to read does not exist or cannot be read.
  case cannotOpen(String)
  /// A file to read is not a puzzle database of this format, or a list is malformed or empty.
  case invalid(String)
  /// The output exists (without starting over) or cannot be written.
  case cannotWrite(String)
  /// A check found the file disagreeing with its reference, or nothing matched.
  case disagreement(String)

  /// What failed, on which file, and what to do.
  public var description: String {
    switch self {
    case .cannotOpen(let message), .invalid(let message), .cannotWrite(let message),
      .disagreement(let message):
      message
    }
  }
}
