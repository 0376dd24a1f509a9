import Foundation
import TestSupport
import Testing

@Suite("unblocker info")
struct InfoCommandTests {
  static let badFolder = Fixtures.repositoryRoot
    .appendingPathComponent("Tests/ImageCodecsTests/Fixtures/bad")

  static func badFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: badFolder.path).sorted().map {
      badFolder.appendingPathComponent($0).path
    }
  }

  @Test func describesTheSharedScreenshots() throws {
    let png = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-B-7764-annotated.png")
    let jpeg = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-E-29.jpg")
    let result = try CommandRunner.run(["info", png.path, jpeg.path])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput
        == "\(png.path): PNG 275x396, rgba 8-bit\n\(jpeg.path): JPEG 200x356, ycbcr 8-bit\n")
  }

  @Test func printsJSON() throws {
    let path = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path
    let result = try CommandRunner.run(["info", "--json", path])
    #expect(result.status == 0)
    let entries = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries[0]["path"] as? String == path)
    #expect(entries[0]["format"] as? String == "png")
    #expect(entries[0]["width"] as? Int == 200)
    #expect(entries[0]["height"] as? Int == 356)
    #expect(entries[0]["colourType"] as? String == "rgba")
    #expect(entries[0]["bitDepth"] as? Int == 8)
    #expect(entries[0]["frames"] as? Int == 1)
  }

  /// Every damaged fixture in one process: it survives, each gets exactly one `error:` line
  /// naming it, and nothing else (no libpng/libjpeg/libwebp chatter) reaches stderr.
  @Test(arguments: [["--decode"], []])
  func badFilesGiveOnlyOurErrorLines(options: [String]) throws {
    let files = try Self.badFiles()
    let result = try CommandRunner.run(["info"] + options + files)
    #expect(result.status == 65)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(result.standardError.hasSuffix("\n"))
    for line in lines {
      #expect(line.hasPrefix("error: "), "unexpected stderr line: \(line)")
    }
    let reported = lines.filter { line in files.contains { line.hasPrefix("error: \($0): ") } }
    if options == ["--decode"] {
      #expect(lines.count == files.count)
      #expect(reported.count == files.count)
      #expect(result.standardOutput.isEmpty)
    } else {
      // Header-only: damage after the header is not seen, but whatever is reported is ours.
      #expect(reported.count == lines.count)
      #expect(lines.count > files.count / 2)
    }
  }

  @Test func missingFileIsCannotOpenAndOthersAreStillReported() throws {
    let good = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path
    let result = try CommandRunner.run(["info", "/nonexistent/a.png", good])
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: /nonexistent/a.png: cannot read the file (No such file or directory); "
        + "check the path and its permissions\n")
    #expect(result.standardOutput == "\(good): PNG 200x356, rgba 8-bit\n")
  }

  @Test func tooLargeHeaderIsInvalidInput() throws {
    let path = Self.badFolder.appendingPathComponent("png-100000x100000.png").path
    let result = try CommandRunner.run(["info", "--json", path])
    #expect(result.status == 65)
    #expect(result.standardError.contains("image too large (100000x100000"))
    #expect(result.standardOutput.contains("\"error\""))
  }
}
