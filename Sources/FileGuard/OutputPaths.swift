#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks a command's outputs before it does any work: none may be one of its inputs (with or
/// without `--force`), and none may exist unless replacing is allowed.
///
/// Paths are compared twice: by resolved path (symbolic links followed as far as the path
/// exists, `.` and `..` removed) and, for files that exist, by identity (device and inode), so
/// `./a.json`, `dir/../a.json`, a symbolic link and a hard link to `a.json` all count as
/// `a.json`. A dangling symbolic link counts as an existing output. An output that is a stream
/// (`-`, `/dev/stdout`, a FIFO: see `StreamOutput`) is written into, not replaced: it passes.
public enum OutputPaths {
  /// Checks `outputs` against `inputs`.
  ///
  /// - Parameters:
  ///   - outputs: the files the command will write.
  ///   - inputs: the files it reads.
  ///   - force: whether existing outputs may be replaced.
  /// - Throws: `OutputPathError.isInput` or `.exists`.
  public static func check(_ outputs: [String], inputs: [String], force: Bool)
    throws(OutputPathError)
  {
    let inputKeys = inputs.map { (path: $0, resolved: resolved($0), identity: identity($0)) }
    for output in outputs where !StreamOutput.isStream(output) {
      let outputResolved = resolved(output)
      let outputIdentity = identity(output)
      for input in inputKeys {
        let sameIdentity = outputIdentity != nil && outputIdentity == input.identity
        if sameIdentity || outputResolved == input.resolved {
          throw .isInput(output: output, input: input.path)
        }
      }
      if !force, occupied(output) { throw .exists(path: output) }
    }
  }

  /// True when anything is at `path`, a dangling symbolic link included.
  public static func occupied(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// The device and inode of the file at `path` (links followed), nil when there is none.
  static func identity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }

  /// The absolute path with links resolved as far as it exists; the missing tail appended.
  public static func resolved(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var head = absolute
    var tail: [Substring] = []
    while true {
      if let real = realpath(head, nil) {
        defer { free(real) }
        return normalised(String(cString: real) + tail.reversed().map { "/" + $0 }.joined())
      }
      guard let slash = head.lastIndex(of: "/"), slash != head.startIndex else {
        return normalised(absolute)
      }
      tail.append(head[head.index(after: slash)...])
      head = String(head[..<slash])
    }
  }

  /// `path` without empty, `.` and `..` components.
  private static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  private static func currentDirectory() -> String {
    guard let cwd = getcwd(nil, 0) else { return "." }
    defer { free(cwd) }
    return String(cString: cwd)
  }
}
