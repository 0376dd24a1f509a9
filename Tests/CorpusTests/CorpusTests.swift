import Corpus
import Foundation
import TestSupport
import Testing

@Suite("Corpus discovery")
struct CorpusTests {
  /// Creates `files` (relative paths) with a little content under a fresh folder.
  static func folder(_ files: [String]) throws -> URL {
    let root = try Fixtures.temporaryDirectory("regress-corpus")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url)
    }
    return root
  }

  @Test func findsImagesRecursivelyWithTheLabelsBesideThem() throws {
    let root = try Self.folder([
      "b/two.PNG", "b/two.json", "a/one.jpg", "a/one.json", "a/deeper/three.webp",
      "a/deeper/three.json", "four.jpeg", "notes.txt", "orphan.json", ".hidden.png",
      ".cache/five.png",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let corpus = try Corpus.discover([root.path])
    let base = root.path
    #expect(
      corpus.samples.map(\.path) == [
        "\(base)/a/deeper/three.webp", "\(base)/a/one.jpg", "\(base)/b/two.PNG",
        "\(base)/four.jpeg",
      ])
    #expect(corpus.labelled.map(\.name) == ["three.webp", "one.jpg", "two.PNG"])
    #expect(corpus.unlabelled.map(\.name) == ["four.jpeg"])
    #expect(corpus.samples[0].folder == "\(base)/a/deeper")
    #expect(corpus.samples[2].labelPath == "\(base)/b/two.json")
    #expect(corpus.samples[2].label?.lastPathComponent == "two.json")
  }

  @Test func displayPathsFollowTheArgumentsAsGiven() throws {
    let root = try Self.folder(["set/one.png", "set/one.json"])
    defer { try? FileManager.default.removeItem(at: root) }
    let corpus = try Corpus.discover(["./set/", "set//one.png"], relativeTo: root)
    // The second argument reaches the same image: it is listed once.
    #expect(corpus.samples.map(\.path) == ["set/one.png"])
    #expect(corpus.samples.map(\.folder) == ["set"])
    let single = try Corpus.discover(["set/one.png"], relativeTo: root)
    #expect(single.samples.map(\.path) == ["set/one.png"])
    #expect(single.samples.first?.label != nil)
  }

  @Test func aSingleImageWithoutALabelIsUnlabelled() throws {
    let root = try Self.folder(["lonely.png"])
    defer { try? FileManager.default.removeItem(at: root) }
    let corpus = try Corpus.discover([root.appendingPathComponent("lonely.png").path])
    #expect(corpus.labelled.isEmpty)
    #expect(corpus.unlabelled.count == 1)
  }

  @Test func rejectsAPathThatDoesNotExist() throws {
    let path = "/no/such/folder-\(UUID().uuidString)"
    #expect(throws: CorpusError.pathNotFound(path: path)) {
      try Corpus.discover([path])
    }
    #expect(
      CorpusError.pathNotFound(path: path).description
        == "\(path): no such file or folder; give a folder of labelled screenshots or one image")
  }

  @Test func rejectsAFileThatIsNotAnImage() throws {
    let root = try Self.folder(["label.json"])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("label.json").path
    #expect(throws: CorpusError.notAnImage(path: path)) { try Corpus.discover([path]) }
  }

  @Test func rejectsFoldersWithoutImages() throws {
    let root = try Self.folder(["notes.txt", "sub/a.json"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: CorpusError.noImages(paths: [root.path])) {
      try Corpus.discover([root.path])
    }
  }

  @Test func sharedScreenshotsAreAllFound() throws {
    let corpus = try Corpus.discover([Fixtures.sharedScreenshots.path])
    let labels = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.sharedScreenshots.path
    ).filter { $0.hasSuffix(".json") }
    #expect(corpus.labelled.count == labels.count)
    #expect(corpus.labelled.count >= 6)
    // The crops below it have no labels: they are found and reported, never checked.
    #expect(corpus.unlabelled.allSatisfy { $0.folder.hasSuffix("/crops") })
  }
}
