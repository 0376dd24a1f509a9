import FileGuard
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Themes

/// A puzzle read from its source, with the scan's reading and the decoded image when it came
/// from a screenshot.
public struct SourcedPuzzle: Sendable {
  /// The puzzle (for a screenshot, its exit is the chute found).
  public var puzzle: Puzzle
  /// The reading of a screenshot (its geometry places the moves on the screen, its theme
  /// draws the pictures); nil for a board given as text.
  public var reading: Reading?
  /// The decoded screenshot; nil for a board given as text.
  public var image: RGBAImage?
}

extension PuzzleSource {
  /// Reads and validates the puzzle that `argument` names (`solve`'s and `render`'s BOARD).
  ///
  /// - Parameters:
  ///   - argument: the argument as given (named in messages).
  ///   - exit: the exit of a board given as text (a screenshot's is the chute found).
  ///   - theme: for a screenshot, the `--theme` argument (`auto` tries every profile).
  ///   - minimumConfidence: for a screenshot, the least confidence for its board to count.
  ///   - acceptUncertain: for a screenshot, use a board read below it anyway.
  ///   - note: takes each line to show beside the result (warnings, what was scanned).
  /// - Throws: `PuzzleSourceError`.
  public static func puzzle(
    _ argument: String, exit: Exit, theme: String = "auto",
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence,
    acceptUncertain: Bool = false, note: (String) -> Void = { _ in }
  ) throws(PuzzleSourceError) -> SourcedPuzzle {
    func screenshot(_ bytes: [UInt8]?) throws(PuzzleSourceError) -> SourcedPuzzle {
      try scanned(
        argument, bytes: bytes, theme: theme, minimumConfidence: minimumConfidence,
        acceptUncertain: acceptUncertain, note: note)
    }
    switch PuzzleSource(argument: argument) {
    case .notation(let notation):
      do {
        return SourcedPuzzle(puzzle: try Puzzle(board: Board(notation: notation), exit: exit))
      } catch {
        let message = error.description
        throw .invalidBoard(
          message.contains(argument) ? message : "board '\(argument)': \(message)")
      }
    case .boardFile(let path):
      let text: String
      do {
        text = try InputFile.readText(path, limit: 1 << 20)
      } catch {
        throw .unreadable(
          "\(Printable.path(path)): cannot read the board file (\(error.reason)); give an "
            + "existing file or the 36-character notation")
      }
      return try board(text, exit: exit, named: path)
    case .image:
      return try screenshot(nil)
    case .standardInput:
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(argument, limit: 1 << 30, allowsStandardInput: true)
      } catch {
        throw .unreadable(error.description)
      }
      guard isText(bytes) else { return try screenshot(bytes) }
      return try board(String(decoding: bytes, as: UTF8.self), exit: exit, named: "standard input")
    }
  }

  /// The puzzle of a board file's text.
  private static func board(_ text: String, exit: Exit, named name: String)
    throws(PuzzleSourceError) -> SourcedPuzzle
  {
    do {
      return SourcedPuzzle(puzzle: try Puzzle(board: Board(text: text), exit: exit))
    } catch {
      throw .invalidBoard("\(name): \(error)")
    }
  }

  /// Scans the screenshot `path` (or its `bytes`, already read from standard input).
  private static func scanned(
    _ path: String, bytes: [UInt8]?, theme: String, minimumConfidence: Double,
    acceptUncertain: Bool, note: (String) -> Void
  ) throws(PuzzleSourceError) -> SourcedPuzzle {
    let reader: Unblocker
    do {
      reader = try Unblocker(
        selection: ThemeSelection(argument: theme), library: ThemeLibrary.standard(),
        minimumConfidence: minimumConfidence)
    } catch {
      throw .theme(error)
    }
    let image: RGBAImage
    do throws(ImageCodecError) {
      if let bytes {
        image = try ImageDecoder.decode(bytes, source: path).image
      } else {
        image = try ImageFile.read(path: path).image
      }
    } catch {
      throw .image(error)
    }
    let reading = reader.scan(image: image)
    let report = reading.report
    guard let puzzle = report.puzzle else {
      throw .noBoard("\(path): \(report.error?.description ?? "no board found")")
    }
    for warning in report.warnings { note("warning: \(path): \(warning.message)") }
    if reading.verdict == .uncertain {
      guard acceptUncertain else {
        throw .uncertain(
          "\(path): \(reading.uncertainty); the board read was \(puzzle.board.notation) exit "
            + "\(puzzle.exit). Rescan a clearer screenshot, or pass --accept-uncertain to solve "
            + "it anyway")
      }
      note("warning: \(path): \(reading.uncertainty); solving it anyway (--accept-uncertain)")
    }
    note(
      "scanned \(path): \(puzzle.board.notation) exit \(puzzle.exit) "
        + "(theme \(report.theme ?? "derived from the image"), confidence "
        + "\(Decimals.fixed(report.confidence, 2)))")
    return SourcedPuzzle(puzzle: puzzle, reading: reading, image: image)
  }
}
