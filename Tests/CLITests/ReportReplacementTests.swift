import Foundation
import TestSupport
import Testing

/// `regress` replaces only reports it wrote itself; anything else at a report path is refused
/// with exit 73 and left as it was.
@Suite("regress replaces only its own reports")
struct ReportReplacementTests {
  /// A folder with `corpus/shot.png` and its label.
  static func folder() throws -> URL {
    let folder = try Fixtures.temporaryDirectory("report-replacement")
    let corpus = folder.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    try FileManager.default.copyItem(
      atPath: sample.path + ".png", toPath: corpus.path + "/shot.png")
    try FileManager.default.copyItem(
      atPath: sample.path + ".json", toPath: corpus.path + "/shot.json")
    return folder
  }

  @Test(arguments: [
    ["--junit", "Main.swift"], ["--json", "Main.swift"], ["--junit", "other.xml"],
    ["--json", "other.json"],
  ])
  func refusesToReplaceAFileItDidNotWrite(_ option: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let contents: [String: String] = [
      "Main.swift": "print(\"hello\")\n",
      "other.xml": "<?xml version=\"1.0\"?>\n<testsuites name=\"other\"/>\n",
      "other.json": "{\"format\": \"something else\"}\n",
    ]
    for (name, text) in contents {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let result = try CommandRunner.run(["regress", "corpus"] + option, in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("\(option[1]): "), "\(result.standardError)")
    for (name, text) in contents {
      #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text)
    }
  }

  @Test func replacesItsOwnReports() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "regress", "corpus", "--junit", "r/junit.xml", "--json", "r/results.json", "--html", "html",
    ]
    let first = try CommandRunner.run(arguments, in: folder)
    #expect([0, 4].contains(first.status), "\(first.standardError)")
    let second = try CommandRunner.run(arguments, in: folder)
    #expect(second.status == first.status, "\(second.standardError)")
  }

  @Test func keepsFilesAUserPutIntoTheReportFolder() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["regress", "corpus", "--html", "html"]
    let first = try CommandRunner.run(arguments, in: folder)
    #expect([0, 4].contains(first.status), "\(first.standardError)")
    let notes = folder.appendingPathComponent("html/notes.txt")
    try Data("mine\n".utf8).write(to: notes)
    let second = try CommandRunner.run(arguments, in: folder)
    #expect(second.status == 73, "\(second.standardError)")
    #expect(second.standardError.contains("notes.txt"), "\(second.standardError)")
    #expect(FileManager.default.fileExists(atPath: notes.path))
  }
}
