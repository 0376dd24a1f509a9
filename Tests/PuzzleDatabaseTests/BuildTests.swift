import Foundation
import GRDB
import Puzzle
import PuzzleDatabase
import Solver
import TestSupport
import Testing

@Suite("Database build, resume and merge")
struct BuildTests {
  /// Builds `parameters` into a new file and returns its path.
  static func build(_ parameters: BuildParameters, in folder: URL, name: String, stopAfter: Int? = nil)
    async throws -> String
  {
    let path = folder.appendingPathComponent(name).path
    let store = try PuzzleStore.resumeOrCreate(path, parameters: parameters)
    _ = try await DatabaseBuilder(store: store, parameters: parameters).run(jobs: 2, stopAfter: stopAfter)
    return path
  }

  /// Every row of both tables, in a fixed order.
  static func contents(_ path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT board || ' ' || moves || ' ' || blocks || ' ' || fixed || ' ' || clusterSize || ' ' || solution FROM puzzle ORDER BY board")
        + String.fetchAll(db, sql: "SELECT key || '=' || value FROM meta ORDER BY key")
    }
  }

  /// True when a row's or a column's blocks cover all six cells (the build skips such lines).
  static func fillsALine(_ blocks: [Block]) -> Bool {
    var rows = [Int](repeating: 0, count: 6)
    var columns = [Int](repeating: 0, count: 6)
    for block in blocks {
      if block.orientation == .horizontal {
        rows[block.origin.row] += block.length
      } else {
        columns[block.origin.column] += block.length
      }
    }
    return (rows + columns).contains(6)
  }

  /// Every layout with the prisoner in row 2 and at most `others` more blocks (horizontal
  /// ones outside row 2) and no full line, enumerated naively as boards.
  static func naiveLayouts(others: Int) -> Set<String> {
    var placements: [Block] = []
    for length in 2...3 {
      for line in 0..<6 {
        for offset in 0...(6 - length) {
          if line != 2 {
            placements.append(Block(letter: "B", origin: Cell(row: line, column: offset), orientation: .horizontal, length: length))
          }
          placements.append(Block(letter: "B", origin: Cell(row: offset, column: line), orientation: .vertical, length: length))
        }
      }
    }
    var layouts = Set<String>()
    func extend(_ blocks: [Block], from start: Int) {
      guard !fillsALine(blocks) else { return }
      if let board = try? Board(blocks: blocks) {
        layouts.insert(board.canonicalized().notation)
      } else { return }
      guard blocks.count <= others else { return }
      for index in start..<placements.count {
        var block = placements[index]
        block.letter = Character(UnicodeScalar(UInt8(ascii: "B") + UInt8(blocks.count - 1)))
        extend(blocks + [block], from: index + 1)
      }
    }
    for column in 0...4 {
      extend([Block(letter: "A", origin: Cell(row: 2, column: column), orientation: .horizontal, length: 2)], from: 0)
    }
    return layouts
  }

  /// A board's block offsets in the order the database compares positions.
  /// The published database's order of boards (fogleman/rush `operator<` on `Board`): the
  /// cells of the horizontal blocks as a number with bit `6 * row + column`, then those of the
  /// vertical blocks.
  static func publishedOrder(_ notation: String) throws -> [UInt64] {
    var masks: [UInt64] = [0, 0]
    for block in try Board(notation: notation).slidingBlocks {
      for cell in block.cells {
        masks[block.orientation == .horizontal ? 0 : 1] |= 1 << UInt64(6 * cell.row + cell.column)
      }
    }
    return masks
  }

  @Test func restrictedBuildMatchesANaiveEnumeration() async throws {
    let folder = try Fixtures.temporaryDirectory("db-build")
    let path = try await Self.build(BuildParameters(maxBlocks: 3), in: folder, name: "three.sqlite")
    let store = try PuzzleStore.open(path)
    let checkpoint = try store.checkpoint()

    // Independent: every layout, clusters by brute force, kept when a hardest position is minimal.
    // Only the clusters with a goal are explored, so only they count.
    var unvisited = Self.naiveLayouts(others: 2)
    var clusters = 0
    var solvablePositions = 0
    var unsolvableClusters = 0
    var expected: [Int: Int] = [:]
    let solver = Solver()
    while let layout = unvisited.first {
      let component = BruteForce.component(of: try Board(notation: layout))
      unvisited.subtract(component.distances.keys)
      guard component.farthest >= 0 else {
        unsolvableClusters += 1
        continue
      }
      clusters += 1
      solvablePositions += component.size
      guard component.farthest >= 1 else { continue }
      // The kept candidate: the farthest position that comes first in the published order.
      let candidate = try component.hardest.min {
        try Self.publishedOrder($0).lexicographicallyPrecedes(Self.publishedOrder($1))
      }
      let notation = try #require(candidate)
      if Minimality.isMinimal(try Puzzle(notation: notation), moves: component.farthest, solver: solver) { expected[component.farthest, default: 0] += 1 }
    }
    #expect(checkpoint.clusters == clusters)
    #expect(checkpoint.states == solvablePositions)
    #expect(unsolvableClusters > 0, "the space holds clusters without a goal, which are never walked")
    #expect(checkpoint.finished)

    let entries = try PuzzleQuery().run(on: store)
    var found: [Int: Int] = [:]
    for entry in entries { found[entry.moves, default: 0] += 1 }
    #expect(found == expected)
    for entry in entries {
      let puzzle = try Puzzle(notation: entry.board)
      let cluster = Cluster(of: puzzle)
      #expect(cluster.isHardest && cluster.moves == entry.moves && cluster.size == entry.clusterSize)
      let moves = try entry.solution.split(separator: ", ").map { try Move(parsing: String($0)) }
      #expect(try Solution(replaying: moves, from: puzzle).solves(puzzle))
      #expect(moves.count == entry.moves)
    }
  }

  @Test func fourShardsMergeIntoTheSingleBuild() async throws {
    let folder = try Fixtures.temporaryDirectory("db-merge")
    let single = try await Self.build(BuildParameters(maxBlocks: 3), in: folder, name: "single.sqlite")
    var shards: [String] = []
    for index in 1...4 {
      let parameters = BuildParameters(maxBlocks: 3, shard: try Shard(index: index, count: 4))
      shards.append(try await Self.build(parameters, in: folder, name: "part-\(index).sqlite"))
    }
    let merged = folder.appendingPathComponent("merged.sqlite").path
    _ = try DatabaseMerger.merge(into: merged, from: shards.reversed())
    #expect(try Self.contents(merged) == Self.contents(single))
  }

  @Test func interruptedBuildResumesToTheSameFile() async throws {
    let folder = try Fixtures.temporaryDirectory("db-resume")
    let parameters = BuildParameters(maxBlocks: 3)
    let whole = try await Self.build(parameters, in: folder, name: "whole.sqlite")
    let path = try await Self.build(parameters, in: folder, name: "resumed.sqlite", stopAfter: 40)
    let partial = try PuzzleStore.open(path).checkpoint()
    #expect(partial.unitsDone == 40 && !partial.finished)
    _ = try await Self.build(parameters, in: folder, name: "resumed.sqlite")
    #expect(try Self.contents(path) == Self.contents(whole))
  }

  /// Stopped many times at odd places (two tasks, so units finish out of order and prefixes
  /// stop half done), the build still resumes to the file of one uninterrupted run.
  @Test func buildStoppedManyTimesResumesToTheSameFile() async throws {
    let folder = try Fixtures.temporaryDirectory("db-resume-many")
    let parameters = BuildParameters(maxBlocks: 4, minMoves: 3)
    let whole = try await Self.build(parameters, in: folder, name: "whole.sqlite")
    let total = try PuzzleStore.open(whole).checkpoint().unitsDone
    var done = 0
    var sawHalfDonePrefix = false
    for step in [1, 7, 150, 13, 9999, 2] {
      let path = try await Self.build(parameters, in: folder, name: "resumed.sqlite", stopAfter: step)
      let store = try PuzzleStore.open(path)
      done = min(total, done + step)
      #expect(try store.checkpoint().unitsDone == done)
      if try store.prefixProgress().values.contains(where: { !$0.finished && $0.unitsDone > 0 }) {
        sawHalfDonePrefix = true
      }
    }
    #expect(sawHalfDonePrefix)
    let path = try await Self.build(parameters, in: folder, name: "resumed.sqlite")
    #expect(try PuzzleStore.open(path).checkpoint().finished)
    #expect(try PuzzleStore.open(path).prefixProgress().isEmpty)
    #expect(try Self.contents(path) == Self.contents(whole))
    // A rerun of a finished build changes nothing.
    _ = try await Self.build(parameters, in: folder, name: "resumed.sqlite")
    #expect(try Self.contents(path) == Self.contents(whole))
  }

  /// A file checked against a list made from its own clusters (other boards of them) passes;
  /// a missing line, a wrong size or a line of another cluster fails.
  @Test func shardCheckComparesClustersNotBoards() async throws {
    let folder = try Fixtures.temporaryDirectory("db-check")
    let parameters = BuildParameters(maxBlocks: 4, minMoves: 1, shard: try Shard(index: 2, count: 3))
    let path = try await Self.build(parameters, in: folder, name: "part.sqlite")
    let store = try PuzzleStore.open(path)
    let entries = try PuzzleQuery().run(on: store).filter { $0.moves >= 6 }
    try #require(entries.count >= 3)
    var lines: [ClusterCheck] = []
    var movedBoards = 0
    for (number, entry) in entries.enumerated() {
      // The last hardest board of the cluster, not necessarily the stored one.
      let cluster = Cluster(of: try Puzzle(notation: entry.board), hardestLimit: 1000)
      let board = try #require(cluster.hardest.last).notation
      if board != entry.board { movedBoards += 1 }
      let line = try #require(try ClusterCheck(line: "\(entry.moves) \(board) \(entry.clusterSize)", number: number + 1))
      lines.append(line)
    }
    #expect(movedBoards > 0)
    // A line of another shard, and one with more blocks than the build, are skipped.
    let others = try #require(try ClusterCheck(line: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780", number: 99))
    let check = ShardCheck(minMoves: 6)
    let report = try check.run(store: store, lines: lines + [others])
    #expect(report.passed && report.matched == entries.count && report.owned == entries.count)
    #expect(report.outsideBuild == 1)

    let missing = try check.run(store: store, lines: Array(lines.dropFirst()))
    #expect(missing.failures.count == 1)
    #expect(missing.failures.first?.hasSuffix("no line of the list in its cluster") == true)

    let first = lines[0]
    let wrongSize = try #require(try ClusterCheck(line: "\(first.moves) \(first.puzzle.board.notation) \(first.clusterSize + 1)", number: 1))
    let sized = try check.run(store: store, lines: [wrongSize] + lines.dropFirst())
    #expect(sized.failures.count == 1 && sized.matched == entries.count - 1)
  }

  /// The plan's prefixes and positions are exact: its row-by-row count equals boards listed
  /// naively, and, with walls, every layout of every signature listed one by one.
  @Test func planCountsThePositionsOfEachShardExactly() async throws {
    let (small, smallSpace) = await BuildPlan(parameters: BuildParameters(maxBlocks: 3), probes: 10).run(jobs: 2)
    #expect(smallSpace.positions == Self.naiveLayouts(others: 2).count)
    #expect(small.map(\.positions) == [smallSpace.positions])

    let parameters = BuildParameters(maxBlocks: 4, maxFixed: 1, shard: try Shard(index: 1, count: 3))
    let (shards, space) = await BuildPlan(parameters: parameters, probes: 100).run(jobs: 2)
    #expect(shards.map(\.index) == [1, 2, 3])
    let enumerator = SignatureEnumerator(maxPieces: 4, maxWalls: 1)
    let prefixes = enumerator.prefixes()
    #expect(shards.reduce(0) { $0 + $1.prefixes } == prefixes.count)
    var perShard = [0, 0, 0]
    var byWalls = [0, 0]
    for prefix in prefixes {
      let owner = Shard.owner(of: prefix, count: 3)
      enumerator.forEach(in: prefix) { signature in
        let pieces = signature.pieceSet
        let exitRow: UInt64 = 0x3F << 16
        var layouts = 0
        pieces.forEachLayout { state in
          // The prisoner never has a wall to its right in the space.
          let end = 16 + pieces.offset(of: pieces.prisonerIndex, in: state) + 2
          if pieces.walls & exitRow & ~((1 << UInt64(end)) - 1) == 0 { layouts += 1 }
        }
        #expect(enumerator.layoutCount(of: signature) == layouts)
        perShard[owner - 1] += layouts
        byWalls[signature.wallCount] += layouts
      }
    }
    #expect(shards.map(\.positions) == perShard)
    #expect(space.positionsByWalls == byWalls)
  }

  @Test func mergeRefusesMissingAndRepeatedShards() async throws {
    let folder = try Fixtures.temporaryDirectory("db-merge-bad")
    let one = try await Self.build(
      BuildParameters(maxBlocks: 2, shard: try Shard(index: 1, count: 2)), in: folder, name: "one.sqlite")
    let out = folder.appendingPathComponent("out.sqlite").path
    #expect(throws: PuzzleDatabaseError.mergeMismatch(path: out, reason: "shards 2/2 are missing")) {
      try DatabaseMerger.merge(into: out, from: [one])
    }
    #expect(throws: PuzzleDatabaseError.mergeMismatch(path: one, reason: "shard 1/2 is also given as \(one)")) {
      try DatabaseMerger.merge(into: out, from: [one, one])
    }
  }
}
