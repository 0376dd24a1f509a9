import Foundation
import TestSupport
import Testing

@Suite("unblocker pentomino")
struct PentominoCommandTests {
  /// Rows of letters: every row `columns` long, each of the twelve letters on exactly five cells.
  private func looksLikeATiling(_ rows: [String], rows count: Int, columns: Int) -> Bool {
    guard rows.count == count, rows.allSatisfy({ $0.count == columns }) else { return false }
    var cells: [Character: Int] = [:]
    for letter in rows.joined() where letter != "." { cells[letter, default: 0] += 1 }
    return cells.keys.sorted() == Array("FILNPTUVWXYZ") && cells.values.allSatisfy { $0 == 5 }
  }

  private func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func printsOneTilingByDefault() throws {
    let result = try CommandRunner.run(["pentomino", "6x10"])
    #expect(result.status == 0)
    let rows = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(looksLikeATiling(rows, rows: 6, columns: 10))
    #expect(result.standardError.isEmpty)
  }

  @Test func printsTheFirstTilingAsJSON() throws {
    let result = try CommandRunner.run(["pentomino", "10x6", "--first", "--json"])
    #expect(result.status == 0)
    let object = try json(result.standardOutput)
    #expect(object["board"] as? String == "10x6")
    #expect(object["rows"] as? Int == 10)
    #expect(object["columns"] as? Int == 6)
    #expect(looksLikeATiling(try #require(object["tiling"] as? [String]), rows: 10, columns: 6))
  }

  @Test func drawsTheHoleOfTheEightByEightBoard() throws {
    let result = try CommandRunner.run(["pentomino", "8x8-center"])
    #expect(result.status == 0)
    let rows = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(looksLikeATiling(rows, rows: 8, columns: 8))
    #expect(rows[3].dropFirst(3).prefix(2) == ".." && rows[4].dropFirst(3).prefix(2) == "..")
  }

