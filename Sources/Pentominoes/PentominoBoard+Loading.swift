import FileGuard
import Foundation

extension PentominoBoard {
  /// The largest mask file read, in bytes.
  public static let maskByteLimit = 1 << 20

  /// The largest number of rows or columns a board may have, named or from a mask.
  public static let sideLimit = 1000

  /// Loads a board given on the command line: a name (`6x10`, `10x6`, `8x8`, `8x8-center`, any
  /// `RxC` rectangle) or the path of a mask file.
  ///
  /// An argument of the form `RxC` or `RxC-center` is always a name; write `./6x10` for a file
  /// called so.
  /// - Parameter argument: the board name or mask path.
  /// - Returns: the board, not yet checked for tileability (see `checkTileable()`).
  /// - Throws: `PentominoError` for a bad name, an unreadable file or a malformed mask.
  public static func load(_ argument: String) throws -> PentominoBoard {
    if let board = try named(argument) { return board }
    return try PentominoBoard(contentsOfMask: argument)
  }

  /// The board called `name`, nil when `name` does not have the form `RxC` or `RxC-center`.
  ///
  /// `8x8` and `8x8-center` are both the 8x8 board without its central 2x2; any other `RxC` is
  /// a full rectangle of R rows and C columns (`10x6` is `6x10` transposed).
  /// - Throws: `PentominoError.unknownBoardName` for sizes out of range or a centre hole asked
  ///   of a board other than 8x8.
  public static func named(_ name: String) throws -> PentominoBoard? {
    var body = Substring(name)
    let centre = body.hasSuffix("-center") || body.hasSuffix("-centre")
    if centre { body = body.dropLast("-center".count) }
    let parts = body.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
    else { return nil }
    guard let rows = Int(parts[0]), let columns = Int(parts[1]),
      (1...sideLimit).contains(rows), (1...sideLimit).contains(columns)
    else {
      throw PentominoError.unknownBoardName(
        name, reason: "rows and columns must be between 1 and \(sideLimit)")
    }
    if rows == 8 && columns == 8 { return eightByEightCentreHole(name: name) }
    if centre {
      throw PentominoError.unknownBoardName(
        name, reason: "a centre hole is defined only for 8x8")
    }
    return rectangle(rows: rows, columns: columns, name: name)
  }

  /// Reads a mask file: one line per row, `#` a cell to fill, `.` a hole.
  ///
  /// Trailing spaces and a final newline are ignored; shorter lines are padded with holes.
  /// - Parameter path: the file's path, also the board's name.
  /// - Throws: `PentominoError` when the file cannot be read, is too large or is malformed.
  public init(contentsOfMask path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PentominoError.unreadableMask(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw PentominoError.unreadableMask(path: path, reason: "it is a folder")
    }
    // A FIFO, device or socket is refused before it is opened: reading one can block forever.
    do {
      try InputFile.check(path)
    } catch {
      throw PentominoError.unreadableMask(path: path, reason: error.reason)
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      throw PentominoError.unreadableMask(path: path, reason: "permission denied")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: Self.maskByteLimit + 1) ?? Data()
    } catch {
      throw PentominoError.unreadableMask(path: path, reason: "read failed (\(error))")
    }
    if data.count > Self.maskByteLimit {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
      throw PentominoError.maskTooLarge(
        path: path, bytes: size ?? data.count, limit: Self.maskByteLimit)
    }
    try self.init(maskText: String(decoding: data, as: UTF8.self), name: path)
  }

  /// Parses mask text: one line per row, `#` a cell to fill, `.` a hole.
  ///
  /// Trailing spaces, `\r` and trailing empty lines are ignored; shorter lines are padded with
  /// holes.
  /// - Parameters:
  ///   - maskText: the text.
  ///   - name: the board's name (the file's path), used in messages.
  /// - Throws: `PentominoError.invalidMaskCharacter` for any other character,
  ///   `PentominoError.maskTooWide` beyond 1000 rows or columns, and
  ///   `PentominoError.wrongCellCount` when the text holds no cell at all.
  public init(maskText: String, name: String) throws {
    // Split on any line break ("\r\n" is one Character, so not on "\n" alone).
    var lines = maskText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      line in
      var trimmed = Substring(line)
      while let last = trimmed.last, last == " " || last == "\t" || last == "\r" {
        trimmed = trimmed.dropLast()
      }
      return trimmed
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    for (lineIndex, line) in lines.enumerated() {
      for (columnIndex, character) in line.enumerated() where character != "#" && character != "." {
        throw PentominoError.invalidMaskCharacter(
          path: name, line: lineIndex + 1, column: columnIndex + 1, character: character)
      }
    }
    let width = lines.map(\.count).max() ?? 0
    guard !lines.isEmpty, width > 0 else {
      throw PentominoError.wrongCellCount(board: name, cells: 0)
    }
    guard lines.count <= Self.sideLimit, width <= Self.sideLimit else {
      throw PentominoError.maskTooWide(
        path: name, rows: lines.count, columns: width, limit: Self.sideLimit)
    }
    var mask: [Bool] = []
    mask.reserveCapacity(lines.count * width)
    for line in lines {
      mask.append(contentsOf: line.map { $0 == "#" })
      mask.append(contentsOf: repeatElement(false, count: width - line.count))
    }
    self.init(name: name, rows: lines.count, columns: width, mask: mask)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
