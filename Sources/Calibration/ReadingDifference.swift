import Puzzle
import Scanner

/// What differs between a label's puzzle and a scan's reading, tile by tile, for people.
public enum ReadingDifference {
  /// The differences between `label` and the scan `read` (nil when the scan failed).
  ///
  /// - Parameters:
  ///   - label: the labelled puzzle.
  ///   - read: the puzzle the scan read, nil when it read none.
  ///   - failure: why the scan read none.
  /// - Returns: one entry per tile whose class differs (`tile (2,3): read empty, label block`),
  ///   per block whose cells differ, and for the exit; empty when the reading is exact.
  public static func between(label: Puzzle, read: Puzzle?, failure: ScanError?) -> [String] {
    guard let read else {
      return ["no reading: \(failure?.description ?? "the scan failed")"]
    }
    var differences: [String] = []
    var classesAgree = true
    for index in 0..<36 {
      let cell = Cell(index: index)
      let expected = TileClass(notation: label.board[cell])
      let found = TileClass(notation: read.board[cell])
      if expected != found {
        classesAgree = false
        differences.append("tile \(cell): read \(found), label \(expected)")
      }
    }
    if classesAgree {
      for block in label.board.slidingBlocks {
        let readBlock = read.board.block(at: block.origin)
        if readBlock?.cells != block.cells {
          let readCells = readBlock.map { cells($0.cells) } ?? "nothing"
          differences.append(
            "block at \(block.origin): read cells \(readCells), label \(cells(block.cells))")
        }
      }
    }
    if read.exit != label.exit {
      differences.append("exit: read \(read.exit), label \(label.exit)")
    }
    return differences
  }

  private static func cells(_ cells: [Cell]) -> String {
    cells.map(\.description).joined(separator: " ")
  }
}
