import Foundation

extension PuzzleStore {
  /// The store a build writes to: a matching unfinished build at `path` resumed, or a new
  /// database; with `startOver`, an existing file (and its `-wal`, `-shm` and `-journal`) is
  /// removed first.
  ///
  /// - Throws: `BuildOutputError` for a file that cannot be removed, resumed or created.
  public static func forBuild(_ path: String, parameters: BuildParameters, startOver: Bool)
    throws(BuildOutputError) -> PuzzleStore
  {
    let manager = FileManager.default
    if manager.fileExists(atPath: path) {
      guard startOver else {
        do {
          return try resumeOrCreate(path, parameters: parameters)
        } catch {
          throw .cannotResume(error)
        }
      }
      for file in files(at: path) where manager.fileExists(atPath: file) {
        do {
          try manager.removeItem(atPath: file)
        } catch {
          throw .cannotRemove(path: file, reason: error.localizedDescription)
        }
      }
    }
    do {
      return try create(path, parameters: parameters)
    } catch {
      throw .cannotCreate(path: path, reason: "\(error)")
    }
  }

  /// The files of the database at `path`: itself and SQLite's `-wal`, `-shm` and `-journal`
  /// beside it (what starting over removes).
  public static func files(at path: String) -> [String] {
    ["", "-wal", "-shm", "-journal"].map { path + $0 }
  }
}
