import Puzzle
import Solver

/// The pieces and walls shared by every state of a cluster, with the tables that generate
/// moves on packed states.
///
/// A state packs one 3-bit offset per piece (the column of a horizontal piece's left cell,
/// the row of a vertical piece's top cell) into a `UInt64`, the first piece in the most
/// significant bits, so comparing two packed states compares their offset lists
/// lexicographically. Pieces are ordered horizontal first, then by line, then along the line;
/// pieces never pass each other, so the order holds in every state. Bit 63 is always set, so
/// no state is zero.
public struct PieceSet: Hashable, Sendable {
  /// The pieces in state order.
  public let pieces: [Piece]
  /// The index of the prisoner in `pieces`.
  public let prisonerIndex: Int
  /// The fixed 1x1 walls, row-major bits (`8 * row + column`).
  public let walls: UInt64
  /// The exit the prisoner must reach.
  public let exit: Exit

  /// The prisoner's offset when it touches the exit's edge.
  let goalOffset: Int
  /// Per piece: its shift in a packed state.
  let shifts: [UInt64]
  /// Per piece and offset (index `8 * piece + offset`): the cells covered, row-major.
  let rowMasks: [UInt64]
  /// Per piece and offset: the cells covered, column-major (`8 * column + row`).
  let columnMasks: [UInt64]
  /// Per piece: the shift bringing its line to the low six bits of the matching bitboard.
  let lineShifts: [UInt64]
  /// Per piece: its section of `PieceSet.reach`.
  let reachBases: [Int]
  /// Per piece: true when horizontal.
  let horizontal: [Bool]
  /// The walls, column-major.
  let columnWalls: UInt64

  /// The bit set in every state.
  public static let marker: UInt64 = 1 << 63
  /// The most pieces a packed state holds (3 bits each below the marker).
  public static let maxPieces = 21

  /// Creates a piece set; `pieces` must already be in state order (see the type's summary).
  ///
  /// - Parameters:
  ///   - pieces: the sliding pieces in state order, the prisoner among them.
  ///   - prisonerIndex: the prisoner's index in `pieces`.
  ///   - walls: the fixed cells, row-major bits.
  ///   - exit: the exit, in the prisoner's row.
  public init(pieces: [Piece], prisonerIndex: Int, walls: UInt64, exit: Exit) {
    precondition(pieces.count <= PieceSet.maxPieces, "too many pieces for a packed state")
    self.pieces = pieces
    self.prisonerIndex = prisonerIndex
    self.walls = walls
    self.exit = exit
    goalOffset = exit.side == .left ? 0 : Board.size - 2
    var shifts: [UInt64] = []
    var rows = [UInt64](repeating: 0, count: 8 * pieces.count)
    var columns = [UInt64](repeating: 0, count: 8 * pieces.count)
    var lineShifts: [UInt64] = []
    var bases: [Int] = []
    for (index, piece) in pieces.enumerated() {
      shifts.append(UInt64(3 * (pieces.count - 1 - index)))
      lineShifts.append(UInt64(8 * piece.line))
      bases.append((piece.length - 2) * 512)
      for offset in 0...(Board.size - piece.length) {
        for step in 0..<piece.length {
          let along = offset + step
          let row = piece.orientation == .horizontal ? piece.line : along
          let column = piece.orientation == .horizontal ? along : piece.line
          rows[8 * index + offset] |= 1 << UInt64(8 * row + column)
          columns[8 * index + offset] |= 1 << UInt64(8 * column + row)
        }
      }
    }
    var columnWalls: UInt64 = 0
    for bit in 0..<64 where walls & (1 << UInt64(bit)) != 0 {
      columnWalls |= 1 << UInt64(8 * (bit % 8) + bit / 8)
    }
    self.shifts = shifts
    self.rowMasks = rows
    self.columnMasks = columns
    self.lineShifts = lineShifts
    self.reachBases = bases
    self.horizontal = pieces.map { $0.orientation == .horizontal }
    self.columnWalls = columnWalls
  }

