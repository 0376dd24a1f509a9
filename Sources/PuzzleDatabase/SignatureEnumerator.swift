/// Lists, in a fixed order, every signature that has at least one layout: up to
/// `maxWalls` walls, then the pieces of rows 0, 1, 3, 4, 5 and columns 0-5, with at most
/// `maxPieces` pieces, prisoner included.
///
/// Line by line it keeps the distinct occupancies that the lines chosen so far can take; a
/// choice that leaves none is dropped with everything below it, so impossible signatures
/// cost almost nothing.
public struct SignatureEnumerator: Sendable {
  /// The most sliding pieces, prisoner included.
  public let maxPieces: Int
  /// The most walls.
  public let maxWalls: Int

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
    for walls in wallSets() {
      var rows = [UInt8](repeating: 0, count: 6)
      var columns = [UInt8](repeating: 0, count: 6)
      rows[Signature.exitRow] = 1
      let prisonerPlacements = placements(of: [2], horizontal: true, line: Signature.exitRow)
        .filter { $0 & walls == 0 }
      guard !prisonerPlacements.isEmpty else { continue }
      let lines = [0, 1, 3, 4, 5].map { (horizontal: true, line: $0) }
        + (0..<6).map { (horizontal: false, line: $0) }
      func visit(_ depth: Int, _ occupancies: [UInt64], _ pieces: Int) {
        if depth == lines.count {
          body(Signature(walls: walls, rows: rows, columns: columns))
          return
        }
        let (horizontal, line) = lines[depth]
        for (content, lengths) in Signature.lineContents.enumerated() {
          guard pieces + lengths.count <= maxPieces else { continue }
          var next: [UInt64]
          if lengths.isEmpty {
            next = occupancies
          } else {
            let options = placements(of: lengths, horizontal: horizontal, line: line)
            var seen = Set<UInt64>()
            for occupancy in occupancies {
              for option in options where option & occupancy == 0 {
                seen.insert(option | occupancy)
              }
            }
            next = Array(seen)
          }
          guard !next.isEmpty else { continue }
          if horizontal { rows[line] = UInt8(content) } else { columns[line] = UInt8(content) }
          visit(depth + 1, next, pieces + lengths.count)
          if horizontal { rows[line] = 0 } else { columns[line] = 0 }
        }
      }
      visit(0, prisonerPlacements.map { $0 | walls }, 1)
    }
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
  func placements(of lengths: [Int], horizontal: Bool, line: Int) -> [UInt64] {
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
