import Puzzle

/// Lists, in a fixed order, every signature that has at least one layout: up to
/// `maxWalls` walls, then the pieces of rows 0, 1, 3, 4, 5 and columns 0-5, with at most
/// `maxPieces` pieces, prisoner included.
///
/// The space is the published enumeration's (Michael Fogleman's rush, `enumerator.cpp`): no
/// line is filled (a row's pieces and walls, or a column's pieces, covering all six cells:
/// such pieces never move), and the prisoner never has a wall to its right (it could never
/// leave).
///
/// Line by line it keeps the distinct occupancies that the lines chosen so far can take; a
/// choice that leaves none is dropped with everything below it, so impossible signatures
/// cost almost nothing. The walls and the first three lines form a `SignaturePrefix`: the
/// prefixes are listed cheaply, and the signatures below one prefix are enumerated alone, so
/// a shard walks only its own part of the space and each core can take a prefix.
public struct SignatureEnumerator: Sendable {
  /// The most sliding pieces, prisoner included.
  public let maxPieces: Int
  /// The most walls.
  public let maxWalls: Int

  /// The lines after the walls, in enumeration order: rows 0, 1, 3, 4, 5, then columns 0-5.
  static let lines: [(horizontal: Bool, line: Int)] =
    [0, 1, 3, 4, 5].map { (horizontal: true, line: $0) } + (0..<6).map { (horizontal: false, line: $0) }

  /// Per line of `lines` and content of `Signature.lineContents`: the occupancies it can take.
  static let options: [[[UInt64]]] = lines.map { line in
    Signature.lineContents.map { placements(of: $0, horizontal: line.horizontal, line: line.line) }
  }

  /// Creates an enumerator.
  public init(maxPieces: Int, maxWalls: Int) {
    self.maxPieces = maxPieces
    self.maxWalls = maxWalls
  }

  /// Every possible signature, in enumeration order.
  public func all() -> [Signature] {
    var result: [Signature] = []
    forEach { result.append($0) }
    return result
  }

  /// Calls `body` with every possible signature, in enumeration order.
  public func forEach(_ body: (Signature) -> Void) {
    for prefix in prefixes() { forEach(in: prefix, body) }
  }

  /// Every prefix with at least one signature below it, in enumeration order (`ordinal`
  /// counts from 0).
  public func prefixes() -> [SignaturePrefix] {
    var result: [SignaturePrefix] = []
    for walls in wallSets() {
      let start = startOccupancies(walls)
      guard !start.isEmpty else { continue }
      var contents: [UInt8] = []
      func visit(_ depth: Int, _ occupancies: [UInt64], _ pieces: Int) {
        if depth == SignaturePrefix.rows.count {
          // Leaving every later line empty completes any prefix that has a layout.
          result.append(SignaturePrefix(walls: walls, contents: contents, ordinal: result.count))
          return
        }
        for content in Signature.lineContents.indices {
          guard let next = extend(occupancies, depth: depth, content: content, pieces: pieces, walls: walls)
          else { continue }
          contents.append(UInt8(content))
          visit(depth + 1, next, pieces + Signature.lineContents[content].count)
          contents.removeLast()
        }
      }
      visit(0, start, 1)
    }
    return result
  }

  /// Calls `body` with every signature below `prefix`, in enumeration order.
  public func forEach(in prefix: SignaturePrefix, _ body: (Signature) -> Void) {
    forEachWhile(in: prefix) { signature in
      body(signature)
      return true
    }
  }

  /// Calls `body` with the signatures below `prefix`, in enumeration order, until it returns
  /// false.
  ///
  /// - Returns: false when `body` stopped the enumeration.
  @discardableResult
  public func forEachWhile(in prefix: SignaturePrefix, _ body: (Signature) -> Bool) -> Bool {
    guard let (occupancies, pieces) = prefixOccupancies(prefix) else { return true }
    var going = true
    var rows = [UInt8](repeating: 0, count: 6)
    var columns = [UInt8](repeating: 0, count: 6)
    rows[Signature.exitRow] = 1
    for (index, row) in SignaturePrefix.rows.enumerated() { rows[row] = prefix.contents[index] }
    let lines = SignatureEnumerator.lines
    func visit(_ depth: Int, _ occupancies: [UInt64], _ pieces: Int) {
      if depth == lines.count {
        going = body(Signature(walls: prefix.walls, rows: rows, columns: columns))
        return
      }
      let (horizontal, line) = lines[depth]
      for content in Signature.lineContents.indices where going {
        guard let next = extend(occupancies, depth: depth, content: content, pieces: pieces, walls: prefix.walls)
        else { continue }
        if horizontal { rows[line] = UInt8(content) } else { columns[line] = UInt8(content) }
        visit(depth + 1, next, pieces + Signature.lineContents[content].count)
        if horizontal { rows[line] = 0 } else { columns[line] = 0 }
      }
    }
    visit(SignaturePrefix.rows.count, occupancies, pieces)
    return going
  }

