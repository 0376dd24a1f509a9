import Foundation
import TestSupport
import Testing

@Suite("unblocker themes")
struct ThemesCommandTests {
  /// A folder holding `walnut.json`: the shipped original-2 profile renamed.
  static func themeFolder() throws -> URL {
    let folder = try Fixtures.temporaryDirectory("themes-command")
    let shipped = try String(
      contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"), encoding: .utf8)
    let walnut = shipped.replacingOccurrences(
      of: "\"name\": \"original-2\"", with: "\"name\": \"walnut\"")
    #expect(walnut != shipped)
    try walnut.write(
      to: folder.appendingPathComponent("walnut.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func listsTheShippedProfilesAndThoseOfTheThemeFolders() throws {
    let folder = try Self.themeFolder()
    let plain = try CommandRunner.run(["themes"], in: folder)
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(plain.standardOutput.contains("original-1  built-in  Original 1: "))
    #expect(
      plain.standardOutput.hasSuffix(
        "Theme folders: none (set UNBLOCKER_THEMES or create ./themes)\n"))
    #expect(!plain.standardOutput.contains("walnut"))

    let extended = try CommandRunner.run(
      ["themes", "--json"], in: folder, environment: ["UNBLOCKER_THEMES": folder.path])
    #expect(extended.status == 0, "\(extended.standardError)")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(extended.standardOutput.utf8))
        as? [[String: String]])
    #expect(entries.map { $0["name"] ?? "" } == ["original-1", "original-2", "walnut"])
    #expect(entries.last?["source"] == folder.path + "/walnut.json")
    #expect(entries.first?["source"] == "built-in")
  }

  @Test func showPrintsOneProfileThatIsAValidThemeFile() throws {
    let folder = try Self.themeFolder()
    let shown = try CommandRunner.run(
      ["themes", "show", "walnut"], in: folder, environment: ["UNBLOCKER_THEMES": folder.path])
    #expect(shown.status == 0, "\(shown.standardError)")
    #expect(shown.standardOutput.hasPrefix("source: \(folder.path)/walnut.json\n{\n"))

    let json = try CommandRunner.run(["themes", "show", "original-1", "--json"], in: folder)
    #expect(json.status == 0, "\(json.standardError)")
    let copy = folder.appendingPathComponent("copy.json")
    try Data(json.standardOutput.utf8).write(to: copy)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: copy)) as? [String: Any])
    #expect(object["name"] as? String == "original-1")
    // The printed profile is a theme file the scanner accepts.
    let scan = try CommandRunner.run(
      [
        "scan", "--theme", copy.path,
        Fixtures.sharedScreenshots.appendingPathComponent("unblocker-E-29.jpg").path,
      ],
      in: folder)
    #expect(scan.status != 65, "\(scan.standardError)")
  }

  @Test func showRefusesAnUnknownName() throws {
    let folder = try Fixtures.temporaryDirectory("themes-command")
    let result = try CommandRunner.run(["themes", "show", "walnut"], in: folder)
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix(
        "error: no theme named \"walnut\"; known themes: original-1, original-2"))
  }

  @Test func solveScansWithTheGivenTheme() throws {
    let folder = try Fixtures.temporaryDirectory("themes-command")
    let image = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-E-29.jpg").path
    let named = try CommandRunner.run(["solve", "--theme", "original-2", image], in: folder)
    #expect(named.status == 0, "\(named.standardError)")
    #expect(named.standardError.contains("(theme original-2, confidence "))
    let unknown = try CommandRunner.run(["solve", "--theme", "walnut", image], in: folder)
    #expect(unknown.status == 65)
    #expect(unknown.standardError.hasPrefix("error: no theme named \"walnut\""))
  }

  @Test func aPaletteOnlyThemeIsRefusedWithOneMessage() throws {
    let folder = try Fixtures.temporaryDirectory("themes-command")
    let data = try Data(contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["scan"] = nil
    object["name"] = "walnut"
    let theme = folder.appendingPathComponent("walnut.json")
    try JSONSerialization.data(withJSONObject: object).write(to: theme)
    let image = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-E-29.jpg").path
    let result = try CommandRunner.run(["solve", "--theme", theme.path, image], in: folder)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: \(theme.path): scan: missing: a palette alone says how to draw the theme "
        + "(render), not how to read it; measure the scan model from labelled screenshots with "
        + "`unblocker calibrate`\n")
  }
}