  @Test func countsUpToSymmetryAndInTotal() throws {
    let result = try CommandRunner.run(["pentomino", "6x10", "--count", "--json"])
    #expect(result.status == 0)
    let object = try json(result.standardOutput)
    #expect(object["distinct"] as? Int == 2339)
    #expect(object["total"] as? Int == 9356)
    #expect(object["symmetries"] as? Int == 4)
    #expect(
      object["symmetryGroup"] as? [String] == [
        "identity", "rotate180", "flipHorizontal", "flipVertical",
      ])
  }

  @Test func countsAsText() throws {
    let result = try CommandRunner.run(["pentomino", "8x8", "--count"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "8x8: 65 tilings up to symmetry (8 symmetries: identity, rotate90, rotate180, "
        + "rotate270, flipHorizontal, flipVertical, transpose, antiTranspose), 520 in total\n")
  }

  @Test func listsEveryTilingAsGridsSeparatedByBlankLines() throws {
    let result = try CommandRunner.run(["pentomino", "3x20", "--all"])
    #expect(result.status == 0)
    let grids = result.standardOutput.components(separatedBy: "\n\n")
    #expect(grids.count == 8)
    let parsed = grids.map { $0.split(separator: "\n").map(String.init) }
    #expect(parsed.allSatisfy { looksLikeATiling($0, rows: 3, columns: 20) })
    #expect(Set(parsed).count == 8)
  }

  @Test func listsEveryTilingAsJSONLines() throws {
    let result = try CommandRunner.run(["pentomino", "4x15", "--all", "--json"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 1472)
    let objects = try lines.map(json)
    #expect(objects.map { $0["index"] as? Int } == Array(1...1472))
    let grids = objects.compactMap { $0["tiling"] as? [String] }
    #expect(Set(grids).count == 1472)
    #expect(grids.allSatisfy { looksLikeATiling($0, rows: 4, columns: 15) })
  }

  @Test func tilesAMaskFile() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-cli")
    let path = folder.appendingPathComponent("ring.txt").path
    // The 8x8 board with its centre hole, as a mask.
    let mask =
      ["########", "########", "########", "###..###", "###..###", "########"]
      + ["########", "########"]
    try mask.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["pentomino", path, "--count", "--json"])
    #expect(result.status == 0)
    let object = try json(result.standardOutput)
    #expect(object["board"] as? String == path)
    #expect(object["distinct"] as? Int == 65)
    #expect(object["total"] as? Int == 520)
  }

  @Test func refusesAWrongCellCountBeforeSearching() throws {
    let result = try CommandRunner.run(["pentomino", "7x9"])
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: 7x9: the board has 63 cells, but the 12 pentominoes cover exactly 60; "
        + "give a board of 60 cells\n")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func refusesARegionWhoseSizeIsNotAMultipleOfFive() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-cli")
    let path = folder.appendingPathComponent("split.txt").path
    let mask = Array(repeating: "##.########", count: 6)  // regions of 12 and 48 cells
    try mask.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["pentomino", path, "--count"])
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: \(path): the connected region of 12 cells containing row 1, column 1 cannot "
        + "be tiled, since 12 is not a multiple of 5; change the mask so every region's size is "
        + "a multiple of 5\n")
  }

  @Test func refusesAMaskWithAnUnexpectedCharacter() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-cli")
    let path = folder.appendingPathComponent("bad.txt").path
    try "#####\n##o##\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["pentomino", path])
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: \(path): line 2, column 3: unexpected character 'o'; a mask holds only '#' "
        + "(a cell to fill) and '.' (a hole)\n")
  }

  @Test func refusesAMissingMaskFile() throws {
    let result = try CommandRunner.run(["pentomino", "no-such-board.txt"])
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: no-such-board.txt: cannot read the board mask: no such file; check the path\n")
  }

  @Test func refusesABadBoardName() throws {
    let result = try CommandRunner.run(["pentomino", "6x10-center"])
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: 6x10-center: not a board: a centre hole is defined only for 8x8; give 6x10, "
        + "5x12, 4x15, 3x20 (or transposed, e.g. 10x6), 8x8 (centre 2x2 removed), or the path "
        + "of a mask file\n")
  }

  @Test(arguments: [["--first"], ["--all"], ["--all", "--json"]])
  func reportsABoardWithNoTilingAsUnsolvable(flags: [String]) throws {
    let result = try CommandRunner.run(["pentomino", "2x30"] + flags)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: 2x30: the board has no tiling by the twelve pentominoes (exhaustive search); "
        + "try another board\n")
  }

  @Test func countsZeroForABoardWithNoTiling() throws {
    let result = try CommandRunner.run(["pentomino", "2x30", "--count", "--json"])
    #expect(result.status == 0)
    let object = try json(result.standardOutput)
    #expect(object["total"] as? Int == 0)
    #expect(object["distinct"] as? Int == 0)
  }

  @Test func drawsThePictureAsPNG() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-cli")
    let path = folder.appendingPathComponent("tiling.png").path
    let result = try CommandRunner.run(["pentomino", "6x10", "-o", path])
    #expect(result.status == 0)
    #expect(result.standardError == "wrote \(path) (528x336 pixels)\n")
    let rows = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(looksLikeATiling(rows, rows: 6, columns: 10))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let size = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(size(16) == 528)
    #expect(size(20) == 336)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tiling.png"],
      "no temporary file is left behind")
  }

  @Test func refusesToOverwriteAPictureWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("pentomino-cli")
    let path = folder.appendingPathComponent("tiling.png").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
    let refused = try CommandRunner.run(["pentomino", "3x20", "-o", path])
    #expect(refused.status == 73)
    #expect(
      refused.standardError
        == "error: \(path): the output file exists; use --force to overwrite it or choose "
        + "another name\n")
    #expect(refused.standardOutput.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("keep".utf8))
    let forced = try CommandRunner.run(["pentomino", "3x20", "-o", path, "--force"])
    #expect(forced.status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test(arguments: [
    (["--count", "-o", "t.png"], "-o draws one tiling; use it with --first (the default)"),
    (["--all", "-o", "t.png"], "-o draws one tiling; use it with --first (the default)"),
    (["-o", "t.jpg"], "-o: 't.jpg' does not end in .png; the picture is written as PNG"),
    (["--force"], "--force applies only to -o"),
  ])
  func rejectsPictureOptionsThatDoNotFit(flags: [String], message: String) throws {
    let result = try CommandRunner.run(["pentomino", "6x10"] + flags)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: \(message)\n"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func rejectsTwoModesAtOnce() throws {
    let result = try CommandRunner.run(["pentomino", "6x10", "--first", "--count"])
    #expect(result.status == 64)
  }
}
