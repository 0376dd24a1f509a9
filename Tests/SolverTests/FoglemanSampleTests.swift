import Foundation
import Puzzle
import Solver
import TestSupport
import Testing

/// Every 100th line of `../shared/puzzles/fogleman-18k.txt` (CI checks all of them through
/// `unblocker solve --batch … --check` in tools/test).
@Suite("Fogleman database sample")
struct FoglemanSampleTests {
  static let sample: [String] = {
    let url = Fixtures.sharedPuzzles.appendingPathComponent("fogleman-18k.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    return stride(from: 0, to: lines.count, by: 100).map { lines[$0] }
  }()

  @Test func sampleIsPresent() {
    #expect(Self.sample.count == 181)
  }

  @Test func solvesEverySampledBoardToItsCountAndReplaysIt() throws {
    let solver = Solver()
    for line in Self.sample {
      let record = try #require(try PuzzleRecord(line: line))
      let solution = try #require(solver.solve(try Puzzle(board: record.board)).solution, "\(line)")
      #expect(record.expectation == .moves(solution.count), "\(line)")
      var replay = Replay(notation: record.board.notation)
      for move in solution.moves {
        let failure = replay.play(move)
        #expect(failure == nil, "\(line): \(failure ?? "")")
      }
      #expect(replay.isSolved(exit: .standard), "\(line)")
    }
  }
}
