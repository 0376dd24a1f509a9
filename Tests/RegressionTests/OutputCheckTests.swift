import Corpus
import Foundation
import Regression
import TestSupport
import Testing

@Suite("Reports never overwrite inputs")
struct OutputCheckTests {
  static let root = FixtureCorpus.root.path

  static func check(files: [String] = [], html: String? = nil, baseline: String? = nil) throws {
    let corpus = try Corpus.discover([root])
    try OutputCheck.check(files: files, htmlFolder: html, baseline: baseline, corpus: corpus)
  }

  @Test func refusesAReportFileThatIsALabelOrAnImage() throws {
    let label = "\(Self.root)/phone/easy.json"
    #expect(throws: RegressionError.outputIsInput(output: label, input: label)) {
      try Self.check(files: [label])
    }
    let image = "\(Self.root)/menus/../menus/menu.png"
    #expect(
      throws: RegressionError.outputIsInput(output: image, input: "\(Self.root)/menus/menu.png")
    ) {
      try Self.check(files: [image])
    }
  }

  @Test func refusesAReportFileThatIsTheBaseline() throws {
    #expect(throws: RegressionError.outputIsInput(output: "/tmp/r.json", input: "/tmp/r.json")) {
      try Self.check(files: ["/tmp/r.json"], baseline: "/tmp/r.json")
    }
  }

  @Test func refusesAnHTMLFolderOverlappingTheScannedFolders() throws {
    #expect(
      throws: RegressionError.reportFolderOverlapsInput(
        folder: "\(Self.root)/html", input: Self.root)
    ) {
      try Self.check(html: "\(Self.root)/html")
    }
    let parent = FixtureCorpus.root.deletingLastPathComponent().path
    #expect(
      throws: RegressionError.reportFolderOverlapsInput(folder: parent, input: Self.root)
    ) {
      try Self.check(html: parent)
    }
  }

  @Test func refusesReportsInsideTheHTMLFolder() throws {
    #expect(
      throws: RegressionError.insideReportFolder(
        path: "/tmp/out/html/r.json", folder: "/tmp/out/html")
    ) {
      try Self.check(files: ["/tmp/out/html/r.json"], html: "/tmp/out/html")
    }
    #expect(
      throws: RegressionError.insideReportFolder(
        path: "/tmp/out/html/b.json", folder: "/tmp/out/html")
    ) {
      try Self.check(html: "/tmp/out/html", baseline: "/tmp/out/html/b.json")
    }
  }

  @Test func acceptsReportsBesideTheInputs() throws {
    try Self.check(
      files: ["/tmp/out/junit.xml", "/tmp/out/results.json"], html: "/tmp/out/html",
      baseline: "/tmp/old.json")
  }
}
