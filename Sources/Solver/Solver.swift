import FileGuard
import Puzzle

/// An optimal breadth-first solver for Unblock Me puzzles (one move = one block slid any
/// distance), reusable across puzzles.
///
/// A `Solver` keeps its queue and visited set between calls, so solving many puzzles with
/// one solver allocates almost nothing. It is not thread-safe: give each task its own.
///
/// ```swift
/// let result = Solver().solve(try Puzzle(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"))
/// print(result.moveCount ?? -1)  // 23
/// ```
public final class Solver {
  /// Positions in the breadth-first queue, in order of discovery.
  var states: UnsafeMutablePointer<UInt64>
  /// For each queued position, the index of the position it was reached from (-1 at start).
  var parents: UnsafeMutablePointer<Int32>
  /// For each queued position, the compact index of the block moved to reach it.
  var movers: UnsafeMutablePointer<UInt8>
  /// For each queued position, its slot in `keys` (to clear the set quickly).
  var slots: UnsafeMutablePointer<UInt32>
  /// The capacity of `states`, `parents` and `slots`.
  var queueCapacity: Int
  /// The visited set: open addressing with linear probing; 0 marks an empty slot.
  var keys: UnsafeMutablePointer<UInt64>
  /// log2 of the number of slots in `keys`.
  var keyBits: Int
  /// The positions queued by the last search (the slots to clear before the next).
  var used = 0
  /// The move generator, loaded with each puzzle's blocks.
  let moves = PackedMoves()

  /// log2 of the visited set's initial number of slots.
  static let initialKeyBits = 16

  /// The most sliding blocks a state can hold (3 bits each below the marker bit).
  static let maxBlocks = PackedMoves.maxPieces

  /// Creates a solver with small initial tables; they grow as searches need.
  public init() {
    queueCapacity = 1 << 15
    states = .allocate(capacity: queueCapacity)
    parents = .allocate(capacity: queueCapacity)
    movers = .allocate(capacity: queueCapacity)
    slots = .allocate(capacity: queueCapacity)
    keyBits = Solver.initialKeyBits
    keys = .allocate(capacity: 1 << keyBits)
    keys.initialize(repeating: 0, count: 1 << keyBits)
  }

  deinit {
    states.deallocate()
    parents.deallocate()
    movers.deallocate()
    slots.deallocate()
    keys.deallocate()
  }

  /// Solves `puzzle` optimally, or proves by exhaustion that it has no solution.
  ///
  /// - Parameter puzzle: a valid puzzle.
  /// - Returns: the solution (nil when unsolvable) and the search statistics.
  public func solve(_ puzzle: Puzzle) -> SearchResult {
    do {
      return try solve(puzzle, positionLimit: nil, shouldContinue: nil)
    } catch {
      preconditionFailure("a search without limit or cancellation stopped: \(error)")
    }
  }

  /// Solves `puzzle` optimally within a limit, checking for cancellation as it goes.
  ///
  /// - Parameters:
  ///   - puzzle: a valid puzzle.
  ///   - positionLimit: stop once more than this many distinct positions are met.
  ///   - checkInterval: call `shouldContinue` every this many examined positions.
  ///   - shouldContinue: returns false to cancel the search.
  /// - Returns: the solution (nil when unsolvable) and the search statistics.
  /// - Throws: `SolverError.positionLimitReached` or `SolverError.cancelled`.
  public func solve(
    _ puzzle: Puzzle, positionLimit: Int?, checkInterval: Int = 4096,
    shouldContinue: (() -> Bool)?
  ) throws(SolverError) -> SearchResult {
    let clock = ContinuousClock()
    let started = clock.now
    let compact = CompactPuzzle(puzzle)
    let outcome = try search(
      compact, positionLimit: positionLimit ?? Int(Int32.max),
      checkInterval: max(1, checkInterval), shouldContinue: shouldContinue)
    let elapsed = started.duration(to: clock.now)
    let seconds = elapsed.seconds
    let statistics = SearchStatistics(
      levels: outcome.levels, examinedPositions: outcome.examined,
      distinctPositions: outcome.distinct, largestQueue: outcome.largestQueue,
      elapsedSeconds: seconds)
    guard let goal = outcome.goal else {
      return SearchResult(puzzle: puzzle, solution: nil, statistics: statistics)
    }
    return SearchResult(
      puzzle: puzzle, solution: solution(compact, puzzle: puzzle, goal: goal),
      statistics: statistics)
  }

  /// Solves a position given in packed form, without building boards or moves: the optimal
  /// move count and the pieces that an optimal solution moves.
  ///
  /// - Parameters:
  ///   - pieces: the prisoner first, then the other horizontal pieces, then the vertical ones;
  ///     piece `i` at shift `3 i`.
  ///   - walls: the fixed cells, row-major bits.
  ///   - start: the position (bit 63 set).
  ///   - goalOffset: the prisoner's offset at the exit.
  /// - Returns: nil when unsolvable; else the move count and a bit per piece moved.
  package func solvePacked(
    _ pieces: [PackedMoves.Piece], walls: UInt64, start: UInt64, goalOffset: Int
  ) -> (moves: Int, moved: UInt32)? {
    let compact = CompactPuzzle(pieces: pieces, start: start, goalOffset: goalOffset, walls: walls)
    let outcome: SearchOutcome
    do {
      outcome = try search(compact, positionLimit: Int(Int32.max), checkInterval: 1, shouldContinue: nil)
    } catch {
      preconditionFailure("a search without limit or cancellation stopped: \(error)")
    }
    guard let goal = outcome.goal else { return nil }
    var moves = 0
    var moved: UInt32 = 0
    var index = goal
    while index > 0 {
      moved |= 1 << UInt32(movers[index])
      moves += 1
      index = Int(parents[index])
    }
    return (moves, moved)
  }

  /// Solves `puzzle` with a fresh solver.
  public static func solve(_ puzzle: Puzzle) -> SearchResult { Solver().solve(puzzle) }

  /// Rebuilds the moves from the start to the queued position `goal`, and the boards.
  private func solution(_ compact: CompactPuzzle, puzzle: Puzzle, goal: Int) -> Solution {
    var path: [UInt64] = []
    var index = goal
    while index >= 0 {
      path.append(states[index])
      index = Int(parents[index])
    }
    path.reverse()
    var moves: [Move] = []
    var boards: [Board] = []
    var board = puzzle.board
    for step in 1..<max(1, path.count) {
      let move = compact.move(from: path[step - 1], to: path[step])
      do {
        board = try board.applying(move)
      } catch {
        preconditionFailure("the solver produced an illegal move: \(error)")
      }
      moves.append(move)
      boards.append(board)
    }
    return Solution(moves: moves, boards: boards)
  }
}
