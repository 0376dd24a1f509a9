/// An empty square board of `size` x `size` squares on which a knight moves.
public struct KnightBoard: Hashable, Sendable, CustomStringConvertible {
  /// The supported board sizes.
  public static let sizes: ClosedRange<Int> = 3...64

  /// The eight knight moves as (row, column) steps, in the fixed order routes are explored:
  /// clockwise from two up and one right. Routes are listed in this order, move by move.
  public static let moves: [(row: Int, column: Int)] = [
    (2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1),
  ]

  /// Squares per side.
  public let size: Int

  /// Creates a board.
  /// - Parameter size: squares per side, within ``sizes``.
  /// - Throws: ``KnightPathsError/boardSizeOutOfRange(_:)`` for any other size.
  public init(size: Int) throws(KnightPathsError) {
    guard KnightBoard.sizes.contains(size) else { throw .boardSizeOutOfRange(size) }
    self.size = size
  }

  /// Number of squares on the board.
  public var squareCount: Int { size * size }

  /// `8x8`.
  public var description: String { "\(size)x\(size)" }

  /// True when `square` lies on the board.
  public func contains(_ square: Square) -> Bool {
    square.row >= 0 && square.row < size && square.column >= 0 && square.column < size
  }

  /// The squares one knight move from `square` that lie on the board, in ``moves`` order.
  public func knightMoves(from square: Square) -> [Square] {
    KnightBoard.moves.compactMap { step in
      let target = Square(row: square.row + step.row, column: square.column + step.column)
      return contains(target) ? target : nil
    }
  }

  /// True when `from` and `to` are one knight move apart (both assumed on the board).
  public static func isKnightMove(from: Square, to: Square) -> Bool {
    let rows = abs(from.row - to.row)
    let columns = abs(from.column - to.column)
    return (rows == 1 && columns == 2) || (rows == 2 && columns == 1)
  }

  /// Calls `body` with the dense index of every on-board square one knight move from the
  /// square at dense index `index`, in ``moves`` order, without allocating.
  func forEachKnightMove(fromIndex index: Int, _ body: (Int) -> Void) {
    let row = index / size
    let column = index % size
    for step in KnightBoard.moves {
      let targetRow = row + step.row
      let targetColumn = column + step.column
      if targetRow >= 0 && targetRow < size && targetColumn >= 0 && targetColumn < size {
        body(targetRow * size + targetColumn)
      }
    }
  }

  /// Dense index of an on-board square, row-major from the bottom row.
  func index(of square: Square) -> Int { square.row * size + square.column }

  /// The square at a dense index.
  func square(at index: Int) -> Square { Square(row: index / size, column: index % size) }
}
