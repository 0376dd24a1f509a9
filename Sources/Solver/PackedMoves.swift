import Puzzle

/// The move generator of packed states: the one bitboard loop that the solver and the puzzle
/// database's cluster explorer both run.
///
/// A packed state holds one 3-bit offset per sliding piece (the column of a horizontal piece's
/// first cell, the row of a vertical one's) at a shift the caller chooses. Occupancy is kept as
/// two 6x8 bitboards, row-major and column-major, so any piece's line reads as six bits, and
/// `LineReach.table` lists where the piece can slide. The cell masks of every kind of piece
/// (orientation, line, length) at every offset are built once for the process; `load` only
/// copies the masks of the current pieces into this generator's scratch memory, so one generator
/// serves many piece sets without allocating.
package final class PackedMoves {
  /// One sliding piece as the generator sees it.
  package struct Piece: Hashable, Sendable {
    /// True when the piece slides along a row.
    package var horizontal: Bool
    /// Its row (horizontal) or column (vertical).
    package var line: Int
    /// 2 or 3 cells.
    package var length: Int
    /// Where its offset sits in a packed state.
    package var shift: UInt64

    /// Creates a piece.
    package init(horizontal: Bool, line: Int, length: Int, shift: UInt64) {
      self.horizontal = horizontal
      self.line = line
      self.length = length
      self.shift = shift
    }
  }

  /// What the move loop reads of one piece, side by side.
  struct Slider {
    /// Its shift in a state.
    var shift: UInt64
    /// The bits of a state that it does not occupy.
    var keep: UInt64
    /// The shift bringing its line to the low six bits of the matching bitboard.
    var lineShift: UInt64
    /// Its section of `targets` (by length).
    var targetBase: Int
  }

  /// The most pieces a packed state holds (3 bits each below a marker bit).
  package static let maxPieces = 21

  /// Per kind of piece (`(orientation * 6 + line) * 2 + length - 2`) and offset (8 per kind):
  /// the cells covered, row-major (`8 * row + column`) then column-major (`8 * column + row`)
  /// in the second half. Built once.
  static let kindMasks: [UInt64] = {
    var masks = [UInt64](repeating: 0, count: 2 * 24 * 8)
    for horizontal in [true, false] {
      for line in 0..<Board.size {
        for length in 2...3 {
          let kind = ((horizontal ? 0 : 1) * Board.size + line) * 2 + length - 2
          for offset in 0...(Board.size - length) {
            for step in 0..<length {
              let row = horizontal ? line : offset + step
              let column = horizontal ? offset + step : line
              masks[kind * 8 + offset] |= 1 << UInt64(8 * row + column)
              masks[24 * 8 + kind * 8 + offset] |= 1 << UInt64(8 * column + row)
            }
          }
        }
      }
    }
    return masks
  }()

  /// The number of pieces loaded.
  package private(set) var count = 0
  /// The pieces loaded that are horizontal; they come first.
  package private(set) var horizontalCount = 0
  /// The fixed cells, row-major.
  package private(set) var fixedRows: UInt64 = 0
  /// The fixed cells, column-major.
  package private(set) var fixedColumns: UInt64 = 0
  /// Per piece: what the move loop reads of it.
  let sliders: UnsafeMutablePointer<Slider>
  /// Per piece and offset (`8 * piece + offset`): the cells covered, row-major.
  let rowMasks: UnsafeMutablePointer<UInt64>
  /// Per piece and offset: the cells covered, column-major.
  let columnMasks: UnsafeMutablePointer<UInt64>
  /// A copy of `LineReach.table`.
  let targets: UnsafeMutablePointer<UInt32>
  /// The states written by the last `generateChildren` (room for four per piece).
  package let children: UnsafeMutablePointer<UInt64>

  /// The most children one state has: four per piece (a piece of two on an empty line).
  package static let maxChildren = 4 * maxPieces

  /// Creates a generator with no pieces.
  package init() {
    let pieces = PackedMoves.maxPieces
    sliders = .allocate(capacity: pieces)
    sliders.initialize(
      repeating: Slider(shift: 0, keep: .max, lineShift: 0, targetBase: 0), count: pieces)
    rowMasks = .allocate(capacity: 8 * pieces)
    rowMasks.initialize(repeating: 0, count: 8 * pieces)
    columnMasks = .allocate(capacity: 8 * pieces)
    columnMasks.initialize(repeating: 0, count: 8 * pieces)
    targets = .allocate(capacity: LineReach.table.count)
    targets.initialize(from: LineReach.table, count: LineReach.table.count)
    children = .allocate(capacity: PackedMoves.maxChildren)
    children.initialize(repeating: 0, count: PackedMoves.maxChildren)
  }

  deinit {
    sliders.deallocate()
    rowMasks.deallocate()
    columnMasks.deallocate()
    targets.deallocate()
    children.deallocate()
  }

  /// Loads a piece set: `pieces` (horizontal ones first) and the fixed cells.
  ///
  /// - Parameters:
  ///   - pieces: at most 21 pieces, every horizontal one before every vertical one.
  ///   - walls: the fixed cells, row-major bits (`8 * row + column`).
  package func load(_ pieces: [Piece], walls: UInt64) {
    precondition(pieces.count <= PackedMoves.maxPieces, "at most 21 pieces fit in a packed state")
    let horizontals = pieces.prefix { $0.horizontal }.count
    precondition(
      pieces.dropFirst(horizontals).allSatisfy { !$0.horizontal }, "horizontal pieces come first")
    count = pieces.count
    horizontalCount = horizontals
    let masks = PackedMoves.kindMasks
    for (index, piece) in pieces.enumerated() {
      sliders[index] = Slider(
        shift: piece.shift, keep: ~(7 << piece.shift), lineShift: UInt64(8 * piece.line),
        targetBase: (piece.length - 2) * 512)
      let kind = ((piece.horizontal ? 0 : 1) * Board.size + piece.line) * 2 + piece.length - 2
      for offset in 0..<8 {
        rowMasks[8 * index + offset] = masks[kind * 8 + offset]
        columnMasks[8 * index + offset] = masks[24 * 8 + kind * 8 + offset]
      }
    }
    var columns: UInt64 = 0
    for bit in 0..<64 where walls & (1 << UInt64(bit)) != 0 {
      columns |= 1 << UInt64(8 * (bit % 8) + bit / 8)
    }
    fixedRows = walls
    fixedColumns = columns
  }

  /// The order in which the published database picks a cluster's puzzle among its farthest
  /// positions: the cells of the horizontal pieces as a row-major number, then those of the
  /// vertical pieces (fogleman/rush compares boards so). A smaller key is the earlier board.
  ///
  /// Compared as numbers, the bits at `8 * row + column` order boards as the published
  /// `6 * row + column` bits do: both keep the cells in row-major order.
  package func boardOrderKey(of state: UInt64) -> (horizontal: UInt64, vertical: UInt64) {
    var horizontal: UInt64 = 0
    var vertical: UInt64 = 0
    for piece in 0..<count {
      let cells = rowMasks[piece &<< 3 | offset(of: piece, in: state)]
      if piece < horizontalCount { horizontal |= cells } else { vertical |= cells }
    }
    return (horizontal, vertical)
  }

  /// The offset of piece `index` in `state`.
  @inline(__always)
  package func offset(of index: Int, in state: UInt64) -> Int {
    Int(truncatingIfNeeded: (state &>> sliders[index].shift) & 7)
  }

  /// Writes every state one move from `state` (one piece slid any distance) to `children`, piece
  /// after piece, each piece's targets in increasing order; piece `skipped` is not moved (pass a
  /// negative value to move every piece).
  ///
  /// The loop has no branch that depends on the position: each piece writes its four possible
  /// children whether or not they exist, and the count of those that do decides where the next
  /// piece writes. Breadth-first search on these boards is bound by mispredicted branches, not
  /// arithmetic, so writing a few entries for nothing is the cheaper way.
  ///
  /// - Returns: the number of children written; `children[0..<count]` holds them.
  @inline(__always)
  package func generateChildren(of state: UInt64, skipping skipped: Int) -> Int {
    let sliders = self.sliders
    let rowMasks = self.rowMasks
    let columnMasks = self.columnMasks
    let targets = self.targets
    let children = self.children
    var occupiedRows = fixedRows
    var occupiedColumns = fixedColumns
    for piece in 0..<count {
      let offset = Int(truncatingIfNeeded: (state &>> sliders[piece].shift) & 7)
      occupiedRows |= rowMasks[piece &<< 3 | offset]
      occupiedColumns |= columnMasks[piece &<< 3 | offset]
    }
    var written = 0
    /// Writes the children that move `piece`, whose line is in `board`.
    @inline(__always) func slide(_ piece: Int, on board: UInt64) {
      let slider = sliders[piece]
      let offset = Int(truncatingIfNeeded: (state &>> slider.shift) & 7)
      let line = Int(truncatingIfNeeded: (board &>> slider.lineShift) & 63)
      let entry = targets[slider.targetBase &+ offset &<< 6 &+ line]
      let base = state & slider.keep
      let destination = children + written
      for step in 0..<4 {
        let target = UInt64(truncatingIfNeeded: entry &>> UInt32(4 * step)) & 7
        destination[step] = base | target &<< slider.shift
      }
      written &+= piece == skipped ? 0 : Int(truncatingIfNeeded: entry &>> 16)
    }
    for piece in 0..<horizontalCount { slide(piece, on: occupiedRows) }
    for piece in horizontalCount..<count { slide(piece, on: occupiedColumns) }
    return written
  }
}
