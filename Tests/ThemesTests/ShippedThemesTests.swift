import Foundation
import TestSupport
import Testing

@testable import Themes

/// The shipped profiles are compiled into the Themes module (so the binary works from any
/// directory); this suite keeps them byte-identical to `themes/*.json`. To re-record after
/// editing a theme file: `UNBLOCKER_RECORD=1 swift test --filter ShippedThemes`.
@Suite("Shipped themes match themes/")
struct ShippedThemesTests {
  static let generatedFile = Fixtures.repositoryRoot
    .appendingPathComponent("Sources/Themes/ShippedThemes.swift")

  @Test func compiledThemesEqualTheThemeFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.themes.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let files = try names.map { name in
      (
        file: name,
        json: try String(contentsOf: Fixtures.themes.appendingPathComponent(name), encoding: .utf8)
      )
    }
    if Recording.isRecording {
      try Self.source(for: files).write(to: Self.generatedFile, atomically: true, encoding: .utf8)
      Issue.record(Comment(rawValue: Recording.recorded(Self.generatedFile.path)))
      return
    }
    #expect(
      ShippedThemes.files.map(\.file) == files.map(\.file),
      "Sources/Themes/ShippedThemes.swift is stale: UNBLOCKER_RECORD=1 swift test --filter ShippedThemes"
    )
    for (compiled, onDisk) in zip(ShippedThemes.files, files) {
      #expect(
        compiled.json == onDisk.json, "\(onDisk.file) differs from its compiled copy; re-record")
    }
  }

  /// The Swift source of ShippedThemes.swift for `files`.
  static func source(for files: [(file: String, json: String)]) -> String {
    var text = """
      // Generated from themes/*.json by ShippedThemesTests (UNBLOCKER_RECORD=1 swift test
      // --filter ShippedThemes). Do not edit: edit the JSON files and re-record.

      /// The theme files shipped with the binary, compiled in so that it works from any directory.
      enum ShippedThemes {
        /// File name and exact contents of each `themes/*.json`, in name order.
        static let files: [(file: String, json: String)] = [

      """
    for file in files {
      text +=
        "    (\n      file: \"\(file.file)\",\n      json: #\"\"\"\n\(file.json)\n\"\"\"#\n    ),\n"
    }
    text += "  ]\n}\n"
    return text
  }
}
