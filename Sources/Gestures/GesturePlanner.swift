import Imaging
import Puzzle

/// Turns moves into swipes on the screen: each move's swipe starts at the centre of the block
/// that moves, where it stands before the move, and ends the move's distance further in its
/// direction, both mapped through the board's geometry into the image's pixels.
public struct GesturePlanner: Hashable, Sendable {
  /// Where the board lies in the image.
  public var map: BoardScreenMap
  /// How long each swipe lasts.
  public var timing: GestureTiming

  /// Creates a planner for a board placed by `map`.
  public init(map: BoardScreenMap, timing: GestureTiming = .standard) {
    self.map = map
    self.timing = timing
  }

  /// The swipes that play `moves` from `board`, one per move.
  ///
  /// - Parameters:
  ///   - moves: the moves, in order (an optimal solution's).
  ///   - board: the board before the first move.
  /// - Returns: one gesture per move.
  /// - Throws: `PuzzleError` for a move that cannot be made on the board it reaches (moves
  ///   that are not a solution of `board`).
  public func gestures(for moves: [Move], from board: Board) throws(PuzzleError) -> [Gesture] {
    var board = board
    var gestures: [Gesture] = []
    for move in moves {
      guard let block = board.block(named: move.block) else {
        throw .illegalMove(move, .noSuchBlock)
      }
      gestures.append(gesture(moving: block, by: move))
      board = try board.applying(move)
    }
    return gestures
  }

  /// The swipe that slides `block` by `move`.
  public func gesture(moving block: Block, by move: Move) -> Gesture {
    let cells = block.cells
    let column = cells.map { Double($0.column) + 0.5 }.reduce(0, +) / Double(cells.count)
    let row = cells.map { Double($0.row) + 0.5 }.reduce(0, +) / Double(cells.count)
    let start = map.imagePoint(column: column, row: row)
    let end = map.imagePoint(
      column: column + Double(move.direction.columnStep * move.distance),
      row: row + Double(move.direction.rowStep * move.distance))
    return Gesture(
      start: start, end: end, durationMs: timing.milliseconds(forDistance: move.distance))
  }
}
