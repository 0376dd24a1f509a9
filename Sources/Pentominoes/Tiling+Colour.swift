extension Tiling {
  /// The letter grid, each letter on its piece's colour (ANSI 24-bit) when `colour` is true.
  public func text(colour: Bool) -> String {
    guard colour else { return text }
    return (0..<board.rows).map { row in
      (0..<board.columns).map { column -> String in
        guard let piece = self[BoardCell(row: row, column: column)] else { return "." }
        let c = piece.colour
        return "\u{1B}[30;48;2;\(c.red);\(c.green);\(c.blue)m\(piece.letter)\u{1B}[0m"
      }.joined()
    }.joined(separator: "\n")
  }
}
