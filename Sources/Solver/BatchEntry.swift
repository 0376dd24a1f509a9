import FileGuard
import Foundation
import Puzzle

/// One line of a puzzle list that holds a puzzle, or the reason it does not.
public enum BatchEntry: Sendable {
  /// A puzzle on line `line` (1-based), with what the line expects.
  case puzzle(line: Int, record: PuzzleRecord, puzzle: Puzzle)
  /// A line that holds no valid puzzle: its text (shortened) and why.
  case invalid(line: Int, text: String, message: String)

  /// The puzzles of a list, with line numbers; blank and `#` lines are skipped. A line that is
  /// not UTF-8 text is reported as invalid; the others are still read.
  ///
  /// - Parameters:
  ///   - bytes: the list, one board per line (`BOARD MOVES ...`, `MOVES BOARD ...`, or a board).
  ///   - exit: the exit of every puzzle.
  /// - Returns: one entry per line that is not blank or a comment.
  public static func entries(of bytes: [UInt8], exit: Exit) -> [BatchEntry] {
    var entries: [BatchEntry] = []
    var number = 0
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      guard let line = String(validating: raw, as: UTF8.self) else {
        let text = String(decoding: raw, as: UTF8.self)
        entries.append(
          .invalid(
            line: number, text: Printable.excerpt(text),
            message: "the line is not UTF-8 text (\(raw.count) bytes); save the list as UTF-8"))
        continue
      }
      do {
        guard let record = try PuzzleRecord(line: line) else { continue }
        entries.append(
          .puzzle(line: number, record: record, puzzle: try Puzzle(board: record.board, exit: exit))
        )
      } catch {
        entries.append(
          .invalid(
            line: number, text: line.trimmingCharacters(in: .whitespacesAndNewlines),
            message: error.description))
      }
    }
    return entries
  }
}
