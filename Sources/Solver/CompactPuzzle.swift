import Puzzle

/// A puzzle in the solver's compact form: each sliding block's offset along its line packed
/// into three bits of a `UInt64`, and occupancy as two 6x8 bitboards (row-major and
/// column-major) so that any block's line can be read as six bits.
///
/// Block 0 is the prisoner, then come the other horizontal blocks, then the vertical ones,
/// each group in reading order. Bit 63 of every state is set so that no state is zero (zero
/// marks an empty slot of the visited set).
struct CompactPuzzle {
  /// The sliding blocks: prisoner, other horizontal blocks, vertical blocks.
  let blocks: [Block]
  /// The number of horizontal blocks (prisoner included); they come first.
  let horizontalCount: Int
  /// The start state.
  let start: UInt64
  /// The prisoner offset that touches the exit's edge.
  let goalOffset: Int
  /// The fixed blocks' cells, row-major (bit `8 * row + column`).
  let fixedRowMajor: UInt64
  /// The fixed blocks' cells, column-major (bit `8 * column + row`).
  let fixedColumnMajor: UInt64
  /// Per block and offset (index `8 * block + offset`): the cells it covers, row-major.
  let rowMajorMasks: [UInt64]
  /// Per block and offset: the cells it covers, column-major.
  let columnMajorMasks: [UInt64]
  /// Per block: where its offset sits in a state (3 times its index).
  let offsetShifts: [UInt64]
  /// Per block: the shift that brings its line (row or column) to the low six bits of the
  /// matching bitboard.
  let lineShifts: [UInt64]
  /// Per block: its section of `CompactPuzzle.reach` (by length).
  let reachBases: [Int]

  /// The state bit that is always set.
  static let marker: UInt64 = 1 << 63

  /// Builds the compact form of `puzzle`.
  init(_ puzzle: Puzzle) {
    let sliding = puzzle.board.slidingBlocks
    let horizontals = sliding.filter { $0.orientation == .horizontal && !$0.isPrisoner }
    let blocks =
      sliding.filter(\.isPrisoner) + horizontals + sliding.filter { $0.orientation == .vertical }
    horizontalCount = 1 + horizontals.count
    precondition(blocks.count <= Solver.maxBlocks, "at most 21 sliding blocks fit in a state")
    self.blocks = blocks
    var start = CompactPuzzle.marker
    var rowMasks = [UInt64](repeating: 0, count: blocks.count * 8)
    var columnMasks = [UInt64](repeating: 0, count: blocks.count * 8)
    var shifts: [UInt64] = []
    var lineShifts: [UInt64] = []
    var bases: [Int] = []
    for (index, block) in blocks.enumerated() {
      let vertical = block.orientation == .vertical
      let offset = vertical ? block.origin.row : block.origin.column
      let line = vertical ? block.origin.column : block.origin.row
      start |= UInt64(offset) << UInt64(3 * index)
      shifts.append(UInt64(3 * index))
      lineShifts.append(UInt64(8 * line))
      bases.append((block.length - 2) * 8 * 64)
      for position in 0...(Board.size - block.length) {
        for step in 0..<block.length {
          let row = vertical ? position + step : line
          let column = vertical ? line : position + step
          rowMasks[index * 8 + position] |= 1 << UInt64(8 * row + column)
          columnMasks[index * 8 + position] |= 1 << UInt64(8 * column + row)
        }
      }
    }
    var fixedRows: UInt64 = 0
    var fixedColumns: UInt64 = 0
    for cell in puzzle.board.fixedCells {
      fixedRows |= 1 << UInt64(8 * cell.row + cell.column)
      fixedColumns |= 1 << UInt64(8 * cell.column + cell.row)
    }
    self.start = start
    self.goalOffset = puzzle.exit.side == .left ? 0 : Board.size - 2
    self.fixedRowMajor = fixedRows
    self.fixedColumnMajor = fixedColumns
    self.rowMajorMasks = rowMasks
    self.columnMajorMasks = columnMasks
    self.offsetShifts = shifts
    self.lineShifts = lineShifts
    self.reachBases = bases
  }

  /// The offset of block `index` in `state`.
  func offset(of index: Int, in state: UInt64) -> Int {
    Int(truncatingIfNeeded: (state >> offsetShifts[index]) & 7)
  }

  /// The move that turns `state` into `next` (they differ in one block's offset).
  func move(from state: UInt64, to next: UInt64) -> Move {
    let changed = state ^ next
    let index = (changed.trailingZeroBitCount) / 3
    let before = offset(of: index, in: state)
    let after = offset(of: index, in: next)
    let block = blocks[index]
    let direction: Direction =
      block.orientation == .vertical
      ? (after > before ? .down : .up) : (after > before ? .right : .left)
    return Move(block: block.letter, direction: direction, distance: abs(after - before))
  }
}
