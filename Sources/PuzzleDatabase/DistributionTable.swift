import Imaging

/// The table `db stats` prints: the puzzles per optimal move count (rows) and number of blocks
/// (columns), with the totals of each row and column.
public enum DistributionTable {
  /// The table of `cells` (`PuzzleQuery.distribution`'s), one line per move count.
  public static func text(_ cells: [(moves: Int, blocks: Int, count: Int)]) -> String {
    let blockCounts = Array(Set(cells.map(\.blocks))).sorted()
    let moveCounts = Array(Set(cells.map(\.moves))).sorted()
    var counts: [Int: [Int: Int]] = [:]
    for cell in cells { counts[cell.moves, default: [:]][cell.blocks] = cell.count }
    let width = max(6, String(cells.map(\.count).max() ?? 0).count + 1)
    let pad = { (value: String) in Decimals.rightAligned(value, width) }
    var text = pad("moves") + blockCounts.map { pad("\($0)b") }.joined() + pad("total") + "\n"
    for moves in moveCounts {
      let row = counts[moves] ?? [:]
      text += pad("\(moves)") + blockCounts.map { pad(row[$0].map(String.init) ?? "-") }.joined()
      text += pad("\(row.values.reduce(0, +))") + "\n"
    }
    let totals = blockCounts.map { blocks in
      cells.filter { $0.blocks == blocks }.reduce(0) { $0 + $1.count }
    }
    text += pad("total") + totals.map { pad("\($0)") }.joined() + pad("\(totals.reduce(0, +))") + "\n"
    return text
  }
}