  /// The piece set and packed state of `puzzle`.
  ///
  /// - Parameter puzzle: a puzzle with at most 21 sliding blocks (every 6x6 board).
  /// - Returns: the pieces in state order and the puzzle's state.
  public static func of(_ puzzle: Puzzle) -> (pieces: PieceSet, state: UInt64) {
    let sliding = puzzle.board.slidingBlocks
    let horizontals = sliding.filter { $0.orientation == .horizontal }
      .sorted { ($0.origin.row, $0.origin.column) < ($1.origin.row, $1.origin.column) }
    let verticals = sliding.filter { $0.orientation == .vertical }
      .sorted { ($0.origin.column, $0.origin.row) < ($1.origin.column, $1.origin.row) }
    let ordered = horizontals + verticals
    let pieces = ordered.map { block in
      Piece(
        orientation: block.orientation,
        line: block.orientation == .horizontal ? block.origin.row : block.origin.column,
        length: block.length)
    }
    var walls: UInt64 = 0
    for cell in puzzle.board.fixedCells { walls |= 1 << UInt64(8 * cell.row + cell.column) }
    let prisonerIndex = ordered.firstIndex(where: \.isPrisoner) ?? 0
    let set = PieceSet(pieces: pieces, prisonerIndex: prisonerIndex, walls: walls, exit: puzzle.exit)
    var offsets: [Int] = []
    for block in ordered {
      offsets.append(block.orientation == .horizontal ? block.origin.column : block.origin.row)
    }
    return (set, set.pack(offsets))
  }

  /// The packed state of per-piece offsets.
  public func pack(_ offsets: [Int]) -> UInt64 {
    var state = PieceSet.marker
    for (index, offset) in offsets.enumerated() { state |= UInt64(offset) << shifts[index] }
    return state
  }

  /// The offset of piece `index` in `state`.
  @inline(__always)
  public func offset(of index: Int, in state: UInt64) -> Int {
    Int(truncatingIfNeeded: (state >> shifts[index]) & 7)
  }

  /// True when the prisoner touches the exit's edge in `state`.
  @inline(__always)
  public func isGoal(_ state: UInt64) -> Bool {
    offset(of: prisonerIndex, in: state) == goalOffset
  }

  /// The board of `state`: `A` the prisoner, `x` walls, the other pieces lettered `B`, `C`,
  /// … in reading order of their first cells.
  public func board(_ state: UInt64) -> Board {
    var grid = [UInt8](repeating: UInt8(ascii: "o"), count: Board.cellCount)
    for cell in 0..<Board.cellCount
    where walls & (1 << UInt64(8 * (cell / Board.size) + cell % Board.size)) != 0 {
      grid[cell] = UInt8(ascii: "x")
    }
    var starts: [(cell: Int, piece: Int)] = []
    for (index, piece) in pieces.enumerated() {
      starts.append((piece.origin(at: offset(of: index, in: state)).index, index))
    }
    starts.sort { $0.cell < $1.cell }
    var next = UInt8(ascii: "B")
    for (_, index) in starts {
      var letter = UInt8(ascii: "A")
      if index != prisonerIndex {
        letter = next
        next += 1
      }
      let piece = pieces[index]
      let origin = piece.origin(at: offset(of: index, in: state))
      for step in 0..<piece.length {
        let cell =
          piece.orientation == .horizontal
          ? Cell(row: origin.row, column: origin.column + step)
          : Cell(row: origin.row + step, column: origin.column)
        grid[cell.index] = letter
      }
    }
    do {
      return try Board(notation: String(decoding: grid, as: UTF8.self))
    } catch {
      preconditionFailure("a packed state gave an invalid board: \(error)")
    }
  }

  /// Calls `body` with every state one move away from `state` (one piece slid any distance).
  @inline(__always)
  func forEachNeighbor(of state: UInt64, _ body: (UInt64) -> Void) {
    let count = pieces.count
    var occupiedRows = walls
    var occupiedColumns = columnWalls
    for index in 0..<count {
      let offset = Int(truncatingIfNeeded: (state >> shifts[index]) & 7)
      occupiedRows |= rowMasks[index &<< 3 | offset]
      occupiedColumns |= columnMasks[index &<< 3 | offset]
    }
    for index in 0..<count {
      let shift = shifts[index]
      let offset = Int(truncatingIfNeeded: (state >> shift) & 7)
      let bits = horizontal[index] ? occupiedRows : occupiedColumns
      let line = Int(truncatingIfNeeded: (bits >> lineShifts[index]) & 63)
      let range = LineReach.table[reachBases[index] &+ offset &<< 6 &+ line]
      let low = Int(range & 15)
      let high = Int(range >> 4)
      if low == high { continue }
      let base = state & ~(7 << shift)
      var target = low
      while target <= high {
        if target != offset { body(base | UInt64(truncatingIfNeeded: target) << shift) }
        target &+= 1
      }
    }
  }
}
