import Foundation

/// The temporary files and folders a run has made and not yet put in place or removed.
///
/// Writers register a temporary path when they create it and unregister it once it is renamed
/// into place or removed; on SIGINT or SIGTERM `InterruptCleanup` removes whatever is still
/// registered, so an interrupted run leaves no `.NAME.tmp-*` behind.
public enum TemporaryPaths {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []

  /// Registers `path` (a file or a folder) for removal should the run be interrupted.
  public static func register(_ path: String) {
    lock.withLock { _ = paths.insert(path) }
  }

  /// Forgets `path`: it was put in place or removed.
  public static func unregister(_ path: String) {
    lock.withLock { _ = paths.remove(path) }
  }

  /// The paths registered now, sorted.
  public static var registered: [String] { lock.withLock { paths.sorted() } }

  /// Removes every registered path (folders with their contents) and forgets them.
  public static func removeAll() {
    let all = lock.withLock {
      let all = paths
      paths.removeAll()
      return all
    }
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }
}
