import Foundation
import Imaging
import Regression
import TestSupport
import Testing

@Suite("HTML report")
struct HTMLReportTests {
  /// Occurrences of `needle` in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The `data-status` values of the sample articles, in page order.
  static func statuses(_ html: String) -> [String] {
    html.components(separatedBy: "<article class=\"sample ").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func showsEverySampleFailuresFirst() async throws {
    let run = try await RunnerTests.runFixtures()
    let html = HTMLReport.page(run, pictures: [:])
    #expect(Self.statuses(html) == ["fail", "fail", "fail", "fail", "pass", "pass", "pass"])
    #expect(html.contains("data-samples=\"7\" data-failures=\"4\""))
    // The deliberately wrong label: three differing tiles on each board, and their list.
    let article = try #require(
      html.components(separatedBy: "<article ").first {
        $0.hasPrefix("class=\"sample") && $0.contains("wrong-label.png")
      })
    #expect(Self.count("diff\"", in: article) == 6)
    #expect(article.contains("<tr><td>(4,4)</td><td>K</td><td>N</td><td>0.97</td></tr>"))
    // The unlabelled image is listed as not checked.
    #expect(html.contains("menus/unlabelled.png: no label"))
  }

  @Test func needsNothingFromTheNetwork() async throws {
    let run = try await RunnerTests.runFixtures()
    let html = HTMLReport.page(run, pictures: [:])
    for pattern in ["http:", "https:", "=\"//", "url(", "@import"] {
      #expect(!html.contains(pattern), "found \(pattern)")
    }
  }

  @Test func writerPutsAWholeReportInPlaceAndReplacesItsOwn() async throws {
    let parent = try Fixtures.temporaryDirectory("regress-html")
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("reports/html")
    let manager = FileManager.default

    let writer = try HTMLReportWriter(path: folder.path, thumbnailSize: 64)
    let run = try await RunnerTests.runFixtures(overlays: writer)
    try writer.finish(run)
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(Self.statuses(page).count == 7)
    let images = try manager.contentsOfDirectory(
      atPath: folder.appendingPathComponent("images").path)
    // A lazy thumbnail for every sample but the corrupt one; the full picture, linked from
    // it, for the failures only.
    var expected = 0
    for index in run.results.indices where run.results[index].got != nil {
      let stem = String(format: "%04d", index + 1)
      let failed = !run.results[index].passed
      expected += failed ? 2 : 1
      #expect(page.contains("src=\"images/\(stem)-thumb.jpg\""))
      #expect(page.contains("href=\"images/\(stem).webp\"") == failed)
      #expect(images.contains("\(stem).webp") == failed)
    }
    #expect(images.count == expected)
    #expect(
      page.components(separatedBy: "<img ").count - 1
        == page.components(separatedBy: "loading=\"lazy\"").count - 1)
    // Every kept picture has its link for the JUnit report of the same run.
    let links = writer.links()
    #expect(links.count == run.results.filter { $0.got != nil }.count)
    for (index, link) in links {
      #expect(link.page == "\(folder.path)/index.html#sample-\(index + 1)")
    }
    #expect(
      manager.fileExists(atPath: folder.appendingPathComponent(".unblocker-regress-report").path))
    // Nothing is left beside it.
    #expect(
      try manager.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).sorted()
        == [".html.lock", "html"])

    // A second run replaces the report whole: a stale picture of the old one is gone.
    try Data("stale".utf8).write(to: folder.appendingPathComponent("images/0099.jpg"))
    let second = try HTMLReportWriter(path: folder.path, thumbnailSize: 64)
    try second.finish(RegressionRun(results: [], warnings: [], jobs: 1, seconds: 0))
    #expect(!manager.fileExists(atPath: folder.appendingPathComponent("images/0099.jpg").path))

    // A file someone put into the report is never deleted: the writer refuses the folder.
    try Data("mine".utf8).write(to: folder.appendingPathComponent("images/notes.txt"))
    #expect(
      throws: RegressionError.foreignFilesInReport(folder: folder.path, files: ["images/notes.txt"])
    ) {
      try HTMLReportWriter(path: folder.path, thumbnailSize: 64)
    }
    #expect(
      try manager.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).sorted()
        == [".html.lock", "html"])
  }

  @Test func thumbnailsShowTheRegionThePictureNames() {
    let image = RGBAImage(width: 40, height: 100, fill: .white)
    let region = PixelRect(x: 5, y: 20, width: 30, height: 50)
    let part = ScanPicture(image: image, thumbnailRegion: region).thumbnailSource
    #expect(part.width == 30 && part.height == 50)
    let outside = PixelRect(x: 200, y: 0, width: 10, height: 10)
    #expect(ScanPicture(image: image, thumbnailRegion: outside).thumbnailSource == image)
    #expect(ScanPicture(image: image).thumbnailSource == image)
  }

  @Test func writerRefusesAFolderThatIsNotAReport() throws {
    let folder = try Fixtures.temporaryDirectory("regress-html-foreign")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    #expect(throws: RegressionError.reportFolderNotOurs(folder: folder.path)) {
      try HTMLReportWriter(path: folder.path)
    }
    let file = folder.appendingPathComponent("notes.txt").path
    #expect(throws: RegressionError.reportFolderNotOurs(folder: file)) {
      try HTMLReportWriter(path: file)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }

  @Test func writerAcceptsAnEmptyFolder() throws {
    let folder = try Fixtures.temporaryDirectory("regress-html-empty")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = try HTMLReportWriter(path: folder.path)
    try writer.finish(RegressionRun(results: [], warnings: [], jobs: 1, seconds: 0))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
  }
}
