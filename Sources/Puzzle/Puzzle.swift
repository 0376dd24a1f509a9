/// A board and its exit: everything needed to solve a puzzle.
public struct Puzzle: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The blocks.
  public let board: Board
  /// The chute the prisoner must reach.
  public let exit: Exit

  /// Creates a puzzle, checking that the prisoner is in the exit's row.
  ///
  /// - Parameters:
  ///   - board: a valid board.
  ///   - exit: the exit; `right:2` by default.
  /// - Throws: `PuzzleError.prisonerNotInExitRow` when the prisoner is in another row.
  public init(board: Board, exit: Exit = .standard) throws(PuzzleError) {
    let row = board.prisoner.origin.row
    guard row == exit.row else { throw .prisonerNotInExitRow(prisonerRow: row, exit: exit) }
    self.board = board
    self.exit = exit
  }

  /// Creates a puzzle from the 36-character notation and an exit.
  ///
  /// - Throws: the errors of `Board(notation:)` and `init(board:exit:)`.
  public init(notation: String, exit: Exit = .standard) throws(PuzzleError) {
    try self.init(board: Board(notation: notation), exit: exit)
  }

  /// True when the prisoner touches the exit's edge of the board.
  public var isSolved: Bool { Puzzle.isSolved(board, exit: exit) }

  /// True when `board`'s prisoner touches the edge of `exit` (and lies in its row).
  public static func isSolved(_ board: Board, exit: Exit) -> Bool {
    let prisoner = board.prisoner
    guard prisoner.origin.row == exit.row else { return false }
    switch exit.side {
    case .left: return prisoner.origin.column == 0
    case .right: return prisoner.end.column == Board.size - 1
    }
  }

  /// The same puzzle after `move`.
  ///
  /// - Throws: `PuzzleError.illegalMove` when the move cannot be made.
  public func applying(_ move: Move) throws(PuzzleError) -> Puzzle {
    try Puzzle(board: board.applying(move), exit: exit)
  }

  /// `NOTATION right:2`.
  public var description: String { "\(board.notation) \(exit)" }

  private enum CodingKeys: String, CodingKey {
    case board, exit
  }

  /// Decodes `{"board": "...", "exit": {"side": "right", "row": 2}}` (exit optional).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let board = try container.decode(Board.self, forKey: .board)
    let exit = try container.decodeIfPresent(Exit.self, forKey: .exit) ?? .standard
    do {
      try self.init(board: board, exit: exit)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .exit, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `{"board": "...", "exit": {"side": "right", "row": 2}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(board, forKey: .board)
    try container.encode(exit, forKey: .exit)
  }
}
