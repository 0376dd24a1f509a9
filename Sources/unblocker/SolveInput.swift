import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner

/// Turns the `solve` command's positional argument into a puzzle.
///
/// The argument is either the 36-character notation or the path of a board file (six lines
/// of six characters, or one line holding the notation). Later input kinds (a screenshot to
/// scan) add a case to `Source` and a branch to `puzzle(exit:)`.
struct SolveInput {
  /// Where the board comes from.
  enum Source: Equatable {
    /// The 36-character notation given on the command line.
    case notation(String)
    /// A text file holding the board.
    case boardFile(String)
    /// A screenshot to scan (PNG, JPEG or WebP, recognised by content).
    case image(String)
    /// `-`: standard input, holding a board file or a screenshot (told apart by content).
    case standardInput
  }

  /// The argument as the user typed it (used in messages).
  let argument: String
  /// What the argument names.
  let source: Source

  /// Classifies `argument`: an existing file is a file; otherwise 36 characters, or text
  /// made only of board characters, is notation; anything else is a file that is missing.
  init(_ argument: String) {
    self.argument = argument
    var isDirectory: ObjCBool = false
    if argument == InputFile.standardInputName {
      source = .standardInput
    } else if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      source = Self.holdsText(argument) ? .boardFile(argument) : .image(argument)
    } else if argument.count == Board.cellCount || argument.allSatisfy(SolveInput.isBoardCharacter)
    {
      source = .notation(argument)
    } else {
      source = .boardFile(argument)
    }
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

  /// As `puzzle(exit:theme:minimumConfidence:acceptUncertain:)`, with the scan's report and
  /// the decoded image when the board came from a screenshot (nil for a board given as text).
  func reading(
    exit: Exit, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, acceptUncertain: Bool = false
  ) throws -> (puzzle: Puzzle, scan: (report: ScanReport, image: RGBAImage)?) {
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
      let scanned = try ScanCommand.reading(
        fromImage: path, theme: theme, minimumConfidence: minimumConfidence,
        acceptUncertain: acceptUncertain)
      return (scanned.puzzle, (scanned.report, scanned.image))
    case .standardInput:
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(argument, limit: 1 << 30, allowsStandardInput: true)
      } catch {
        throw fail(error.description, .cannotOpen)
      }
      guard Self.isText(bytes) else {
        let scanned = try ScanCommand.reading(
          fromImage: argument, bytes: bytes, theme: theme, minimumConfidence: minimumConfidence,
          acceptUncertain: acceptUncertain)
        return (scanned.puzzle, (scanned.report, scanned.image))
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

  /// True when the file at `path` may be a board file: not named like an image and holding
  /// UTF-8 text without NUL. Anything else is read as an image, so a corrupt or unsupported
  /// image gets the decoder's message and status, as `scan` gives them.
  static func holdsText(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    let imageExtensions = [".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff"]
    if imageExtensions.contains(where: name.hasSuffix) { return false }
    // Unreadable (a FIFO, a huge file): reading it as a board file reports why.
    guard let bytes = try? InputFile.read(path, limit: 1 << 20) else { return true }
    return isText(bytes)
  }

  /// True for UTF-8 text without NUL (a board file), false for anything else (an image).
  static func isText(_ bytes: [UInt8]) -> Bool {
    !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
  }

  /// True for the characters of the notation: `o`, `.`, `x` and capital letters.
  static func isBoardCharacter(_ character: Character) -> Bool {
    character == "o" || character == "." || character == "x"
      || (character.isASCII && character.isUppercase)
  }
}
