/// Draws a board as text for a terminal: six rows of six characters, optionally framed with
/// the exit shown as a gap in the frame, and coloured only when asked.
///
/// Empty cells print as `.`, fixed blocks as `x`, blocks as their letters. With colour, the
/// prisoner is bold red, fixed blocks and empty cells dim, other blocks one of ten colours
/// chosen by letter. The caller decides about colour (the CLI passes
/// `Terminal.colourOnStandardOutput`, which respects `NO_COLOR`).
public struct BoardPrinter: Sendable {
  /// Whether to emit ANSI colour codes.
  public var colour: Bool
  /// Whether to draw a frame with the exit as a gap.
  public var framed: Bool

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - colour: emit ANSI colour codes (only when standard output is a colour terminal).
  ///   - framed: draw a `+---+` frame, leaving a gap where the exit is.
  public init(colour: Bool = false, framed: Bool = true) {
    self.colour = colour
    self.framed = framed
  }

  /// The board as lines of text, each ending with a newline.
  ///
  /// - Parameters:
  ///   - board: the board to draw.
  ///   - exit: the exit to show as a gap in the frame (ignored when unframed).
  /// - Returns: six lines (eight when framed).
  public func render(_ board: Board, exit: Exit? = nil) -> String {
    var output = ""
    let border = "+" + String(repeating: "-", count: Board.size) + "+\n"
    if framed { output += border }
    for row in 0..<Board.size {
      if framed { output += exit?.side == .left && exit?.row == row ? " " : "|" }
      for column in 0..<Board.size {
        output += cellText(board[Cell(row: row, column: column)])
      }
      if framed { output += exit?.side == .right && exit?.row == row ? " " : "|" }
      output += "\n"
    }
    if framed { output += border }
    return output
  }

  /// The puzzle's board with its exit as a gap in the frame.
  public func render(_ puzzle: Puzzle) -> String { render(puzzle.board, exit: puzzle.exit) }

  private static let reset = "\u{1B}[0m"
  private static let palette = ["32", "33", "34", "35", "36", "92", "93", "94", "95", "96"]

  private func cellText(_ character: Character) -> String {
    let shown = character == "o" ? "." : String(character)
    guard colour else { return shown }
    let code: String
    switch character {
    case "o", "x": code = "2"
    case Block.prisonerLetter: code = "1;31"
    default:
      let index = Int(character.asciiValue ?? 66) - 66
      code = "1;" + BoardPrinter.palette[(index % BoardPrinter.palette.count + 10) % 10]
    }
    return "\u{1B}[\(code)m\(shown)\(BoardPrinter.reset)"
  }
}
