import Foundation
import ImageCodecs
import Imaging
import TestSupport
import Testing

@Suite("Fixture corpus")
struct FixtureCorpusTests {
  @Test(
    "re-record the fixtures (UNBLOCKER_RECORD=1)",
    .enabled(if: Recording.isRecording))
  func record() throws {
    try FixtureCorpus.record()
    Issue.record(Comment(rawValue: Recording.recorded(FixtureCorpus.root.path)))
  }

  @Test(arguments: FixtureCorpus.entries.map(\.path))
  func committedFixtureIsWhatItsSpecificationSays(path: String) throws {
    let entry = try #require(FixtureCorpus.entries.first { $0.path == path })
    let url = FixtureCorpus.root.appendingPathComponent(path)
    let committed = try Data(contentsOf: url)
    let expected = try FixtureCorpus.imageBytes(entry)
    if case .board = entry.picture {
      // Compare decoded pixels: a PNG encoder may change, the picture must not.
      let decoded = try ImageDecoder.decode(Array(committed)).image
      #expect(decoded == (try ImageDecoder.decode(expected).image))
    } else {
      #expect(Array(committed) == expected)
    }
    let labelURL = FixtureCorpus.labelURL(entry)
    if let label = FixtureCorpus.labelBytes(entry) {
      #expect(try Data(contentsOf: labelURL) == label)
    } else {
      #expect(!FileManager.default.fileExists(atPath: labelURL.path))
    }
  }
}
