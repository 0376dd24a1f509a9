import Foundation

extension ShardCheck.Report {
  /// The report as `db check` prints it: each disagreement, the owned lines and stored puzzles
  /// per level, then a summary naming `file` and the list's lowest complete level `minMoves`.
  public func text(file: String, minMoves: Int) -> String {
    var text = failures.map { $0 + "\n" }.joined()
    text += "moves  owned lines  stored\n"
    for level in levels {
      text += String(format: "%5d  %11d  %6d\n", level.moves, level.owned, level.stored)
    }
    text += "\(file): \(matched) of \(owned) lines owned matched "
      + "(\(linesAtLevels) lines from \(minMoves) moves: \(otherShards) of other "
      + "shards, \(outsideBuild) outside the build); \(stored) stored; "
      + "\(failures.count) failures\n"
    return text
  }
}
