import Foundation
import TestSupport
import Testing

/// Huge numbers in a theme or a baseline are refused when the file is loaded (65), before they
/// reach a formatter or a report.
@Suite("Huge theme and baseline numbers are refused at load")
struct HugeNumberTests {
  /// A folder with `shot.png`, its label, `huge.json` (original-2 with a margin of 1e17) and
  /// `base.json` (a baseline whose confidence is 1e19).
  static func folder() throws -> URL {
    let folder = try Fixtures.temporaryDirectory("huge-numbers")
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    try FileManager.default.copyItem(
      atPath: sample.path + ".png", toPath: folder.path + "/shot.png")
    try FileManager.default.copyItem(
      atPath: sample.path + ".json", toPath: folder.path + "/shot.json")
    let theme = try String(
      contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"), encoding: .utf8)
    let huge = theme.replacingOccurrences(
      of: "\"tileShare\": { \"value\": 0.6, \"margin\": 0.2 }",
      with: "\"tileShare\": { \"value\": 0.6, \"margin\": 1e17 }")
    #expect(huge != theme)
    try Data(huge.utf8).write(to: folder.appendingPathComponent("huge.json"))
    try Data(
      ("{\"format\": \"unblocker regress results\", \"version\": 1, \"samples\": "
        + "[{\"file\": \"shot.png\", \"status\": \"pass\", \"confidence\": 1e19}]}").utf8
    ).write(to: folder.appendingPathComponent("base.json"))
    return folder
  }

  static let cases: [[String]] = [
    ["annotate", "shot.png", "--theme", "huge.json", "-o", "out"],
    ["scan", "shot.png", "--theme", "huge.json", "--annotate", "out"],
    ["regress", "shot.png", "--theme", "huge.json", "--html", "html"],
    ["regress", "shot.png", "--baseline", "base.json", "--html", "html"],
  ]

  @Test(arguments: cases)
  func refusesWithExit65AndLeavesNothing(_ arguments: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let result = try CommandRunner.run(arguments, in: folder)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(
      result.standardError.contains("1e+17 is out of range (0 to 1)")
        || result.standardError.contains("1e+19 is out of range (0 to 1)"),
      "\(result.standardError)")
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(after == before)
  }
}
