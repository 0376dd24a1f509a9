import Puzzle
import Solver
import Testing

@Suite("Limits, cancellation and statistics")
struct SearchControlTests {
  static let i4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test func stopsAtThePositionLimit() throws {
    let puzzle = try Puzzle(notation: Self.i4)
    #expect {
      try Solver().solve(puzzle, positionLimit: 500, shouldContinue: nil)
    } throws: { error in
      guard case SolverError.positionLimitReached(500, let positions) = error else { return false }
      return positions > 500
    }
  }

  @Test func stopsWhenCancelled() throws {
    let puzzle = try Puzzle(notation: Self.i4)
    var calls = 0
    #expect(throws: SolverError.cancelled(positionsExamined: 200)) {
      try Solver().solve(puzzle, positionLimit: nil, checkInterval: 100) {
        calls += 1
        return calls < 3
      }
    }
  }

  @Test func aLimitAboveTheSearchChangesNothing() throws {
    let puzzle = try Puzzle(notation: Self.i4)
    let limited = try Solver().solve(puzzle, positionLimit: 1_000_000, shouldContinue: { true })
    #expect(limited.moveCount == 23)
  }

  @Test func statisticsAddUp() throws {
    let result = Solver.solve(try Puzzle(notation: Self.i4))
    let statistics = result.statistics
    #expect(statistics.levels.count == 23)
    #expect(statistics.levels.map(\.depth) == Array(0..<23))
    #expect(statistics.levels.map(\.examined).reduce(0, +) == statistics.examinedPositions)
    #expect(statistics.levels.map(\.enqueued).reduce(0, +) + 1 == statistics.distinctPositions)
    // Each level examines exactly what the level before enqueued, except the last (cut short).
    for (previous, level) in zip(statistics.levels, statistics.levels.dropFirst().dropLast()) {
      #expect(level.examined == previous.enqueued)
    }
    #expect(statistics.largestQueue <= statistics.distinctPositions)
    #expect(statistics.largestQueue >= (statistics.levels.map(\.enqueued).max() ?? 0))
    #expect(statistics.elapsedSeconds > 0)
  }

  @Test func oneSolverSolvesManyPuzzlesInTurn() throws {
    let solver = Solver()
    let boards = [
      (Self.i4, 23), ("ooooooooooooAAoooooooooooooooooooooo", 1),
      ("BCDDEoBCFoEGBoFAAGHHHIoGooJIKKLLJMMo", 51), (Self.i4, 23),
    ]
    for (notation, moves) in boards {
      #expect(solver.solve(try Puzzle(notation: notation)).moveCount == moves)
    }
  }

  @Test func solutionNamesTheBlocksByTheirLetters() throws {
    let result = Solver.solve(try Puzzle(notation: "ooZQQQYoZEFFYAAEGooHooGIoHJJGIoKKLLo"))
    let letters = Set(try #require(result.solution).moves.map(\.block))
    #expect(letters.isSubset(of: Set("ZQYEFAGHIJKL")))
  }
}
