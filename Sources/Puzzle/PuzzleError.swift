import FileGuard

/// Everything that can be wrong with a board, an exit or a move, each case carrying the value
/// at fault.
public enum PuzzleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The notation does not have 36 characters.
  case wrongLength(notation: String, count: Int)
  /// A character other than `o`, `.`, `x` or a capital letter.
  case unknownCharacter(Character, at: Cell)
  /// A board text is neither one line of 36 characters nor six lines of six.
  case badLayout(lineLengths: [Int])
  /// A letter other than `x` covers a single cell.
  case loneCell(letter: Character, at: Cell)
  /// A letter's cells are not one straight, contiguous line.
  case brokenBlock(letter: Character, cells: [Cell])
  /// A letter's cells form a straight line longer than 3.
  case blockTooLong(letter: Character, cells: [Cell])
  /// The board has no `A`.
  case missingPrisoner(notation: String)
  /// The prisoner `A` is not a horizontal block of length 2.
  case prisonerNotHorizontalPair(cells: [Cell])
  /// The prisoner is not in the exit's row.
  case prisonerNotInExitRow(prisonerRow: Int, exit: Exit)
  /// An exit row outside 0-5.
  case exitRowOutOfRange(Int)
  /// An exit that is not written `left:ROW` or `right:ROW`.
  case badExitSyntax(String)
  /// A move that is not written `LETTER DIRECTION DISTANCE`.
  case badMoveSyntax(String)
  /// Two blocks in a block list share a letter.
  case duplicateLetter(Character)
  /// A block letter that is neither `A`-`Z` nor `x`.
  case invalidLetter(Character)
  /// A block of a length its kind cannot have (1 for `x`, 2 for `A`, 2-3 otherwise).
  case invalidBlockLength(letter: Character, length: Int)
  /// A block that extends beyond the 6x6 board.
  case blockOffBoard(Block)
  /// Two blocks cover the same cell.
  case overlappingBlocks(Character, Character, at: Cell)
  /// A move that cannot be made on the board.
  case illegalMove(Move, MoveFault)
  /// A line of a puzzle list with no 36-character board token.
  case noBoardInLine(String)
  /// A puzzle list line's expected count is negative (other than `-1`) or too large.
  case badExpectedCount(String)
  /// A label file that is not JSON of the label format (`detail` gives the coding path).
  case malformedLabel(file: String, detail: String)
  /// A label whose content breaks the rules (its board is illegal, or it is neither a board
  /// nor a rejection).
  case invalidLabel(file: String, problem: String)

  /// Why a move cannot be made.
  public enum MoveFault: Equatable, Sendable, CustomStringConvertible {
    /// No sliding block has that letter.
    case noSuchBlock
    /// The direction is across the block's orientation.
    case wrongDirection
    /// The distance is zero or negative.
    case notPositive
    /// The block would leave the board.
    case offBoard
    /// Another block is in the way at `cell`.
    case blocked(by: Character, at: Cell)

    /// A phrase saying what is wrong.
    public var description: String {
      switch self {
      case .noSuchBlock: "no sliding block has that letter"
      case .wrongDirection: "the block does not slide that way"
      case .notPositive: "the distance must be at least 1"
      case .offBoard: "the block would leave the board"
      case .blocked(let letter, let cell): "\(letter) is in the way at \(cell)"
      }
    }
  }

  /// What failed, with the value at fault, and what to do next; control characters from the
  /// input are escaped.
  public var description: String { Printable.text(unescapedDescription) }

  private var unescapedDescription: String {
    switch self {
    case .wrongLength(let notation, let count):
      "board '\(notation)' has \(count) characters, expected 36 (six rows of six, "
        + "top to bottom); check for missing or extra cells"
    case .unknownCharacter(let character, let cell):
      "unknown character '\(character)' at row \(cell.row), column \(cell.column); "
        + "use o or . for empty, x for fixed, A for the prisoner, B-Z for blocks"
    case .badLayout(let lengths):
      "board text has \(lengths.count) lines of lengths \(lengths); write one line of 36 "
        + "characters or six lines of six"
    case .loneCell(let letter, let cell):
      "block \(letter) covers only cell \(cell); blocks are 2 or 3 cells long "
        + "(use x for a fixed 1x1 block)"
    case .brokenBlock(let letter, let cells):
      "block \(letter) covers cells \(cells.map(\.description).joined(separator: " ")), "
        + "which are not one straight line; give each block its own letter"
    case .blockTooLong(let letter, let cells):
      "block \(letter) is \(cells.count) cells long; blocks are 2 or 3 cells long, "
        + "so split it into blocks with distinct letters"
    case .missingPrisoner(let notation):
      "board '\(notation)' has no prisoner; mark the red block with A"
    case .prisonerNotHorizontalPair(let cells):
      "prisoner A covers cells \(cells.map(\.description).joined(separator: " ")); "
        + "it must be a horizontal block of length 2"
    case .prisonerNotInExitRow(let row, let exit):
      "prisoner A is in row \(row) but the exit is \(exit); give the exit of row \(row) "
        + "(e.g. --exit right:\(row))"
    case .exitRowOutOfRange(let row):
      "exit row \(row) is outside the board; use a row from 0 (top) to 5 (bottom)"
    case .badExitSyntax(let text):
      "exit '\(text)' is not SIDE:ROW; write e.g. right:2 or left:0"
    case .badMoveSyntax(let text):
      "move '\(text)' is not LETTER DIRECTION DISTANCE; write e.g. 'C down 2'"
    case .duplicateLetter(let letter):
      "two blocks share the letter \(letter); give each block its own letter"
    case .invalidLetter(let letter):
      "block letter '\(letter)' is not A-Z or x; use A for the prisoner, x for fixed blocks"
    case .invalidBlockLength(let letter, let length):
      "block \(letter) has length \(length); x blocks are 1 long, A is 2, others 2 or 3"
    case .blockOffBoard(let block):
      "block \(block) extends beyond the 6x6 board; move it inside rows and columns 0-5"
    case .overlappingBlocks(let first, let second, let cell):
      "blocks \(first) and \(second) both cover \(cell); blocks must not overlap"
    case .illegalMove(let move, let fault):
      "move '\(move)' is illegal: \(fault)"
    case .noBoardInLine(let line):
      "line '\(Printable.excerpt(line))' holds no 36-character board; write BOARD MOVES or "
        + "MOVES BOARD"
    case .badExpectedCount(let count):
      "expected move count \(Printable.excerpt(count, limit: 24)) is not a move count (0 or "
        + "more) nor -1 (unsolvable); fix the count"
    case .malformedLabel(let file, let detail):
      "\(file): not a valid label: \(detail); a label is "
        + #"{"board": "36 characters", "exit": {"side": "right", "row": 2}} or "#
        + #"{"board": null, "reject": true}"#
    case .invalidLabel(let file, let problem):
      "\(file): \(problem); fix the label (or write a new draft with `unblocker label`)"
    }
  }
}
