import Puzzle

/// The exact number of positions (layouts) of a build's space below each prefix, counted row
/// by row without listing them (a transfer-matrix count).
///
/// Rows are taken from the bottom (5) to the top (0). Between two rows the count keeps, per
/// column, how many cells of a vertical piece still lie above (0-2) and whether every cell so
/// far is a vertical piece's (a column full of pieces is outside the space), the contents of
/// prefix rows 3 and 1, and a count per number of pieces placed. In each row the vertical pieces
/// whose lowest cell lies there are chosen (once per column profile and row, then reused), and
/// the horizontal pieces are counted in the cells left, for each content of the row at once. The
/// space is `SignatureEnumerator`'s: at most `maxPieces` pieces with the prisoner alone in row 2
/// and no wall to its right, no full line.
public struct SpaceCount: Sendable {
  /// The most sliding pieces, prisoner included.
  public let maxPieces: Int

  /// Creates a count of spaces with at most `maxPieces` pieces.
  public init(maxPieces: Int) { self.maxPieces = maxPieces }

  /// Per line content of `Signature.lineContents` and free cells of a row (six bits): the ways
  /// to place the content's pieces, in order, on free cells only.
  static let placementCounts: [[Int]] = Signature.lineContents.map { lengths in
    let options = SignatureEnumerator.placements(of: lengths, horizontal: true, line: 0)
    return (0..<64).map { free in options.filter { $0 & ~UInt64(free) == 0 }.count }
  }

  /// One way through a row for the vertical pieces: the column profile above it, the vertical
  /// pieces that end in the row, and the cells left for horizontal pieces.
  struct Step {
    var profile: UInt32
    var added: Int
    var free: Int
  }

  /// The positions below every prefix of `walls` (row-major bits), keyed by the contents of
  /// rows 0, 1 and 3; prefixes without a position are absent.
  public func positions(walls: UInt64) -> [[UInt8]: Int] {
    // A state: per column 3 bits (cells above still covered: bits 0-1; full so far: bit 2),
    // then the contents of row 3 and row 1 (3 bits each) from bit 18; with a count per number of
    // pieces placed (`width` counts per state in `counts`).
    let width = maxPieces + 1
    let fullColumns: UInt32 = 0o444444
    var slots: [UInt32: Int] = [fullColumns: 0]
    var counts = [Int](repeating: 0, count: width)
    counts[0] = 1
    var result: [[UInt8]: Int] = [:]
    for row in stride(from: Board.size - 1, through: 0, by: -1) {
      let rowWalls = Int(truncatingIfNeeded: walls >> UInt64(8 * row)) & 63
      let wallCount = rowWalls.nonzeroBitCount
      // The row's horizontal choices: (content, pieces added, placements per free-cell mask).
      var contents: [(content: Int, pieces: Int, ways: [Int])] = []
      if row == Signature.exitRow {
        var ways = [Int](repeating: 0, count: 64)
        for free in 0..<64 {
          for start in 0...(Board.size - 2)
          where free & (3 << start) == 3 << start && rowWalls >> (start + 2) == 0 {
            ways[free] += 1
          }
        }
        contents = [(0, 1, ways)]
      } else {
        for (content, lengths) in Signature.lineContents.enumerated()
        where lengths.isEmpty || lengths.reduce(0, +) + wallCount < Board.size {
          contents.append((content, lengths.count, SpaceCount.placementCounts[content]))
        }
      }
      var nextSlots: [UInt32: Int] = [:]
      var nextCounts: [Int] = []
      var memo: [UInt32: [Step]] = [:]
      for (state, slot) in slots {
        let profile = state & 0o777777
        let key = state >> 18
        let steps: [Step]
        if let known = memo[profile] {
          steps = known
        } else {
          steps = SpaceCount.steps(from: profile, row: row, rowWalls: rowWalls)
          memo[profile] = steps
        }
        let base = slot * width
        for step in steps {
          for (content, pieces, ways) in contents {
            let count = ways[step.free]
            guard count > 0 else { continue }
            let added = step.added + pieces
            guard added <= maxPieces else { continue }
            var newKey = key
            switch row {
            case 3: newKey |= UInt32(content)
            case 1: newKey |= UInt32(content) << 3
            default: break
            }
            if row == 0 {
              // Row 0 ends the count: no column may be full of pieces.
              guard step.profile & fullColumns == 0 else { continue }
              var total = 0
              for pieces in 0...(maxPieces - added) { total += counts[base + pieces] }
              guard total > 0 else { continue }
              let prefix = [
                UInt8(content), UInt8(truncatingIfNeeded: key >> 3),
                UInt8(truncatingIfNeeded: key & 7),
              ]
              result[prefix, default: 0] += total * count
              continue
            }
            let target = step.profile | newKey << 18
            var targetBase: Int
            if let known = nextSlots[target] {
              targetBase = known * width
            } else {
              targetBase = nextCounts.count
              nextSlots[target] = nextSlots.count
              nextCounts.append(contentsOf: repeatElement(0, count: width))
            }
            for pieces in 0...(maxPieces - added) {
              nextCounts[targetBase + pieces + added] &+= counts[base + pieces] &* count
            }
          }
        }
      }
      slots = nextSlots
      counts = nextCounts
    }
    return result.filter { $0.value > 0 }
  }

  /// Every way the vertical pieces can go through `row` from the column profile `profile`.
  static func steps(from profile: UInt32, row: Int, rowWalls: Int) -> [Step] {
    var steps: [Step] = []
    func column(_ index: Int, _ next: UInt32, _ verticalCells: Int, _ added: Int) {
      if index == Board.size {
        steps.append(Step(profile: next, added: added, free: 63 & ~verticalCells & ~rowWalls))
        return
      }
      let shift = UInt32(3 * index)
      let cell = (profile >> shift) & 7
      let above = cell & 3
      let full = cell & 4
      let bit = 1 << index
      if above > 0 {
        // A vertical piece from below goes on up through this row (not through a wall).
        guard rowWalls & bit == 0 else { return }
        column(index + 1, next | (above - 1 | full) << shift, verticalCells | bit, added)
        return
      }
      // No vertical piece here (a wall, or a free cell): the column is no longer full.
      column(index + 1, next, verticalCells, added)
      guard rowWalls & bit == 0 else { return }
      for length in 2...3 where row - (length - 1) >= 0 {
        column(
          index + 1, next | (UInt32(length - 1) | full) << shift, verticalCells | bit, added + 1)
      }
    }
    column(0, 0, 0, 0)
    return steps
  }
}
