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
  /// Scratch for the current puzzle's per-block tables: row-major masks, column-major masks
  /// (8 per block each), offset shifts and line shifts.
  let blockTables: UnsafeMutablePointer<UInt64>
  /// Scratch for the current puzzle's per-block offsets into `reachTable`.
  let reachBases: UnsafeMutablePointer<Int>
  /// A copy of `CompactPuzzle.reach`.
  let reachTable: UnsafeMutablePointer<UInt8>

  /// log2 of the visited set's initial number of slots.
  static let initialKeyBits = 16

  /// The most sliding blocks a state can hold (3 bits each below the marker bit).
  static let maxBlocks = 21

  /// Creates a solver with small initial tables; they grow as searches need.
  public init() {
    queueCapacity = 1 << 15
    states = .allocate(capacity: queueCapacity)
    parents = .allocate(capacity: queueCapacity)
    movers = .allocate(capacity: queueCapacity)
    slots = .allocate(capacity: queueCapacity)
    blockTables = .allocate(capacity: 18 * Solver.maxBlocks)
    blockTables.initialize(repeating: 0, count: 18 * Solver.maxBlocks)
    reachBases = .allocate(capacity: Solver.maxBlocks)
    reachBases.initialize(repeating: 0, count: Solver.maxBlocks)
    reachTable = .allocate(capacity: LineReach.table.count)
    reachTable.initialize(from: LineReach.table, count: LineReach.table.count)
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
    blockTables.deallocate()
    reachBases.deallocate()
    reachTable.deallocate()
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
