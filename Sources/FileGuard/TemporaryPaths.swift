import Foundation

/// The temporary files and folders a run has made and not yet put in place or removed.
///
/// Writers register a temporary path in `shared` when they create it and unregister it once it
/// is renamed into place or removed; on SIGINT or SIGTERM `InterruptCleanup` removes whatever
/// is still registered, so an interrupted run leaves no `.NAME.tmp-*` behind.
public final class TemporaryPaths: @unchecked Sendable {
  /// The registry of this process, the one `InterruptCleanup` empties.
  public static let shared = TemporaryPaths()

  private let lock = NSLock()
  private var paths: Set<String> = []

  /// An empty registry (tests make their own; the process uses `shared`).
  public init() {}

  /// Registers `path` (a file or a folder) for removal should the run be interrupted.
  public func register(_ path: String) {
    lock.withLock { _ = paths.insert(path) }
  }

  /// Forgets `path`: it was put in place or removed.
  public func unregister(_ path: String) {
    lock.withLock { _ = paths.remove(path) }
  }

  /// The paths registered now, sorted.
  public var registered: [String] { lock.withLock { paths.sorted() } }

  /// Removes every registered path (folders with their contents) and forgets them.
  public func removeAll() {
    let all = lock.withLock {
      let all = paths
      paths.removeAll()
      return all
    }
    for path in all {
      // A worker may still be writing into a folder while it is removed (the removal then
      // fails on a folder that is not empty): try again a few times.
      for _ in 0..<5 {
        guard (try? FileManager.default.removeItem(atPath: path)) == nil,
          FileManager.default.fileExists(atPath: path)
        else { break }
      }
    }
  }
}
