/// A deliberately simple second solver for the tests: it shares no code with the Pentominoes
/// module, fills the first empty cell in reading order with every piece and orientation that fits,
/// and counts the tilings. Slow, so used only on small searches.
enum NaiveTiler {
  /// The number of tilings of the board `mask` (rows of `#` and `.`).
  static func countTilings(mask: [String]) -> Int {
    var grid = mask.map { $0.map { $0 == "#" } }
    var width = grid.map(\.count).max() ?? 0
    grid = grid.map { $0 + Array(repeating: false, count: width - $0.count) }
    if width > grid.count {
      // Fill along the shorter side (transposing keeps the count: pieces may be reflected).
      grid = (0..<width).map { column in grid.map { $0[column] } }
      width = grid[0].count
    }
    let height = grid.count
    var free: [Bool] = grid.flatMap { $0 }
    // Each variant as (row, column) offsets from its first square in reading order.
    var variants: [[(row: Int, column: Int)]] = []
    var pieceOfVariant: [Int] = []
    for (piece, letter) in TilingChecker.shapeVariants.keys.sorted().enumerated() {
      for key in TilingChecker.shapeVariants[letter]! {
        let squares = key.map { (row: $0 / 100, column: $0 % 100) }.sorted {
          ($0.row, $0.column) < ($1.row, $1.column)
        }
        variants.append(
          squares.map { (row: $0.row - squares[0].row, column: $0.column - squares[0].column) })
        pieceOfVariant.append(piece)
      }
    }
    var used = Array(repeating: false, count: 12)
    var placed = 0
    func fill(from start: Int) -> Int {
      var first = start
      while first < free.count && !free[first] { first += 1 }
      if first == free.count { return placed == 12 ? 1 : 0 }
      let row = first / width
      let column = first % width
      var found = 0
      for (index, offsets) in variants.enumerated() where !used[pieceOfVariant[index]] {
        var cells: [Int] = []
        for offset in offsets {
          let r = row + offset.row
          let c = column + offset.column
          guard r < height, c >= 0, c < width, free[r * width + c] else { break }
          cells.append(r * width + c)
        }
        guard cells.count == 5 else { continue }
        for cell in cells { free[cell] = false }
        used[pieceOfVariant[index]] = true
        placed += 1
        found += fill(from: first)
        placed -= 1
        used[pieceOfVariant[index]] = false
        for cell in cells { free[cell] = true }
      }
      return found
    }
    return fill(from: 0)
  }
}
