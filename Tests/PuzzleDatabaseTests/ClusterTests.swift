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
