/// Reading squares as users write them.
extension KnightBoard {
  /// Parses a square of this board.
  ///
  /// Accepts algebraic notation (`b3`, `B3`, `aa27`: column letters like spreadsheet columns,
  /// then the row number, row 1 at the bottom) and `row,column` (`3,2`: both 1-based, row 1 at
  /// the bottom, so `3,2` is `b3`). Surrounding spaces are ignored.
  /// - Parameter text: what the user wrote.
  /// - Returns: the square.
  /// - Throws: ``KnightPathsError/malformedSquare(_:)`` when the text is neither form;
  ///   ``KnightPathsError/squareOffBoard(_:boardSize:)`` when it names a square beyond the board.
  public func square(_ text: String) throws(KnightPathsError) -> Square {
    let trimmed = text.trimmingSpaces()
    let parsed: ParsedSquare
    if let commaForm = ParsedSquare(rowColumn: trimmed) {
      parsed = commaForm
    } else if let algebraic = ParsedSquare(algebraic: trimmed) {
      parsed = algebraic
    } else {
      throw .malformedSquare(text)
    }
    guard let row = parsed.row, let column = parsed.column else {
      throw .squareOffBoard(trimmed, boardSize: size)
    }
    let square = Square(row: row - 1, column: column - 1)
    guard contains(square) else { throw .squareOffBoard(trimmed, boardSize: size) }
    return square
  }
}

/// A syntactically valid square: 1-based row and column, nil when too large to represent.
private struct ParsedSquare {
  var row: Int?
  var column: Int?

  /// `row,column` with optional spaces and signs around the comma.
  init?(rowColumn text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let rowText = String(parts[0]).trimmingSpaces()
    let columnText = String(parts[1]).trimmingSpaces()
    guard rowText.isSignedInteger, columnText.isSignedInteger else { return nil }
    row = Int(rowText)
    column = Int(columnText)
  }

  /// Letters then digits, such as `b3` or `AB12`.
  init?(algebraic text: String) {
    let lowered = text.lowercased()
    let letters = lowered.prefix { $0 >= "a" && $0 <= "z" }
    let digits = lowered.dropFirst(letters.count)
    guard !letters.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else {
      return nil
    }
    row = Int(digits)
    // Bijective base 26; anything past four letters is far beyond any board.
    if letters.count <= 4 {
      column = letters.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value) - 96 }
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }

  /// True for an optional `-` or `+` followed by one or more ASCII digits.
  fileprivate var isSignedInteger: Bool {
    let body = hasPrefix("-") || hasPrefix("+") ? dropFirst() : Substring(self)
    return !body.isEmpty && body.allSatisfy { $0 >= "0" && $0 <= "9" }
  }
}
