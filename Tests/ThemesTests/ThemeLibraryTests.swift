import Foundation
import TestSupport
import Testing
import Themes

@Suite("Theme library: shipped profiles, theme folders, selection")
struct ThemeLibraryTests {
  @Test func shipsTheTwoGroundedThemes() throws {
    let library = try ThemeLibrary.builtIn()
    #expect(library.names.contains("original-1"))
    #expect(library.names.contains("original-2"))
  }

  @Test func shippedProfilesEqualTheThemesFolder() throws {
    let folder = try ThemeLibrary.standard(
      environment: ["UNBLOCKER_THEMES": Fixtures.themes.path], currentDirectory: "/")
    let builtIn = try ThemeLibrary.builtIn()
    #expect(folder.profiles == builtIn.profiles)
  }

  @Test func aFolderProfileReplacesTheShippedOneOfTheSameName() throws {
    let folder = try Fixtures.temporaryDirectory()
    let data = try ThemeFixtures.original2(setting: ["description"], to: "calibrated")
    try data.write(to: folder.appendingPathComponent("light.json"))
    let library = try ThemeLibrary.standard(
      environment: ["UNBLOCKER_THEMES": folder.path], currentDirectory: "/")
    #expect(try library.profile(named: "original-2").description == "calibrated")
    #expect(library.names.filter { $0 == "original-2" }.count == 1)
  }

  @Test func readsThemesFromTheCurrentDirectory() throws {
    let root = try Fixtures.temporaryDirectory()
    let themes = root.appendingPathComponent("themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    let data = try ThemeFixtures.original2(
      setting: ["scan", "classes", "frame", "mean"], to: "x")
    try data.write(to: themes.appendingPathComponent("oak.json"))
    #expect(
      throws: ThemeError.malformed(
        file: "themes/oak.json", path: "scan.classes.frame.mean", reason: "expected 3 numbers")
    ) { try ThemeLibrary.standard(environment: [:], currentDirectory: root.path) }
  }

  @Test func namesTheKnownThemesForAnUnknownName() throws {
    let library = try ThemeLibrary.builtIn()
    let error = #expect(throws: ThemeError.self) { try library.profile(named: "teak") }
    #expect(
      error?.description
        == "no theme named \"teak\"; known themes: original-1, original-2 "
        + "(or give the path of a .json theme file, or auto)")
  }

  @Test(arguments: [
    ("auto", ThemeSelection.auto), ("oak", .named("oak")), ("my.json", .file("my.json")),
    ("dir/oak", .file("dir/oak")),
  ])
  func parsesThemeArguments(_ argument: String, _ expected: ThemeSelection) {
    #expect(ThemeSelection(argument: argument) == expected)
  }
}
