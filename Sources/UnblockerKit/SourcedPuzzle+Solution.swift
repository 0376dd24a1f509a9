import Gestures
import Puzzle
import Solver
import StrictJSON

/// How `solve --gestures` prints the swipes: one line per move with its swipe, or
/// `adb shell input swipe` lines only, ready for a shell.
public enum SwipeFormat: String, CaseIterable, Sendable {
  case text, adb
}

extension SourcedPuzzle {
  /// The swipes of `moves` on the screenshot this puzzle was read from (when `swipes`), and,
  /// with `annotateMoves`, that screenshot written with the moves drawn over it; nothing for a
  /// board given as text or without a solution (`moves` nil).
  ///
  /// - Parameters:
  ///   - path: the screenshot's argument, named in messages.
  ///   - force: replace an existing `annotateMoves` file.
  ///   - note: told of the picture written.
  /// - Throws: `SwipeError.screen` when swipes or the picture are asked of a board given as
  ///   text, `SwipeError` when the moves cannot be placed or the picture written.
  public func place(
    _ moves: [Move]?, swipes: Bool, settings: SwipeSettings, annotateMoves: String?, path: String,
    force: Bool, note: (String) -> Void
  ) throws(SwipeError) -> [Gesture] {
    guard let reading, let image else {
      guard !swipes && annotateMoves == nil else {
        throw .screen(
          "\(path): --gestures and --annotate-moves place moves on a screenshot; give a "
            + "screenshot (PNG, JPEG or WebP), not a board in notation or a board file")
      }
      return []
    }
    guard let moves else { return [] }
    let start = puzzle.board
    let gestures =
      swipes ? try reading.swipes(for: moves, from: start, settings: settings, path: path) : []
    if let output = annotateMoves {
      try reading.writeMoves(moves, from: start, on: image, to: output, path: path, force: force)
      note("wrote \(output): \(moves.count) moves drawn over \(path)")
    }
    return gestures
  }
}

extension SearchResult {
  /// What `solve` prints for this result: the JSON report (with the swipes beside the solution
  /// when there are any), the adb lines alone, or the text with the swipes after the moves.
  ///
  /// - Parameters:
  ///   - gestures: the swipes of the solution, if asked for (`format`).
  ///   - format: how the swipes are printed; nil when not asked for.
  ///   - json: JSON instead of text.
  ///   - stats: the search statistics in the text.
  ///   - colour: colour the text.
  public func output(
    gestures: [Gesture], format: SwipeFormat?, json: Bool, stats: Bool, colour: Bool
  ) throws -> String {
    let report = SolveReport(self, includeStats: true)
    let moves = solution?.moves ?? []
    if json && format != nil && isSolvable { return try report.json(gestures: gestures) + "\n" }
    if json { return try JSONText.encode(report, pretty: true) + "\n" }
    if format == .adb && isSolvable { return Gesture.text(gestures, moves: moves, adb: true) }
    let swipes = isSolvable && format == .text
    return text(stats: stats, colour: colour)
      + (swipes ? Gesture.text(gestures, moves: moves, adb: false) : "")
  }
}
