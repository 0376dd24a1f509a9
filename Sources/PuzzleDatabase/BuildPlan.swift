import FileGuard
import Foundation

/// What each shard of a build holds, without exploring: its prefixes and positions (exact),
/// and its signatures estimated by random descents of the enumeration tree (Knuth's estimator
/// of a tree's size).
///
/// Positions (layouts of a signature's pieces: the space the build covers, solvable clusters
/// or not) are counted exactly, row by row (`SpaceCount`), for every wall set and every prefix,
/// so the plan also gives the space per number of walls. Each descent starts at one of the
/// shard's prefixes chosen at random, then at each later line picks one of the contents that
/// leave a layout; the product of the choices' counts estimates the shard's signatures. Seeds
/// are fixed, so the plan is the same on every run.
public struct BuildPlan: Sendable {
  /// One shard's figures.
  public struct ShardPlan: Codable, Hashable, Sendable {
    /// K of K/N.
    public var index: Int
    /// The prefixes the shard owns (exact).
    public var prefixes: Int
    /// The estimated signatures (units of work).
    public var signatures: Double
    /// The positions (layouts) below its prefixes (exact).
    public var positions: Int
    /// The most positions of one signature met by the descents (a lower bound of the
    /// shard's largest).
    public var largestSignatureSeen: Int
  }

  /// The build's space in all.
  public struct Space: Codable, Hashable, Sendable {
    /// `positionsByWalls[w]`: the positions with exactly `w` walls (exact).
    public var positionsByWalls: [Int]

    /// Every position of the build.
    public var positions: Int { positionsByWalls.reduce(0, +) }
  }

  /// The published enumeration's space (Michael Fogleman's rush, the same rules), positions
  /// with 0, 1 and 2 walls, as given in issue 48 for comparison.
  public static let anchorPositionsByWalls: [Double] = [2.71e10, 2.88e11, 1.52e12]

  /// The build planned (its `shard` gives N).
  public let parameters: BuildParameters
  /// Random descents per shard.
  public let probes: Int

  /// Creates a plan of `parameters`' N shards with `probes` descents each.
  public init(parameters: BuildParameters, probes: Int) {
    self.parameters = parameters
    self.probes = probes
  }

  /// Plans every shard of N, on `jobs` cores, calling `onShard` as each one is done (in any
  /// order).
  ///
  /// - Returns: the shards in order, and the space in all.
  public func run(jobs: Int, onShard: @escaping @Sendable (ShardPlan) -> Void = { _ in }) async
    -> (shards: [ShardPlan], space: Space)
  {
    let enumerator = SignatureEnumerator(maxPieces: parameters.maxBlocks, maxWalls: parameters.maxFixed)
    let count = parameters.shard.count
    let all = enumerator.prefixes()
    var byShard = [[SignaturePrefix]](repeating: [], count: count)
    for prefix in all { byShard[PuzzleDatabase.Shard.owner(of: prefix, count: count) - 1].append(prefix) }
    let owned = byShard

    // Exact positions: one row-by-row count per wall set, prefixes to their shards.
    let walls = enumerator.wallSets()
    let counter = SpaceCount(maxPieces: parameters.maxBlocks)
    var positions = [Int](repeating: 0, count: count)
    var byWalls = [Int](repeating: 0, count: parameters.maxFixed + 1)
    await OrderedTasks.run(0..<walls.count, limit: max(1, jobs)) { index in
      counter.positions(walls: walls[index])
    } receive: { index, counts in
      for (contents, number) in counts {
        let hash = SignaturePrefix.stableHash(walls: walls[index], contents: contents)
        positions[Int(hash % UInt64(count))] += number
        byWalls[walls[index].nonzeroBitCount] += number
      }
      return true
    }

    let probes = self.probes
    var shards: [ShardPlan] = []
    let exact = positions
    await OrderedTasks.run(0..<count, limit: max(1, jobs)) { index in
      var shard = Self.estimate(index + 1, prefixes: owned[index], probes: probes, enumerator: enumerator)
      shard.positions = exact[index]
      onShard(shard)
      return shard
    } receive: { _, shard in
      shards.append(shard)
      return true
    }
    return (shards, Space(positionsByWalls: byWalls))
  }

  /// One shard's signatures estimated from `probes` descents (its positions left at 0).
  static func estimate(_ index: Int, prefixes: [SignaturePrefix], probes: Int, enumerator: SignatureEnumerator)
    -> ShardPlan
  {
    var shard = ShardPlan(
      index: index, prefixes: prefixes.count, signatures: 0, positions: 0, largestSignatureSeen: 0)
    guard !prefixes.isEmpty, probes > 0 else { return shard }
    var random = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    var signatures = 0.0
    for _ in 0..<probes {
      let prefix = prefixes[Int(random.next() % UInt64(prefixes.count))]
      let (weight, layouts) = descend(from: prefix, enumerator: enumerator, random: &random)
      signatures += weight * Double(prefixes.count)
      shard.largestSignatureSeen = max(shard.largestSignatureSeen, layouts)
    }
    shard.signatures = signatures / Double(probes)
    return shard
  }

  /// One random descent below `prefix`: the product of the numbers of choices met and the
  /// number of layouts of the signature reached.
  static func descend(
    from prefix: SignaturePrefix, enumerator: SignatureEnumerator, random: inout SplitMix64
  ) -> (weight: Double, layouts: Int) {
    // Layout counts per distinct occupancy, from the walls and the prisoner on.
    var counts: [UInt64: Int] = [:]
    for occupancy in enumerator.startOccupancies(prefix.walls) { counts[occupancy] = 1 }
    var pieces = 1
    for (depth, content) in prefix.contents.enumerated() {
      counts = extend(counts, depth: depth, content: Int(content))
      pieces += Signature.lineContents[Int(content)].count
    }
    var weight = 1.0
    for depth in SignaturePrefix.rows.count..<SignatureEnumerator.lines.count {
      let feasible = Signature.lineContents.indices.filter { content in
        let lengths = Signature.lineContents[content]
        guard pieces + lengths.count <= enumerator.maxPieces else { return false }
        if lengths.isEmpty { return true }
        if SignatureEnumerator.fillsLine(depth: depth, content: content, walls: prefix.walls) { return false }
        let options = SignatureEnumerator.options[depth][content]
        return counts.keys.contains { occupancy in options.contains { $0 & occupancy == 0 } }
      }
      weight *= Double(feasible.count)
      let content = feasible[Int(random.next() % UInt64(feasible.count))]
      if !Signature.lineContents[content].isEmpty { counts = extend(counts, depth: depth, content: content) }
      pieces += Signature.lineContents[content].count
    }
    return (weight, counts.values.reduce(0, +))
  }

  /// The layout counts after line `depth` takes `content`.
  static func extend(_ counts: [UInt64: Int], depth: Int, content: Int) -> [UInt64: Int] {
    let options = SignatureEnumerator.options[depth][content]
    guard !Signature.lineContents[content].isEmpty else { return counts }
    var next: [UInt64: Int] = [:]
    for (occupancy, count) in counts {
      for option in options where option & occupancy == 0 { next[option | occupancy, default: 0] += count }
    }
    return next
  }
}

/// SplitMix64: a small, fast generator whose sequence is the same on every machine.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Signature.mix(state &- 0x9E37_79B9_7F4A_7C15)
  }
}
