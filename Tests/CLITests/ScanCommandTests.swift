import Foundation
import TestSupport
import Testing

@Suite("unblocker scan")
struct ScanCommandTests {
  static let i4 = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path
  static let e29 = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-E-29.jpg").path
  static let crop = Fixtures.sharedScreenshots
    .appendingPathComponent("crops/original-orange-block-2h.png").path

  /// JSON Lines: one object per line.
  func objects(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func printsBoardExitThemeRectTileTimesAndPicture() throws {
    let result = try CommandRunner.run(["scan", Self.i4])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == Self.i4)
    #expect(lines.contains("  board       ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"))
    #expect(lines.contains("  exit        right:2"))
    #expect(lines.contains { $0.hasPrefix("  theme       original-2 (scores: original-2 1.00") })
    #expect(lines.contains { $0.hasPrefix("  board rect  ") && $0.hasSuffix("(WxH+X+Y)") })
    #expect(lines.contains { $0.hasPrefix("  tile        31.") })
    #expect(lines.contains { $0.hasPrefix("  time (ms)   locate ") })
    #expect(lines.contains("  |DAAEG. "))
    #expect(!result.standardOutput.contains("\u{1B}["))
  }

  @Test func printsOneJSONObjectPerImagePerLine() throws {
    let result = try CommandRunner.run(["scan", "--json", Self.i4, Self.e29])
    #expect(result.status == 0)
    let objects = try objects(result.standardOutput)
    #expect(objects.count == 2)
    #expect(objects[0]["file"] as? String == Self.i4)
    #expect(objects[0]["board"] as? String == "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    #expect(objects[1]["board"] as? String == "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM")
    let exit = try #require(objects[0]["exit"] as? [String: Any])
    #expect(exit["side"] as? String == "right" && exit["row"] as? Int == 2)
    #expect(objects[0]["theme"] as? String == "original-2")
    #expect((objects[0]["confidence"] as? Double ?? 0) > 0.5)
    let tiles = try #require(objects[0]["tiles"] as? [[String: Any]])
    #expect(tiles.count == 36)
    #expect(tiles[13]["class"] as? String == "prisoner")
    // What the scan did not find is absent, not null; the tile size is an object.
    #expect(objects[0]["error"] == nil && objects[0]["failedStage"] == nil)
    let tileSize = try #require(objects[0]["tileSize"] as? [String: Double])
    #expect(tileSize.keys.sorted() == ["height", "width"] && tileSize["width"] ?? 0 > 10)
    let rect = try #require(objects[0]["boardRect"] as? [String: Int])
    #expect(rect.keys.sorted() == ["height", "width", "x", "y"])
  }

  @Test func rejectsAnImageWithoutABoard() throws {
    let result = try CommandRunner.run(["scan", Self.crop])
    #expect(result.status == 3)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: \(Self.crop): no board found (locate): 1 dark region of board colour "
        + "(themes tried: original-1, original-2, fallback, fallback-light), none square like a "
        + "6x6 board "
        + "(largest 333x160+0+0, width/height 2.08)\n"
        + "hint: no theme profile fits this screenshot; if its wood theme is not shipped, label "
        + "a few screenshots and run `unblocker calibrate` (README: Calibrate a new theme)\n")
  }

  @Test func givesNoCalibrationHintWhenAShippedProfileFits() throws {
    // An uncertain or failed reading of a shipped theme is not a theme to calibrate.
    let result = try CommandRunner.run(["scan", "--min-confidence", "1.1", Self.i4])
    #expect(result.status == 5)
    #expect(!result.standardError.contains("hint:"))
  }

  @Test func reportsARejectedImageInJSONWithoutABoard() throws {
    let result = try CommandRunner.run(["scan", "--json", Self.i4, Self.crop])
    #expect(result.status == 3)
    let objects = try objects(result.standardOutput)
    #expect(objects.count == 2)
    for key in ["board", "exit", "boardRect", "tileSize", "leastSure"] {
      #expect(objects[1][key] == nil, "\(key)")
    }
    #expect(objects[1]["failedStage"] as? String == "locate")
    #expect((objects[1]["error"] as? String)?.hasPrefix("no board found (locate): ") == true)
  }

  @Test func usesANamedTheme() throws {
    let result = try CommandRunner.run(["scan", "--json", "--theme", "original-2", Self.i4])
    #expect(result.status == 0)
    #expect(try objects(result.standardOutput)[0]["theme"] as? String == "original-2")
  }

  @Test func namesTheFileAndKeyOfAMalformedThemeFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    let themes = folder.appendingPathComponent("themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    let text = try String(
      contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: #""board": { "mean": [33.6, 9.5, 29.8]"#, with: #""board": { "mean": [33.6, 9.5]"#)
    #expect(broken != text)
    try broken.write(
      to: themes.appendingPathComponent("oak.json"), atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["scan", Self.i4], in: folder)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: themes/oak.json: scan.classes.board.mean: expected 3 numbers\n")
  }

  @Test func rejectsAnUnknownThemeName() throws {
    let result = try CommandRunner.run(["scan", "--theme", "teak", Self.i4])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: no theme named \"teak\"; known themes: "))
  }

  @Test func reportsAMissingThemeFile() throws {
    let result = try CommandRunner.run(["scan", "--theme", "nowhere/oak.json", Self.i4])
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: nowhere/oak.json: cannot read theme file (No such file or directory); check the path\n"
    )
  }

  @Test func reportsAMissingImage() throws {
    let result = try CommandRunner.run(["scan", "missing.png"])
    #expect(result.status == 66)
    #expect(result.standardError.hasPrefix("error: missing.png: "))
  }

  @Test func worksFromAnotherDirectoryWithTheShippedThemes() throws {
    let folder = try Fixtures.temporaryDirectory()
    let result = try CommandRunner.run(["scan", "--json", Self.i4], in: folder)
    #expect(result.status == 0)
    #expect(try objects(result.standardOutput)[0]["theme"] as? String == "original-2")
  }

  @Test func solveScansAnImageThenSolvesIt() throws {
    let result = try CommandRunner.run(["solve", Self.i4])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("23 moves (optimal), exit right:2\n"))
    #expect(
      result.standardError.contains(
        "scanned \(Self.i4): ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo exit right:2 (theme original-2, ")
    )
  }

  @Test func solveRejectsAnImageWithoutABoard() throws {
    let result = try CommandRunner.run(["solve", Self.crop])
    #expect(result.status == 3)
    #expect(result.standardError.hasPrefix("error: \(Self.crop): no board found (locate): "))
  }
}

@Suite("unblocker scan --evidence")
struct ScanEvidenceTests {
  @Test func printsTheWholeReport() throws {
    let result = try CommandRunner.run(["scan", "--json", "--evidence", ScanCommandTests.i4])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["board"] as? String == "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let tiles = try #require(object["tiles"] as? [[String: Any]])
    #expect(tiles.count == 36)
    #expect(tiles[0]["votes"] is [String: Any])
    #expect((object["seams"] as? [Any])?.isEmpty == false)
    #expect(object["chute"] is [String: Any])
  }

  @Test func needsJSON() throws {
    let result = try CommandRunner.run(["scan", "--evidence", ScanCommandTests.i4])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--evidence needs --json"))
  }
}
