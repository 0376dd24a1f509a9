extension PentominoBoard {
  /// The number of cells the twelve pentominoes cover.
  public static let pentominoArea = 60

  /// Refuses a board that cannot be tiled for a simple reason, before any search.
  ///
  /// Checks, in order: the board has exactly 60 cells; every connected region of cells (joined
  /// through shared edges) has a size that is a multiple of 5, the first such region found in
  /// row-major order being reported.
  /// - Throws: `PentominoError.wrongCellCount` or `PentominoError.regionNotMultipleOfFive`.
  public func checkTileable() throws {
    let count = mask.reduce(0) { $0 + ($1 ? 1 : 0) }
    guard count == Self.pentominoArea else {
      throw PentominoError.wrongCellCount(board: name, cells: count)
    }
    for region in regions() where region.count % 5 != 0 {
      throw PentominoError.regionNotMultipleOfFive(
        board: name, size: region.count, containing: region[0])
    }
  }

  /// The connected regions of cells (edge-adjacent), each sorted row-major, in the row-major
  /// order of their first cells.
  public func regions() -> [[BoardCell]] {
    var seen = Array(repeating: false, count: mask.count)
    var result: [[BoardCell]] = []
    for start in 0..<mask.count where mask[start] && !seen[start] {
      var region: [BoardCell] = []
      var pending = [start]
      seen[start] = true
      while let index = pending.popLast() {
        let cell = BoardCell(row: index / columns, column: index % columns)
        region.append(cell)
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
          let next = BoardCell(row: cell.row + dr, column: cell.column + dc)
          let nextIndex = next.row * columns + next.column
          if contains(next) && !seen[nextIndex] {
            seen[nextIndex] = true
            pending.append(nextIndex)
          }
        }
      }
      result.append(region.sorted())
    }
    return result
  }
}
