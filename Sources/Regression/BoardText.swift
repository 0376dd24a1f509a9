import Puzzle

/// Boards drawn as text: expected and scanned side by side, differing tiles marked.
public enum BoardText {
  /// Two 6x6 grids side by side, a `*` after each differing tile.
  ///
  /// ```
  /// expected right:2   got right:2
  /// B C o D E E        B C o D E E
  /// B C o D o o        B C*o*D o o
  /// ```
  /// - Parameters:
  ///   - result: a sample's result.
  ///   - indent: spaces before each line.
  /// - Returns: the lines; empty when neither side has a grid.
  public static func sideBySide(_ result: SampleResult, indent: Int = 0) -> [String] {
    let marked = Set(result.differences.map(\.cell))
    let left = grid(result.expected?.grid, marked: marked)
    let right = grid(result.got?.grid, marked: marked)
    guard left != nil || right != nil else { return [] }
    let width = 2 * Board.size + 6
    func pad(_ text: String) -> String {
      text + String(repeating: " ", count: max(1, width - text.count))
    }
    let margin = String(repeating: " ", count: indent)
    var lines = [
      margin + pad("expected " + caption(result.expected)) + "got " + caption(result.got)
    ]
    for row in 0..<Board.size {
      let leftRow = left?[row] ?? (row == 0 ? "(none)" : "")
      let rightRow = right?[row] ?? (row == 0 ? "(none)" : "")
      var line = margin + pad(leftRow) + rightRow
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  /// `right:2`, `reject`, `no board` or `tile classes`.
  private static func caption(_ reading: SampleReading?) -> String {
    guard let reading else { return "(unreadable)" }
    if let exit = reading.exit { return exit.description }
    if reading.tiles != nil { return "(tile classes, no board)" }
    return reading.reject ? "(reject)" : "(no board)"
  }

  /// Six rows of `B C*o ...`, nil without a grid.
  private static func grid(_ notation: String?, marked: Set<Cell>) -> [String]? {
    guard let notation, notation.count == Board.cellCount else { return nil }
    let characters = Array(notation)
    return (0..<Board.size).map { row in
      var line = ""
      for column in 0..<Board.size {
        let cell = Cell(row: row, column: column)
        line.append(characters[cell.index])
        line.append(marked.contains(cell) ? "*" : " ")
      }
      return line
    }
  }

  /// The text a person reads about a failed sample: its failures, readings and grids.
  ///
  /// - Parameter result: a sample's result.
  /// - Returns: lines without a trailing newline.
  public static func details(_ result: SampleResult) -> [String] {
    var lines = ["file: \(result.file)"]
    for failure in result.failures { lines.append(failure.message) }
    if let confidence = result.confidence {
      let theme = result.got?.theme.map { ", theme \($0)" } ?? ""
      lines.append("confidence: \(ReportFormat.fraction(confidence))\(theme)")
    }
    if !result.differences.isEmpty {
      lines.append("differing tiles (cell expected got confidence):")
      for difference in result.differences {
        let confidence = difference.confidence.map(ReportFormat.fraction) ?? "-"
        lines.append(
          "  \(difference.cell) \(difference.expected) \(difference.got) \(confidence)")
      }
    }
    let grids = sideBySide(result)
    if !grids.isEmpty { lines += [""] + grids }
    return lines
  }
}
