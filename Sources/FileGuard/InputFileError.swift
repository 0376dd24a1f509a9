/// Why an input file could not be read; each case names the file.
public enum InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing is at `path`, or the system refused to open it; `reason` is the system's.
  case cannotOpen(path: String, reason: String)
  /// `path` is a folder.
  case isFolder(path: String)
  /// `path` is a FIFO, a device or a socket: reading it could block forever, so it is refused
  /// before it is opened. `kind` says which.
  case notRegularFile(path: String, kind: String)
  /// The file holds more than `limit` bytes.
  case tooLarge(path: String, limit: Int)
  /// Reading failed part way; `reason` is the system's.
  case readFailed(path: String, reason: String)

  /// The file at fault.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .isFolder(let path), .notRegularFile(let path, _),
      .tooLarge(let path, _), .readFailed(let path, _):
      path
    }
  }

  /// What failed, without the path: `not a regular file (a FIFO)`, for messages that name the
  /// file themselves.
  public var reason: String {
    switch self {
    case .cannotOpen(_, let reason): reason
    case .isFolder: "it is a folder"
    case .notRegularFile(_, let kind): "not a regular file (\(kind))"
    case .tooLarge(_, let limit): "larger than the limit of \(ByteCount.text(limit))"
    case .readFailed(_, let reason): reason
    }
  }

  /// `PATH: cannot read the file (REASON); what to do`.
  public var description: String {
    let path = Printable.path(path)
    switch self {
    case .notRegularFile:
      return "\(path): \(reason); give a regular file (FIFOs, devices and sockets are refused)"
    case .tooLarge:
      return "\(path): the file is \(reason); give a smaller file"
    default:
      return "\(path): cannot read the file (\(reason)); check the path and its permissions"
    }
  }
}
