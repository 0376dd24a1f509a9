import Puzzle
import Solver
import Testing

@Suite("BatchSolver: lists of puzzles on every core, results in input order")
struct BatchSolverTests {
  /// Three solvable boards with their optimal counts, one wrong expectation, a bad line, a
  /// comment and a blank line.
  static let list = """
    # a comment
    ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo 23
    ooooooooooooooooAAoooooooooooooooooo 0

    ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo 5
    not a board at all
    """

  @Test(arguments: [1, 2, 3])
  func solvesEveryLineInOrderAndCounts(chunkSize: Int) async throws {
    let entries = BatchEntry.entries(of: Array(Self.list.utf8), exit: .standard)
    #expect(entries.count == 4)
    var lines: [Int] = []
    var matches: [Bool?] = []
    let tally = await BatchSolver(jobs: 2, chunkSize: chunkSize).solve(entries, check: true) {
      for outcome in $0 {
        switch outcome {
        case .invalid(let line, let message):
          lines.append(line)
          matches.append(nil)
          #expect(!message.isEmpty)
        case .solved(let line, _, let result, let match):
          lines.append(line)
          matches.append(match)
          #expect(result.isSolvable)
        }
      }
    }
    #expect(lines == [2, 3, 5, 6])
    #expect(matches == [true, true, false, nil])
    #expect(tally.solved == 3 && tally.invalid == 1 && tally.unsolvable == 0)
    #expect(tally.checked == 3 && tally.mismatches == 1 && tally.boards == 4)
  }

  @Test func withoutCheckingNothingIsCompared() async {
    let entries = BatchEntry.entries(of: Array(Self.list.utf8), exit: .standard)
    let tally = await BatchSolver(jobs: 1).solve(entries, check: false)
    #expect(tally.checked == 0 && tally.mismatches == 0 && tally.solved == 3)
  }

  @Test func aLineThatIsNotUTF8IsInvalidAndTheOthersAreRead() {
    var bytes = Array("ooooooooooooooooAAoooooooooooooooooo\n".utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    let entries = BatchEntry.entries(of: bytes, exit: .standard)
    #expect(entries.count == 2)
    guard case .invalid(let line, _, let message) = entries[1] else {
      Issue.record("expected the second line to be invalid")
      return
    }
    #expect(line == 2)
    #expect(message.contains("not UTF-8"))
  }
}
