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

  /// The Swift source of ShippedThemes.swift for `files`: each file's text, where a run of
  /// six or more lines that an earlier file already holds is written as a reference to it
  /// (`@@ FILE LINE COUNT @@`, expanded by `ShippedThemes.files`), so the themes' shared
  /// blocks (the thresholds) are compiled in once.
  static func source(for files: [(file: String, json: String)]) -> String {
    var text = """
      // Generated from themes/*.json by ShippedThemesTests (UNBLOCKER_RECORD=1 swift test
      // --filter ShippedThemes). Do not edit: edit the JSON files and re-record.

      extension ShippedThemes {
        /// File name and contents of each `themes/*.json`, in name order; a line
        /// `@@ FILE LINE COUNT @@` stands for COUNT lines of an earlier file from LINE (0-based).
        static let stored: [(file: String, json: String)] = [

      """
    var earlier: [[Substring]] = []
    for file in files {
      let lines = file.json.split(separator: "\n", omittingEmptySubsequences: false)
      var written: [String] = []
      var index = 0
      while index < lines.count {
        var best: (file: Int, start: Int, count: Int)?
        for (number, other) in earlier.enumerated() {
          for start in other.indices {
            var count = 0
            while index + count < lines.count, start + count < other.count,
              lines[index + count] == other[start + count]
            {
              count += 1
            }
            if count >= 6, count > best?.count ?? 0 { best = (number, start, count) }
          }
        }
        if let best {
          written.append("@@ \(best.file) \(best.start) \(best.count) @@")
          index += best.count
        } else {
          written.append(String(lines[index]))
          index += 1
        }
      }
      earlier.append(lines)
      text +=
        "    (\n      file: \"\(file.file)\",\n      json: #\"\"\"\n"
        + written.joined(separator: "\n") + "\n\"\"\"#\n    ),\n"
    }
    text += "  ]\n}\n"
    return text
  }
}
