import Puzzle

/// A puzzle in the solver's compact form: each sliding block's offset along its line packed
/// into three bits of a `UInt64` (block `i` at bit `3 i`), the blocks as `PackedMoves` reads
/// them.
///
/// Block 0 is the prisoner, then come the other horizontal blocks, then the vertical ones,
/// each group in reading order. Bit 63 of every state is set so that no state is zero (zero
/// marks an empty slot of the visited set).
struct CompactPuzzle {
  /// The sliding blocks: prisoner, other horizontal blocks, vertical blocks.
  let blocks: [Block]
  /// The blocks for the move generator, in the same order.
  let packedPieces: [PackedMoves.Piece]
  /// The start state.
  let start: UInt64
  /// The prisoner offset that touches the exit's edge.
  let goalOffset: Int
  /// The fixed blocks' cells, row-major (bit `8 * row + column`).
  let fixedRowMajor: UInt64

  /// The state bit that is always set.
  static let marker: UInt64 = 1 << 63

  /// Builds the compact form of `puzzle`.
  init(_ puzzle: Puzzle) {
    let sliding = puzzle.board.slidingBlocks
    let horizontals = sliding.filter { $0.orientation == .horizontal && !$0.isPrisoner }
    let blocks =
      sliding.filter(\.isPrisoner) + horizontals + sliding.filter { $0.orientation == .vertical }
    precondition(blocks.count <= Solver.maxBlocks, "at most 21 sliding blocks fit in a state")
    self.blocks = blocks
    var start = CompactPuzzle.marker
    var pieces: [PackedMoves.Piece] = []
    for (index, block) in blocks.enumerated() {
      let vertical = block.orientation == .vertical
      let offset = vertical ? block.origin.row : block.origin.column
      let line = vertical ? block.origin.column : block.origin.row
      start |= UInt64(offset) << UInt64(3 * index)
      pieces.append(
        PackedMoves.Piece(horizontal: !vertical, line: line, length: block.length, shift: UInt64(3 * index)))
    }
    var fixedRows: UInt64 = 0
    for cell in puzzle.board.fixedCells { fixedRows |= 1 << UInt64(8 * cell.row + cell.column) }
    self.start = start
    self.packedPieces = pieces
    self.goalOffset = puzzle.exit.side == .left ? 0 : Board.size - 2
    self.fixedRowMajor = fixedRows
  }

  /// A puzzle given in packed form: `pieces` with the prisoner first and piece `i` at shift
  /// `3 i` (no blocks: `move(from:to:)` is not available).
  init(pieces: [PackedMoves.Piece], start: UInt64, goalOffset: Int, walls: UInt64) {
    precondition(pieces.count <= Solver.maxBlocks, "at most 21 sliding blocks fit in a state")
    blocks = []
    packedPieces = pieces
    self.start = start
    self.goalOffset = goalOffset
    fixedRowMajor = walls
  }

  /// The offset of block `index` in `state`.
  func offset(of index: Int, in state: UInt64) -> Int {
    Int(truncatingIfNeeded: (state >> UInt64(3 * index)) & 7)
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
