/// One line of a puzzle list: a board in the 36-character notation and, when the line gives
/// one, the expected optimal number of moves.
///
/// Both formats of the shared puzzle lists are read: `BOARD MOVES SOURCE` and
/// `MOVES BOARD CLUSTER_SIZE`. The board is the first 36-character token made of board
/// characters; the expected count is the first integer token (`-1` means unsolvable); other
/// columns are ignored.
public struct PuzzleRecord: Hashable, Sendable {
  /// What a line says the answer is.
  public enum Expectation: Hashable, Sendable, CustomStringConvertible {
    /// Solvable in exactly this many moves.
    case moves(Int)
    /// No solution (written `-1`).
    case unsolvable

    /// The count, or `-1` when unsolvable.
    public var description: String {
      switch self {
      case .moves(let count): "\(count)"
      case .unsolvable: "-1"
      }
    }
  }

  /// The board.
  public let board: Board
  /// The expected outcome, nil when the line gives no count.
  public let expectation: Expectation?

  /// Creates a record.
  public init(board: Board, expectation: Expectation?) {
    self.board = board
    self.expectation = expectation
  }

  /// Reads one line; returns nil for a blank line or a `#` comment.
  ///
  /// - Parameter line: `BOARD MOVES SOURCE`, `MOVES BOARD CLUSTER`, or a bare board.
  /// - Returns: the record, or nil when the line holds no puzzle.
  /// - Throws: `PuzzleError.noBoardInLine` when no token is 36 board characters long,
  ///   `.badExpectedCount` for a count below -1 or too large, or the board's validation errors.
  public init?(line: some StringProtocol) throws(PuzzleError) {
    let tokens = line.split(whereSeparator: \.isWhitespace)
    guard let first = tokens.first, !first.hasPrefix("#") else { return nil }
    let isBoardCharacter: (Character) -> Bool = { character in
      character == "o" || character == "." || character == "x"
        || (character.isASCII && character.isUppercase)
    }
    guard
      let token = tokens.first(where: {
        $0.count == Board.cellCount && $0.allSatisfy(isBoardCharacter)
      })
    else { throw .noBoardInLine(String(line)) }
    let board = try Board(notation: String(token))
    // The first integer token: `-1` unsolvable, 0 or more a count; other negatives and
    // integers too large for a count are errors, never silently unsolvable or unchecked.
    var expectation: Expectation?
    if let token = tokens.lazy.map({ String($0) }).first(where: Self.isInteger) {
      let count: Int? = Int(token)
      switch count {
      case .some(-1): expectation = .unsolvable
      case .some(let count) where count >= 0: expectation = .moves(count)
      default: throw .badExpectedCount(token)
      }
    }
    self.init(board: board, expectation: expectation)
  }

  /// True for `123` and `-123`: ASCII digits, an optional minus sign.
  private static func isInteger(_ token: String) -> Bool {
    let digits = token.hasPrefix("-") ? token.dropFirst() : token[...]
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
