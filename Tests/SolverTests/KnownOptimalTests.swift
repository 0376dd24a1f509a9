import Foundation
import Puzzle
import Solver
import TestSupport
import Testing

/// One line of `../shared/puzzles/known-optimal.txt`.
struct KnownPuzzle: CustomTestStringConvertible, Sendable {
  let line: String
  let notation: String
  let moves: Int

  var testDescription: String { "\(notation) (\(moves))" }

  static let all: [KnownPuzzle] = {
    let url = Fixtures.sharedPuzzles.appendingPathComponent("known-optimal.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isNewline).compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count >= 2, let moves = Int(fields[1]) else { return nil }
      return KnownPuzzle(line: String(line), notation: String(fields[0]), moves: moves)
    }
  }()
}

@Suite("Known optimal puzzles")
struct KnownOptimalTests {
  @Test func listIsPresent() {
    #expect(KnownPuzzle.all.count == 97)
  }

  @Test(arguments: KnownPuzzle.all)
  func solvesToTheKnownCount(known: KnownPuzzle) throws {
    let puzzle = try Puzzle(notation: known.notation)
    let result = Solver.solve(puzzle)
    if known.moves < 0 {
      #expect(!result.isSolvable)
      #expect(result.solution == nil)
      #expect(result.reachablePositions == result.statistics.distinctPositions)
      #expect(result.statistics.levels.last?.enqueued == 0)
      return
    }
    let solution = try #require(result.solution)
    #expect(solution.count == known.moves)
    var replay = Replay(notation: known.notation)
    for (move, board) in zip(solution.moves, solution.boards) {
      let failure = replay.play(move)
      #expect(failure == nil, "\(failure ?? "")")
      if failure != nil { return }
      #expect(replay.notation == board.notation)
    }
    #expect(replay.isSolved(exit: .standard))
    #expect(solution.moves.last?.block == "A")
  }
}
