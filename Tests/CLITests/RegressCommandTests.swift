import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("unblocker regress")
struct RegressCommandTests {
  /// Expert 29 as its screenshot shows it.
  static let expert29 = "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM"
  /// Expert 29 with K one tile to the right: a deliberately wrong label.
  static let expert29Wrong = "BBBCDEFGGCDEFoAADoHHIooooJIoKKoJLLMM"

  /// A fresh corpus in a temporary folder: a correctly labelled screenshot, one with a wrong
  /// label, a corrupt image with a good label, and an image without a label.
  static func corpus() throws -> URL {
    let root = try Fixtures.temporaryDirectory("regress-cli")
    let corpus = root.appendingPathComponent("corpus")
    let manager = FileManager.default
    try manager.createDirectory(
      at: corpus.appendingPathComponent("set"), withIntermediateDirectories: true)
    let shared = Fixtures.sharedScreenshots
    try manager.copyItem(
      at: shared.appendingPathComponent("unblocker-I-4.png"),
      to: corpus.appendingPathComponent("set/good.png"))
    try manager.copyItem(
      at: shared.appendingPathComponent("unblocker-I-4.json"),
      to: corpus.appendingPathComponent("set/good.json"))
    try manager.copyItem(
      at: shared.appendingPathComponent("unblocker-E-29.jpg"),
      to: corpus.appendingPathComponent("set/wrong.jpg"))
    try label(expert29Wrong).write(to: corpus.appendingPathComponent("set/wrong.json"))
    let png = try Data(contentsOf: shared.appendingPathComponent("unblocker-I-4.png"))
    try png.prefix(png.count / 3).write(to: corpus.appendingPathComponent("set/corrupt.png"))
    try manager.copyItem(
      at: shared.appendingPathComponent("unblocker-I-4.json"),
      to: corpus.appendingPathComponent("set/corrupt.json"))
    try manager.copyItem(
      at: shared.appendingPathComponent("unblocker-I-4.png"),
      to: corpus.appendingPathComponent("set/unlabelled.png"))
    return root
  }

  static func label(_ board: String) -> Data {
    Data("{\"board\": \"\(board)\", \"exit\": {\"side\": \"right\", \"row\": 2}}\n".utf8)
  }

  static func xml(_ url: URL) throws -> XMLCounter {
    let counter = XMLCounter()
    let parser = XMLParser(data: try Data(contentsOf: url))
    parser.delegate = counter
    #expect(parser.parse(), "JUnit XML does not parse: \(String(describing: parser.parserError))")
    return counter
  }

