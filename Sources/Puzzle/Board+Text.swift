extension Board {
  /// Creates a board from the text of a board file: six lines of six characters, or one
  /// line holding the 36-character notation.
  ///
  /// Blank lines, surrounding whitespace and spaces between cells are ignored.
  ///
  /// - Parameter text: the file's contents.
  /// - Throws: `PuzzleError.badLayout` when the text is neither one line nor six lines of six;
  ///   otherwise the errors of `init(notation:)`.
  public init(text: String) throws(PuzzleError) {
    let lines =
      text
      .split(whereSeparator: \.isNewline)
      .map { line in String(line.filter { !$0.isWhitespace }) }
      .filter { !$0.isEmpty }
    if lines.count == 1 {
      try self.init(notation: lines[0])
    } else if lines.count == Board.size, lines.allSatisfy({ $0.count == Board.size }) {
      try self.init(notation: lines.joined())
    } else {
      throw .badLayout(lineLengths: lines.map(\.count))
    }
  }

  /// The board file text: six lines of six characters, each ending with a newline.
  public var fileText: String { rows.map { $0 + "\n" }.joined() }
}
