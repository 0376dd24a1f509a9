import Corpus
import Foundation
import Regression
import Testing

@Suite("Corpus shards")
struct CorpusShardTests {
  /// Seven labelled samples with two unlabelled ones between them.
  static let corpus: Corpus = {
    let names = ["a", "b", "c", "-u1", "d", "e", "-u2", "f", "g"]
    return Corpus(
      samples: names.map { name in
        let unlabelled = name.hasPrefix("-")
        let image = URL(fileURLWithPath: "/corpus/\(name).png")
        return CorpusSample(
          image: image,
          label: unlabelled ? nil : URL(fileURLWithPath: "/corpus/\(name).json"),
          path: "corpus/\(name).png", folder: "corpus")
      })
  }()

  @Test(arguments: [1, 2, 3, 4, 7, 9])
  func theShardsPartitionTheLabelledSamples(count: Int) throws {
    var seen: [String] = []
    for index in 1...count {
      let shard = try #require(CorpusShard(index: index, count: count))
      let selected = shard.labelled(in: Self.corpus).map(\.path)
      #expect(shard.restricting(Self.corpus).labelled.map(\.path) == selected)
      #expect(shard.restricting(Self.corpus).unlabelled.count == 2)
      seen += selected
    }
    #expect(seen.sorted() == Self.corpus.labelled.map(\.path).sorted())
    #expect(Set(seen).count == seen.count)
  }

  @Test func shardKTakesThePositionsCongruentToKMinusOne() throws {
    let shard = try #require(CorpusShard(parsing: "2/3"))
    #expect(shard.labelled(in: Self.corpus).map(\.name) == ["b.png", "e.png"])
    #expect(shard.description == "2/3")
  }

  @Test(arguments: ["3/2", "0/4", "x/y", "1", "1/0", "-1/2", "1/2/3", "", "/2", "1/"])
  func badSpecsDoNotParse(_ text: String) {
    #expect(CorpusShard(parsing: text) == nil)
  }
}
