/// An independent checker of pentomino tilings, written apart from the solver: it shares no code
/// with the Pentominoes module and works on letter grids (`.` a hole, a letter a piece's cell).
enum TilingChecker {
  typealias Square = (row: Int, column: Int)

  /// The twelve pentominoes, drawn independently of the solver's own table.
  static let shapes: [Character: [String]] = [
    "F": [".##", "##.", ".#."],
    "I": ["#", "#", "#", "#", "#"],
    "L": ["#.", "#.", "#.", "##"],
    "N": [".#", ".#", "##", "#."],
    "P": ["##", "##", "#."],
    "T": ["###", ".#.", ".#."],
    "U": ["#.#", "###"],
    "V": ["#..", "#..", "###"],
    "W": ["#..", "##.", ".##"],
    "X": [".#.", "###", ".#."],
    "Y": [".#", "##", ".#", ".#"],
    "Z": ["##.", ".#.", ".##"],
  ]

  /// A set of squares as a sorted key, after moving its top-left to the origin.
  static func key(_ squares: [Square]) -> [Int] {
    let top = squares.map(\.row).min() ?? 0
    let left = squares.map(\.column).min() ?? 0
    return squares.map { ($0.row - top) * 100 + ($0.column - left) }.sorted()
  }

  /// The keys of every rotation and reflection of `squares`.
  static func variants(_ squares: [Square]) -> Set<[Int]> {
    var result: Set<[Int]> = []
    var current = squares
    for _ in 0..<4 {
      current = current.map { (row: $0.column, column: -$0.row) }  // a quarter turn
      result.insert(key(current))
      result.insert(key(current.map { (row: $0.row, column: -$0.column) }))  // and its mirror
    }
    return result
  }

  static let shapeVariants: [Character: Set<[Int]>] = shapes.mapValues { picture in
    var squares: [Square] = []
    for (row, line) in picture.enumerated() {
      for (column, mark) in line.enumerated() where mark == "#" {
        squares.append((row, column))
      }
    }
    return variants(squares)
  }

  /// The problems with `grid` as a tiling of the board `mask` (both lists of equal-length rows,
  /// the mask of `#` and `.`); empty when it is a valid tiling.
  static func problems(grid: [String], mask: [String]) -> [String] {
    var problems: [String] = []
    guard grid.count == mask.count else {
      return ["\(grid.count) rows, the board has \(mask.count)"]
    }
    var squaresOf: [Character: [Square]] = [:]
    for (row, (line, maskLine)) in zip(grid, mask).enumerated() {
      let letters = Array(line)
      let marks = Array(maskLine)
      guard letters.count == marks.count else {
        problems.append("row \(row): \(letters.count) columns, the board has \(marks.count)")
        continue
      }
      for column in letters.indices {
        switch (letters[column], marks[column]) {
        case (".", "."): break
        case (".", _): problems.append("cell (\(row), \(column)) is not covered")
        case (let letter, "#"): squaresOf[letter, default: []].append((row, column))
        case (let letter, _):
          problems.append("hole (\(row), \(column)) is covered by \(letter)")
        }
      }
    }
    for letter in squaresOf.keys where shapes[letter] == nil {
      problems.append("\(letter) is not a pentomino")
    }
    for (letter, variants) in shapeVariants {
      guard let squares = squaresOf[letter] else {
        problems.append("\(letter) is missing")
        continue
      }
      if squares.count != 5 {
        problems.append("\(letter) covers \(squares.count) cells")
      } else if !variants.contains(key(squares)) {
        problems.append("\(letter)'s cells do not form the \(letter) pentomino")
      }
    }
    return problems
  }

  /// The images of a letter grid under the rotations and reflections that keep the board's mask
  /// unchanged (the identity included), as joined strings.
  static func symmetricImages(grid: [String], mask: [String]) -> [String] {
    func transforms(_ rows: [[Character]]) -> [[[Character]]] {
      func rotate(_ g: [[Character]]) -> [[Character]] {  // a quarter turn clockwise
        guard let width = g.first?.count else { return g }
        return (0..<width).map { c in (0..<g.count).reversed().map { r in g[r][c] } }
      }
      var result: [[[Character]]] = []
      var current = rows
      for _ in 0..<4 {
        result.append(current)
        result.append(current.map { $0.reversed() })
        current = rotate(current)
      }
      return result
    }
    let maskImages = transforms(mask.map(Array.init))
    let gridImages = transforms(grid.map(Array.init))
    let original = mask.map(Array.init)
    return zip(maskImages, gridImages).compactMap { maskImage, gridImage in
      maskImage == original ? gridImage.map { String($0) }.joined(separator: "/") : nil
    }
  }

  /// The number of distinct tilings up to the board's symmetries, by canonical forms.
  static func orbitCount(of grids: [[String]], mask: [String]) -> Int {
    Set(grids.map { symmetricImages(grid: $0, mask: mask).min()! }).count
  }
}
