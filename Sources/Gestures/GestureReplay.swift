import Imaging
import Puzzle

/// Plays swipes on a board the way a device would, knowing nothing of the moves they were
/// made from: a swipe grabs the block under its start point and slides it by its length in
/// tiles, rounded, along the block's orientation.
///
/// The map given is the caller's own idea of where the board lies (a render's known geometry,
/// a label's corners), so a replay checks gestures against geometry they were not computed
/// from.
public struct GestureReplay: Sendable {
  /// Image pixels to board coordinates (x: column, y: row, in tile units).
  public var toBoard: @Sendable (ImagePoint) -> ImagePoint

  /// A replay through `toBoard`.
  public init(toBoard: @escaping @Sendable (ImagePoint) -> ImagePoint) {
    self.toBoard = toBoard
  }

  /// A replay through `map`'s inverse.
  public init(map: BoardScreenMap) {
    let back = map.toBoard
    self.init { back.apply($0) }
  }

  /// Why a swipe does not play.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The start point lies on no sliding block (an empty tile, a fixed block, off the board).
    case missesBlock(index: Int, cell: Cell?)
    /// The swipe is too short to move its block a whole tile, or runs across it.
    case noMove(index: Int, block: Character, columns: Double, rows: Double)
    /// The move the swipe makes cannot be made on the board it reaches.
    case illegal(index: Int, move: Move, error: PuzzleError)

    /// The swipe (numbered from 1) and what went wrong.
    public var description: String {
      switch self {
      case .missesBlock(let index, let cell):
        "swipe \(index + 1) starts on no sliding block (\(cell.map { "cell \($0)" } ?? "off the board"))"
      case .noMove(let index, let block, let columns, let rows):
        "swipe \(index + 1) on \(block) slides \(Decimals.fixed(columns, 2)) columns, "
          + "\(Decimals.fixed(rows, 2)) rows: not a whole tile along the block"
      case .illegal(let index, let move, let error):
        "swipe \(index + 1) makes \(move): \(error)"
      }
    }
  }

  /// The move `gesture` makes on `board`.
  ///
  /// - Parameter index: the swipe's place in its sequence (for the failure's message).
  /// - Throws: `Failure.missesBlock` or `.noMove`.
  public func move(of gesture: Gesture, on board: Board, index: Int = 0) throws(Failure) -> Move {
    let start = toBoard(gesture.start)
    let end = toBoard(gesture.end)
    guard start.isFinite, end.isFinite, start.x >= 0, start.y >= 0 else {
      throw .missesBlock(index: index, cell: nil)
    }
    let cell = Cell(row: Int(start.y.rounded(.down)), column: Int(start.x.rounded(.down)))
    guard cell.isOnBoard else { throw .missesBlock(index: index, cell: nil) }
    guard let block = board.block(at: cell), !block.isFixed else {
      throw .missesBlock(index: index, cell: cell)
    }
    let columns = end.x - start.x
    let rows = end.y - start.y
    let along = block.orientation == .horizontal ? columns : rows
    let across = block.orientation == .horizontal ? rows : columns
    let steps = Int(along.rounded())
    guard steps != 0, abs(across) < 0.5 else {
      throw .noMove(index: index, block: block.letter, columns: columns, rows: rows)
    }
    let direction: Direction =
      block.orientation == .horizontal ? (steps > 0 ? .right : .left) : (steps > 0 ? .down : .up)
    return Move(block: block.letter, direction: direction, distance: abs(steps))
  }

  /// Plays `gestures` from `board`: the boards after each swipe.
  ///
  /// - Throws: the first swipe's `Failure`.
  public func play(_ gestures: [Gesture], from board: Board) throws(Failure) -> [Board] {
    var board = board
    var boards: [Board] = []
    for (index, gesture) in gestures.enumerated() {
      let move = try move(of: gesture, on: board, index: index)
      do {
        board = try board.applying(move)
      } catch {
        throw .illegal(index: index, move: move, error: error)
      }
      boards.append(board)
    }
    return boards
  }
}