  /// The distinct occupancies of the walls, the prisoner and the prefix lines, and the pieces
  /// placed; nil when the prefix has no layout.
  func prefixOccupancies(_ prefix: SignaturePrefix) -> (occupancies: [UInt64], pieces: Int)? {
    var occupancies = startOccupancies(prefix.walls)
    var pieces = 1
    for (depth, content) in prefix.contents.enumerated() {
      guard let next = extend(occupancies, depth: depth, content: Int(content), pieces: pieces, walls: prefix.walls)
      else { return nil }
      occupancies = next
      pieces += Signature.lineContents[Int(content)].count
    }
    return occupancies.isEmpty ? nil : (occupancies, pieces)
  }

  /// The prisoner's occupancies (with the walls) that leave it room in row 2 and no wall to
  /// its right.
  func startOccupancies(_ walls: UInt64) -> [UInt64] {
    SignatureEnumerator.placements(of: [2], horizontal: true, line: Signature.exitRow)
      .filter { $0 & walls == 0 && !SignatureEnumerator.wallRight(of: $0, walls: walls) }.map { $0 | walls }
  }

  /// True when a wall lies in the exit row to the right of the prisoner's cells `prisoner`.
  static func wallRight(of prisoner: UInt64, walls: UInt64) -> Bool {
    let row: UInt64 = 0x3F << UInt64(8 * Signature.exitRow)
    let last = UInt64(63 - prisoner.leadingZeroBitCount)
    let beyond: UInt64 = ~((2 << last) &- 1)
    return walls & row & beyond != 0
  }

  /// True when line `depth` of `lines` with `content` would be full: its pieces (and, in a row,
  /// its walls) cover all six cells.
  static func fillsLine(depth: Int, content: Int, walls: UInt64) -> Bool {
    let (horizontal, line) = lines[depth]
    var covered = Signature.lineContents[content].reduce(0, +)
    if horizontal { covered += (walls >> UInt64(8 * line) & 0x3F).nonzeroBitCount }
    return covered >= Board.size
  }

  /// The occupancies after line `depth` takes `content`; nil when the piece limit, a full
  /// line or the board leaves no room for it.
  func extend(_ occupancies: [UInt64], depth: Int, content: Int, pieces: Int, walls: UInt64) -> [UInt64]? {
    let lengths = Signature.lineContents[content]
    guard pieces + lengths.count <= maxPieces else { return nil }
    if lengths.isEmpty { return occupancies }
    guard !SignatureEnumerator.fillsLine(depth: depth, content: content, walls: walls) else { return nil }
    var seen = Set<UInt64>()
    for occupancy in occupancies {
      for option in SignatureEnumerator.options[depth][content] where option & occupancy == 0 {
        seen.insert(option | occupancy)
      }
    }
    return seen.isEmpty ? nil : Array(seen)
  }

  /// The number of layouts of `signature`'s pieces in the space: the positions its build unit
  /// covers, solvable or not (counted line by line over distinct occupancies, not listed).
  public func layoutCount(of signature: Signature) -> Int {
    var counts: [UInt64: Int] = [:]
    for occupancy in startOccupancies(signature.walls) { counts[occupancy] = 1 }
    for (depth, line) in SignatureEnumerator.lines.enumerated() {
      let content = Int(line.horizontal ? signature.rows[line.line] : signature.columns[line.line])
      counts = BuildPlan.extend(counts, depth: depth, content: content)
    }
    return counts.values.reduce(0, +)
  }

  /// The wall sets: none, then one wall per cell, then pairs, … in increasing cell order.
  func wallSets() -> [UInt64] {
    var sets: [UInt64] = [0]
    var current: [UInt64] = [0]
    var lastCell: [Int] = [-1]
    for _ in 0..<maxWalls {
      var next: [UInt64] = []
      var nextLast: [Int] = []
      for (set, last) in zip(current, lastCell) {
        for cell in (last + 1)..<36 {
          next.append(set | 1 << UInt64(8 * (cell / 6) + cell % 6))
          nextLast.append(cell)
        }
      }
      sets += next
      current = next
      lastCell = nextLast
    }
    return sets
  }

  /// The row-major occupancies of pieces of `lengths`, in order, on one line.
  static func placements(of lengths: [Int], horizontal: Bool, line: Int) -> [UInt64] {
    var result: [UInt64] = []
    func place(_ index: Int, from start: Int, _ mask: UInt64) {
      if index == lengths.count {
        result.append(mask)
        return
      }
      let length = lengths[index]
      guard start + length <= 6 else { return }
      for offset in start...(6 - length) {
        var cells = mask
        for step in 0..<length {
          let along = offset + step
          cells |= 1 << UInt64(horizontal ? 8 * line + along : 8 * along + line)
        }
        place(index + 1, from: offset + length, cells)
      }
    }
    place(0, from: 0, 0)
    return result
  }
}
