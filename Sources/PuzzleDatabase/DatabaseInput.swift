import Foundation
import StrictJSON

/// The files `db` reads: a finished database, a list of `MOVES BOARD CLUSTER_SIZE` lines.
public enum DatabaseInput {
  /// Opens the puzzle database at `path` to read.
  ///
  /// - Throws: `DatabaseJobError.cannotOpen` when the file is missing, `.invalid` when it is
  ///   not a database of this format.
  public static func store(_ path: String) throws(DatabaseJobError) -> PuzzleStore {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .cannotOpen(
        "\(path): no such file; give a database made by 'unblocker db build' or 'db merge'")
    }
    do {
      return try PuzzleStore.open(path)
    } catch {
      throw .invalid(error.description)
    }
  }

  /// Reads a list of `MOVES BOARD CLUSTER_SIZE` lines (Michael Fogleman's format).
  ///
  /// - Throws: `DatabaseJobError.cannotOpen` when it cannot be read, `.invalid` when a line
  ///   is malformed or the list holds none.
  public static func clusterList(_ path: String) throws(DatabaseJobError) -> [ClusterCheck] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .cannotOpen(
        "\(path): cannot read the cluster list (\(error.localizedDescription)); give an "
          + "existing file of 'MOVES BOARD CLUSTER_SIZE' lines")
    }
    var checks: [ClusterCheck] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      do {
        if let check = try ClusterCheck(line: line, number: index + 1) { checks.append(check) }
      } catch {
        throw .invalid("\(path): \(error)")
      }
    }
    guard !checks.isEmpty else {
      throw .invalid(
        "\(path): no lines to check; write one 'MOVES BOARD CLUSTER_SIZE' line per board")
    }
    return checks
  }

  /// Puzzles as `MOVES BOARD CLUSTER_SIZE` lines, or one JSON object per line.
  public static func lines(_ entries: [PuzzleEntry], json: Bool) -> String {
    entries.map { json ? JSONText.line($0) : $0.line + "\n" }.joined()
  }
}
