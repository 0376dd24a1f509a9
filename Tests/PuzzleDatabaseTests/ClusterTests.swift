import Puzzle
import PuzzleDatabase
import Solver
import Testing

@Suite("Clusters")
struct ClusterTests {
  static let boards = [
    "ooooooooooooAAoooooooooooooooooooooo",
    "ooBoooooBoooAABooooooooooooooooooooo",
    "ooBoooooBoooAABooCDDDooCoooooooooooo",
    "ooxoooooBoooAABooCDDDooCooooEEoooooo",
    "BBoCooDDoCooAAoCoooEEEooooooooFFooxo",
    "ooBoooooBoooAABxoooooooooooooooooooo",
  ]

  @Test("size, goals, distances and hardest positions agree with a brute-force search", arguments: boards)
  func agreesWithBruteForce(notation: String) throws {
    let puzzle = try Puzzle(notation: notation)
    let cluster = Cluster(of: puzzle, hardestLimit: 1000)
    let expected = BruteForce.component(of: puzzle.board)
    #expect(cluster.size == expected.size)
    #expect(cluster.goalCount == expected.distances.values.filter { $0 == 0 }.count)
    let start = expected.distances[puzzle.board.canonicalized().notation] ?? -1
    #expect(cluster.moves == (start >= 0 ? start : nil))
    if expected.farthest >= 0 {
      var counts = [Int](repeating: 0, count: expected.farthest + 1)
      for distance in expected.distances.values { counts[distance] += 1 }
      #expect(cluster.distanceCounts == counts)
      #expect(Set(cluster.hardest.map(\.notation)) == Set(expected.hardest))
    } else {
      #expect(cluster.distanceCounts.isEmpty)
    }
  }

  @Test("distances are the solver's move counts", arguments: boards)
  func distancesMatchSolver(notation: String) throws {
    let puzzle = try Puzzle(notation: notation)
    #expect(Cluster(of: puzzle).moves == Solver.solve(puzzle).moveCount)
  }

  @Test func fogleman51MoveBoardIsHardestAndMinimal() throws {
    let puzzle = try Puzzle(notation: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
    let cluster = Cluster(of: puzzle)
    #expect(cluster.size == 4780)
    #expect(cluster.moves == 51)
    #expect(cluster.isHardest)
    #expect(Minimality.isMinimal(puzzle, moves: 51, solver: Solver()))
  }

  @Test func keptBoardIsTheFarthestFirstInThePublishedOrder() throws {
    // A 36-move cluster whose farthest boards disagree on minimality: the one first in the
    // published order (fogleman/rush) keeps 36 moves without K, so the published database
    // leaves the cluster out, although another farthest board is minimal.
    let minimalOne = try Puzzle(notation: "BBCooDEoCFFDEAAGHooooGHoIIIGJooKKKJo")
    #expect(Minimality.isMinimal(minimalOne, moves: 36, solver: Solver()))
    let (pieces, state) = PieceSet.of(minimalOne)
    let explorer = ClusterExplorer(pieces: pieces)
    let explored = explorer.explore(from: state)
    #expect(explored.farthest == 36)
    let kept = pieces.board(try #require(explored.smallestFarthest))
    let expected = try BruteForce.component(of: minimalOne.board).hardest.min {
      try BuildTests.publishedOrder($0).lexicographicallyPrecedes(BuildTests.publishedOrder($1))
    }
    #expect(kept.canonicalized().notation == expected)
    let unneeded = Minimality.unneededBlocks(of: try Puzzle(board: kept), moves: 36, solver: Solver())
    #expect(unneeded.count == 1)
  }

  @Test func extraBlockMakesABoardNotMinimal() throws {
    // E on the bottom row never matters.
    let puzzle = try Puzzle(notation: "ooBoooooBoooAABooooooooooooooooooEEo")
    let moves = try #require(Cluster(of: puzzle).moves)
    let unneeded = Minimality.unneededBlocks(of: puzzle, moves: moves, solver: Solver())
    #expect(unneeded.map(\.letter) == ["E"])
  }

  @Test func checkLinePassesAndFails() throws {
    let good = try #require(try ClusterCheck(line: "01 ooooooooooooAAoooooooooooooooooooooo 5", number: 1))
    #expect(good.run().passed)
    let bad = try #require(try ClusterCheck(line: "02 ooooooooooooAAoooooooooooooooooooooo 6", number: 2))
    #expect(bad.run().problems == ["cluster size 5, expected 6", "1 moves, expected 2"])
    let easy = try #require(try ClusterCheck(line: "0 ooooooooooooooooAAoooooooooooooooooo 5", number: 3))
    #expect(easy.run().problems == ["not a hardest position (the farthest are 1 moves)"])
  }

  @Test func checkLineRejectsMalformedLines() {
    #expect(throws: PuzzleDatabaseError.badCheckLine(line: 4, text: "12 nonsense", reason: "expected MOVES BOARD CLUSTER_SIZE")) {
      try ClusterCheck(line: "12 nonsense", number: 4)
    }
    #expect(throws: PuzzleDatabaseError.self) {
      try ClusterCheck(line: "12 ooooooooooooAAoooooooooooooooooooooB 5", number: 5)
    }
  }
}
