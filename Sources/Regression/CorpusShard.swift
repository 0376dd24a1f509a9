import Corpus

/// One of N independent parts of a run (`--shard K/N`): the labelled samples whose position in
/// the corpus's order is congruent to K-1 modulo N. The N shards cover the corpus exactly once,
/// so a scheduler can run them apart and `unblocker regress-merge` can join their results.
public struct CorpusShard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// K, the shard's number: 1 through `count`.
  public var index: Int
  /// N, the number of shards.
  public var count: Int

  /// Creates shard `index` of `count`, or nil unless 1 <= index <= count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `K/N` (`2/4`), or nil when `text` is not of that form with 1 <= K <= N.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// True when the labelled sample at `position` (0-based, in corpus order) is this shard's.
  public func contains(position: Int) -> Bool { position % count == index - 1 }

  /// The labelled samples of `corpus` this shard checks, in corpus order.
  public func labelled(in corpus: Corpus) -> [CorpusSample] {
    corpus.labelled.enumerated().filter { contains(position: $0.offset) }.map(\.element)
  }

  /// `corpus` with only this shard's labelled samples; the unlabelled ones (and other
  /// warnings) are kept, so every shard reports the same warnings.
  public func restricting(_ corpus: Corpus) -> Corpus {
    var shard = corpus
    var position = 0
    shard.samples = corpus.samples.filter { sample in
      guard sample.label != nil else { return true }
      defer { position += 1 }
      return contains(position: position)
    }
    return shard
  }
}
