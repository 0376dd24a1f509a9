import Foundation
import TestSupport
import Testing

/// `regress --shard K/N` and `regress-merge`, through the binary.
@Suite("unblocker regress --shard and regress-merge")
struct ShardCommandTests {
  /// Three bundled renders with their labels.
  static let samples = [
    "adjacent-columns-2-2.png", "adjacent-columns-2-2-2.png", "adjacent-columns-2-3-orange.jpg",
  ]

  /// A corpus folder in a fresh temporary directory holding three labelled samples.
  static func corpus() throws -> URL {
    let root = try Fixtures.temporaryDirectory("shard-cli")
    let corpus = root.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    let renders = Fixtures.samples.appendingPathComponent("renders")
    for image in samples {
      let label = (image as NSString).deletingPathExtension + ".json"
      for name in [image, label] {
        try FileManager.default.copyItem(
          at: renders.appendingPathComponent(name), to: corpus.appendingPathComponent(name))
      }
    }
    return root
  }

  static func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test(arguments: ["3/2", "0/4", "x/y"])
  func aBadShardIsAUsageErrorNamingTheForm(_ spec: String) throws {
    let result = try CommandRunner.run(["regress", "samples", "--shard", spec])
    #expect(result.status == 64)
    #expect(result.standardError.contains("'\(spec)'"))
    #expect(result.standardError.contains("K/N"))
  }

  @Test func twoShardsMergeIntoTheResultsOfOneRun() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let whole = try CommandRunner.run(["regress", "corpus", "--json", "all.json"], in: root)
    #expect(whole.status == 0, "\(whole.standardOutput)\(whole.standardError)")
    for index in 1...2 {
      let shard = try CommandRunner.run(
        ["regress", "corpus", "--shard", "\(index)/2", "--json", "shard-\(index).json"], in: root)
      #expect(shard.status == 0, "\(shard.standardOutput)\(shard.standardError)")
      let json = try Self.json(root.appendingPathComponent("shard-\(index).json"))
      let described = try #require(json["shard"] as? [String: Any])
      #expect(described["index"] as? Int == index)
      #expect(described["count"] as? Int == 2)
      #expect((json["samples"] as? [Any])?.count == (index == 1 ? 2 : 1))
    }

    let merged = try CommandRunner.run(
      ["regress-merge", "merged.json", "shard-2.json", "shard-1.json"], in: root)
    #expect(merged.status == 0, "\(merged.standardOutput)\(merged.standardError)")
    #expect(merged.standardOutput.contains("3 samples: 3 passed, 0 failed (100.0%)"))

    let single = try Self.json(root.appendingPathComponent("all.json"))
    let joined = try Self.json(root.appendingPathComponent("merged.json"))
    #expect(joined["shard"] == nil)
    let singleSamples = try #require(single["samples"] as? [[String: Any]])
    let joinedSamples = try #require(joined["samples"] as? [[String: Any]])
    #expect(joinedSamples.count == 3)
    #expect(
      joinedSamples.map { $0["file"] as? String } == singleSamples.map { $0["file"] as? String })
    let singleSummary = try #require(single["summary"] as? [String: Any])
    let joinedSummary = try #require(joined["summary"] as? [String: Any])
    for key in ["total", "passed", "failed", "exact", "refused", "wrong"] {
      #expect(joinedSummary[key] as? Int == singleSummary[key] as? Int, "summary.\(key)")
    }

    let again = try CommandRunner.run(
      ["regress-merge", "merged.json", "shard-1.json", "shard-2.json"], in: root)
    #expect(again.status == 73)
    #expect(again.standardError.contains("--force"))
    let forced = try CommandRunner.run(
      ["regress-merge", "--force", "merged.json", "shard-1.json", "shard-2.json"], in: root)
    #expect(forced.status == 0, "\(forced.standardError)")

    let missing = try CommandRunner.run(["regress-merge", "lone.json", "shard-1.json"], in: root)
    #expect(missing.status == 65)
    #expect(missing.standardError.contains("shard 2/2 missing"))
    let twice = try CommandRunner.run(
      ["regress-merge", "twice.json", "shard-1.json", "shard-1.json"], in: root)
    #expect(twice.status == 65)
    let notShard = try CommandRunner.run(
      ["regress-merge", "other.json", "all.json", "shard-1.json"], in: root)
    #expect(notShard.status == 65)
    #expect(notShard.standardError.contains("--shard K/N"))
  }
}