  static func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test func wrongLabelAndCorruptImageFailWithTheirReasonsAndReportsAreWritten() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(
      [
        "regress", "corpus", "--jobs", "2", "--junit", "reports/junit.xml", "--html",
        "reports/html", "--json", "reports/results.json",
      ], in: root)
    #expect(result.status == 4)
    // The wrong label: its tiles, with the scanned block renamed apart from the label's K.
    #expect(result.standardOutput.contains("Failures (2 of 3):"))
    #expect(
      result.standardOutput.contains(
        "board: 3 tiles differ ((4,3) expected o, got N ("))
    #expect(result.standardOutput.contains("    o J I o*K*K*      o J I N*N*o*\n"))
    // The corrupt image: the decoder's message, and the run went on.
    #expect(
      result.standardOutput.contains(
        "image: corpus/set/corrupt.png: truncated PNG"))
    #expect(result.standardOutput.contains("3 samples: 1 passed, 2 failed (33.3%)"))
    #expect(
      result.standardError.contains(
        "warning: corpus/set/unlabelled.png: no label corpus/set/unlabelled.json beside the image"
      ))

    let junit = try Self.xml(root.appendingPathComponent("reports/junit.xml"))
    #expect(junit.count["testcase"] == 4)
    #expect(junit.count["failure"] == 2)
    #expect(junit.count["skipped"] == 1)
    #expect(junit.failureTypes.sorted() == ["board", "image"])

    let json = try Self.json(root.appendingPathComponent("reports/results.json"))
    let samples = try #require(json["samples"] as? [[String: Any]])
    #expect(
      samples.map { $0["file"] as? String } == [
        "corpus/set/corrupt.png", "corpus/set/good.png", "corpus/set/wrong.jpg",
      ])
    #expect(samples.map { $0["status"] as? String } == ["fail", "pass", "fail"])
    let page = try String(
      contentsOf: root.appendingPathComponent("reports/html/index.html"), encoding: .utf8)
    #expect(page.components(separatedBy: "<article class=\"sample ").count - 1 == 3)
    // Thumbnails of the annotator's overlays; the full-size overlay of a failure only.
    #expect(page.contains("alt=\"overlay of good.png\""))
    let images = root.appendingPathComponent("reports/html/images")
    for (name, exists) in [("0002-thumb.jpg", true), ("0002.webp", false), ("0003.webp", true)] {
      #expect(
        FileManager.default.fileExists(atPath: images.appendingPathComponent(name).path)
          == exists, "\(name)")
    }
  }

  @Test func sharedScreenshotsPass() throws {
    let root = try Fixtures.temporaryDirectory("regress-cli-shared")
    defer { try? FileManager.default.removeItem(at: root) }
    let json = root.appendingPathComponent("results.json").path
    let result = try CommandRunner.run(
      ["regress", Fixtures.sharedScreenshots.path, "--json", json])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let summary = try #require(
      try Self.json(URL(fileURLWithPath: json))["summary"] as? [String: Any])
    #expect(summary["failed"] as? Int == 0)
    #expect((summary["total"] as? Int ?? 0) >= 6)
  }

  @Test func baselineFailsOnlyOnNewFailures() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try CommandRunner.run(
      ["regress", "corpus", "--json", "baseline.json"], in: root)
    #expect(first.status == 4)

    // The same failures again: known, so the run passes.
    let again = try CommandRunner.run(
      ["regress", "corpus", "--baseline", "baseline.json", "--json", "now.json"], in: root)
    #expect(again.status == 0, "\(again.standardOutput)")
    #expect(
      again.standardOutput.contains(
        "Compared with baseline.json: 0 new failures, 0 newly passing, 2 still failing"))

    // Break the good sample's label and fix the wrong one.
    try Self.label(Self.expert29Wrong).write(
      to: root.appendingPathComponent("corpus/set/good.json"))
    try Self.label(Self.expert29).write(to: root.appendingPathComponent("corpus/set/wrong.json"))
    let changed = try CommandRunner.run(
      ["regress", "corpus", "--baseline", "baseline.json"], in: root)
    #expect(changed.status == 4)
    #expect(changed.standardOutput.contains("  newly failing: corpus/set/good.png"))
    #expect(changed.standardOutput.contains("  newly passing: corpus/set/wrong.jpg"))
  }

  @Test func existingReportFilesAreReplaced() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let json = root.appendingPathComponent("results.json")
    try Data("old".utf8).write(to: json)
    // Only a report this tool wrote is replaced.
    let refused = try CommandRunner.run(
      ["regress", "corpus/set/good.png", "--json", "results.json"], in: root)
    #expect(refused.status == 73)
    try Data("{\"format\": \"unblocker regress results\", \"samples\": []}".utf8).write(to: json)
    let result = try CommandRunner.run(
      ["regress", "corpus/set/good.png", "--json", "results.json"], in: root)
    #expect(result.status == 0)
    let samples = try #require(try Self.json(json)["samples"] as? [[String: Any]])
    #expect(samples.count == 1)
  }

  @Test func missingPathIsCannotOpen() throws {
    let result = try CommandRunner.run(["regress", "no/such/folder"])
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: no/such/folder: no such file or folder; give a folder of labelled screenshots "
        + "or one image\n")
  }

  @Test func aReportOverAnInputIsRefused() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let label = root.appendingPathComponent("corpus/set/good.json")
    let before = try Data(contentsOf: label)
    let result = try CommandRunner.run(
      ["regress", "corpus", "--json", "corpus/set/good.json"], in: root)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: corpus/set/good.json: this report would overwrite the input "
        + "corpus/set/good.json; write reports elsewhere\n")
    #expect(try Data(contentsOf: label) == before)
  }

  @Test func anHTMLFolderThatIsNotAReportIsRefused() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let result = try CommandRunner.run(["regress", "corpus", "--html", "mine"], in: root)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: mine: the folder exists and is not an HTML report of `unblocker regress`; "
        + "choose a new or empty folder\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }

  @Test func aMalformedBaselineIsInvalidInput() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("[]".utf8).write(to: root.appendingPathComponent("old.json"))
    let result = try CommandRunner.run(["regress", "corpus", "--baseline", "old.json"], in: root)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: old.json: not the --json results of an earlier `unblocker regress` run "
        + "(expected an object); record a baseline with --json FILE\n")
  }

  @Test func anUnknownThemeIsInvalidInput() throws {
    let result = try CommandRunner.run(
      ["regress", Fixtures.sharedScreenshots.path, "--theme", "no-such-theme"])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.contains("no-such-theme"))
  }

  @Test(arguments: [
    (["--jobs", "0"], "--jobs must be at least 1, not 0"),
    (["--confidence-drop", "2"], "--confidence-drop must be between 0 and 1, not 2.0"),
    (["--json", "r.xml", "--junit", "./r.xml"], "--json and --junit name the same file r.xml"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(["regress", "samples"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.contains(message))
  }
}

/// Counts the elements of an XML document and collects the failure types.
final class XMLCounter: NSObject, XMLParserDelegate {
  var count: [String: Int] = [:]
  var failureTypes: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    count[elementName, default: 0] += 1
    if elementName == "failure" { failureTypes.append(attributes["type"] ?? "") }
  }
}
