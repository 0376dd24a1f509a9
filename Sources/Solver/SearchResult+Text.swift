import Imaging
import Puzzle

extension SearchResult {
  /// `solve`'s text: the moves numbered from 1 and the final board, or the proof that no
  /// solution exists; the search statistics when `stats`.
  public func text(stats: Bool, colour: Bool) -> String {
    let printer = BoardPrinter(colour: colour)
    var output = ""
    if let solution {
      output +=
        "\(solution.count) \(solution.count == 1 ? "move" : "moves") (optimal), exit \(puzzle.exit)\n"
      for (index, move) in solution.moves.enumerated() {
        output += "\(index + 1). \(move)\n"
      }
      output += printer.render(solution.boards.last ?? puzzle.board, exit: puzzle.exit)
    } else {
      output += "unsolvable: all \(statistics.distinctPositions) reachable positions "
      output += "were examined and none frees the prisoner through exit \(puzzle.exit)\n"
      output += printer.render(puzzle)
    }
    if stats { output += statistics.table }
    return output
  }
}

extension SearchStatistics {
  /// The statistics as a small table: the totals, then positions examined and enqueued per
  /// depth.
  public var table: String {
    var output = "\nsearch: \(examinedPositions) positions examined, "
    output += "\(distinctPositions) distinct, largest queue \(largestQueue), "
    output += "\(Decimals.fixed(elapsedSeconds * 1000, 3)) ms\n"
    output += "depth  examined  enqueued\n"
    for level in levels {
      output +=
        Decimals.rightAligned(level.depth, 5) + "  " + Decimals.rightAligned(level.examined, 8)
        + "  " + Decimals.rightAligned(level.enqueued, 8) + "\n"
    }
    return output
  }
}
