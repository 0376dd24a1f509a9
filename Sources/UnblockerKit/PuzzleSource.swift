import FileGuard
import Foundation
import Puzzle

/// Where a puzzle comes from, told from one argument (`solve`'s): the 36-character notation, a
/// board file (six lines of six characters, or one line holding the notation), a screenshot to
/// scan, or standard input holding either.
public enum PuzzleSource: Equatable, Sendable {
  /// The 36-character notation given on the command line.
  case notation(String)
  /// A text file holding the board.
  case boardFile(String)
  /// A screenshot to scan (PNG, JPEG or WebP, recognised by content).
  case image(String)
  /// `-`: standard input, holding a board file or a screenshot (told apart by content).
  case standardInput

  /// Classifies `argument`: an existing file is a file (a board file when it holds text, a
  /// screenshot otherwise); otherwise 36 characters, or text made only of board characters, is
  /// notation; anything else is a board file that is missing (reading it says so).
  public init(argument: String) {
    var isDirectory: ObjCBool = false
    if argument == InputFile.standardInputName {
      self = .standardInput
    } else if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      self = Self.holdsText(argument) ? .boardFile(argument) : .image(argument)
    } else if argument.count == Board.cellCount || argument.allSatisfy(Self.isBoardCharacter) {
      self = .notation(argument)
    } else {
      self = .boardFile(argument)
    }
  }

  /// True when the file at `path` may be a board file: not named like an image and holding
  /// UTF-8 text without NUL. Anything else is read as an image, so a corrupt or unsupported
  /// image gets the decoder's message and status, as `scan` gives them.
  public static func holdsText(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    let imageExtensions = [".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff"]
    if imageExtensions.contains(where: name.hasSuffix) { return false }
    // Unreadable (a FIFO, a huge file): reading it as a board file reports why.
    guard let bytes = try? InputFile.read(path, limit: 1 << 20) else { return true }
    return isText(bytes)
  }

  /// True for UTF-8 text without NUL (a board file), false for anything else (an image).
  public static func isText(_ bytes: [UInt8]) -> Bool {
    !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
  }

  /// True for the characters of the notation: `o`, `.`, `x` and capital letters.
  public static func isBoardCharacter(_ character: Character) -> Bool {
    character == "o" || character == "." || character == "x"
      || (character.isASCII && character.isUppercase)
  }
}
