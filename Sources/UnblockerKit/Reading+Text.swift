import Imaging
import Puzzle
import Scanner

/// A reading as the command line prints it.
extension Reading {
  /// `confidence 0.31 is below --min-confidence 0.50 (weakest: ...)`.
  package var shortfall: String {
    "confidence \(Decimals.fixed(report.confidence)) is below --min-confidence "
      + "\(Decimals.fixed(minimumConfidence)) (weakest: \(weakest))"
  }

  /// What holds the confidence down most (`ScanReport.weakestPart`), or where the scan has no
  /// calibrated confidence, its least sure decision.
  package var weakest: String { report.weakestPart ?? report.leastSureDecision ?? "-" }

  /// `uncertain reading: confidence 0.31 is below --min-confidence 0.50 (weakest: ...)`.
  package var uncertainty: String { "uncertain reading: " + shortfall }

  /// The text report of a reading that found a board (`scan`'s output; an uncertain one says
  /// so first): board, exit, theme and scores, confidence, board rectangle, tile size, time
  /// per stage and a picture of the board. Empty when no board was found.
  ///
  /// - Parameters:
  ///   - path: the image, as the first line.
  ///   - colour: colour the picture (ANSI).
  package func text(file path: String, colour: Bool = false) -> String {
    guard let puzzle = report.puzzle else { return "" }
    var lines = ["\(path)"]
    if verdict == .uncertain {
      lines.append("  UNCERTAIN   only the best reading, not a trusted board: " + shortfall)
    }
    lines.append("  board       \(puzzle.board.notation)")
    lines.append("  exit        \(puzzle.exit)")
    let scores = report.themeScores.map { "\($0.theme) \(Decimals.fixed($0.score))" }
      .joined(separator: ", ")
    lines.append(
      "  theme       \(report.theme ?? "-")\(report.usedFallback ? " (derived from the image)" : "")"
        + " (scores: \(scores))")
    lines.append(
      "  confidence  \(Decimals.fixed(report.confidence)) "
        + "(\(verdict); weakest: \(weakest))")
    if let location = report.location {
      lines.append("  board rect  \(location.board) (WxH+X+Y)")
      lines.append(
        "  tile        \(Decimals.fixed(location.tileWidth, 1))x"
          + "\(Decimals.fixed(location.tileHeight, 1)) px")
    }
    let times = report.timings.map { "\($0.stage) \(Decimals.fixed($0.milliseconds, 2))" }
      .joined(separator: ", ")
    let total = Decimals.fixed(report.totalMilliseconds, 2)
    lines.append("  time (ms)   \(times); total \(total) (every thread's time added up)")
    let picture = BoardPrinter(colour: colour).render(puzzle)
    lines += picture.split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}
