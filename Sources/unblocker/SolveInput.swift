import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import UnblockerKit

/// Turns the `solve` command's positional argument (UnblockerKit's `PuzzleSource`) into a
/// puzzle, printing what goes wrong as the command's errors.
struct SolveInput {
  /// The argument as the user typed it (used in messages).
  let argument: String
  /// What the argument names.
  let source: PuzzleSource

  /// Classifies `argument` (see `PuzzleSource.init(argument:)`).
  init(_ argument: String) {
    self.argument = argument
    source = PuzzleSource(argument: argument)
  }

  /// Reads and validates the puzzle.
  ///
  /// - Parameters:
  ///   - exit: the exit to use (not for a screenshot: its exit is the chute found).
  ///   - theme: for a screenshot, the `--theme` argument.
  ///   - minimumConfidence: for a screenshot, the least confidence for its board to count.
  ///   - acceptUncertain: for a screenshot, use a board read below it anyway.
  /// - Returns: the puzzle.
  /// - Throws: an `ExitCode` after printing the error: 66 for a file that cannot be read,
  ///   65 for an invalid board (the message names the input and the fault), 3 and 5 for a
  ///   screenshot without a board or with an uncertain one.
  func puzzle(
    exit: Exit, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, acceptUncertain: Bool = false
  ) throws -> Puzzle {
    try reading(
      exit: exit, theme: theme, minimumConfidence: minimumConfidence,
      acceptUncertain: acceptUncertain
    ).puzzle
  }

  /// As `puzzle(exit:theme:minimumConfidence:acceptUncertain:)`, with the scan's reading and
  /// the decoded image when the board came from a screenshot (nil for a board given as text).
  func reading(
    exit: Exit, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, acceptUncertain: Bool = false
  ) throws -> (puzzle: Puzzle, scan: (reading: Reading, image: RGBAImage)?) {
    switch source {
    case .notation(let notation):
      do {
        return try (Puzzle(board: Board(notation: notation), exit: exit), nil)
      } catch {
        let message = error.description
        let named = message.contains(argument) ? message : "board '\(argument)': \(message)"
        throw fail(named, .invalidInput)
      }
    case .boardFile(let path):
      let text: String
      do {
        text = try InputFile.readText(path, limit: 1 << 20)
      } catch {
        throw fail(
          "\(Printable.path(path)): cannot read the board file (\(error.reason)); give an "
            + "existing file or the 36-character notation", .cannotOpen)
      }
      do {
        return try (Puzzle(board: Board(text: text), exit: exit), nil)
      } catch {
        throw fail("\(path): \(error)", .invalidInput)
      }
    case .image(let path):
      let scanned = try Screenshots.reading(
        fromImage: path, theme: theme, minimumConfidence: minimumConfidence,
        acceptUncertain: acceptUncertain)
      return (scanned.puzzle, (scanned.reading, scanned.image))
    case .standardInput:
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(argument, limit: 1 << 30, allowsStandardInput: true)
      } catch {
        throw fail(error.description, .cannotOpen)
      }
      guard PuzzleSource.isText(bytes) else {
        let scanned = try Screenshots.reading(
          fromImage: argument, bytes: bytes, theme: theme, minimumConfidence: minimumConfidence,
          acceptUncertain: acceptUncertain)
        return (scanned.puzzle, (scanned.reading, scanned.image))
      }
      do {
        return try (
          Puzzle(board: Board(text: String(decoding: bytes, as: UTF8.self)), exit: exit), nil
        )
      } catch {
        throw fail("standard input: \(error)", .invalidInput)
      }
    }
  }
}
