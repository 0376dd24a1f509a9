import FileGuard
import Foundation
import Solver

/// Builds (or resumes building) one shard of the puzzle database.
///
/// The shard's signatures are listed in enumeration order; `jobs` tasks explore them while
/// the results are committed strictly in that order, each unit in one transaction with the
/// checkpoint. A killed build therefore loses only the units in flight, and a rerun skips the
/// `unitsDone` already stored.
public struct DatabaseBuilder: Sendable {
  /// Where the build stands, reported after each committed unit.
  public struct Progress: Sendable {
    /// Units (signatures) of this shard done, resumed ones included.
    public var unitsDone: Int
    /// Units of this shard in all.
    public var unitsTotal: Int
    /// Positions explored, resumed ones included.
    public var states: Int
    /// Positions explored by this run.
    public var statesThisRun: Int
    /// Clusters found.
    public var clusters: Int
    /// Seconds since this run started.
    public var seconds: Double

    /// Positions per second in this run.
    public var rate: Double { seconds > 0 ? Double(statesThisRun) / seconds : 0 }

    /// Estimated seconds left, from the share of units done by this run.
    public func estimatedSecondsLeft(unitsAtStart: Int) -> Double? {
      let doneHere = unitsDone - unitsAtStart
      guard doneHere > 0 else { return nil }
      return seconds / Double(doneHere) * Double(unitsTotal - unitsDone)
    }
  }

  /// The file being built.
  public let store: PuzzleStore
  /// What to enumerate and keep.
  public let parameters: BuildParameters

  /// Builds into `store`, whose stored parameters must be `parameters`.
  public init(store: PuzzleStore, parameters: BuildParameters) {
    self.store = store
    self.parameters = parameters
  }

  /// This shard's signatures, in enumeration order.
  public func units() -> [Signature] {
    let enumerator = SignatureEnumerator(
      maxPieces: parameters.maxBlocks, maxWalls: parameters.maxFixed)
    var units: [Signature] = []
    enumerator.forEach { signature in
      if parameters.shard.owns(signature) { units.append(signature) }
    }
    return units
  }

  /// Runs the build to the end from the stored checkpoint.
  ///
  /// - Parameters:
  ///   - jobs: signatures explored at the same time (one per core is best).
  ///   - stopAfter: stop once this many more units are committed (a time-boxed run, or a
  ///     test of resuming); nil to run to the end.
  ///   - onProgress: called after each committed unit.
  /// - Returns: the final checkpoint.
  /// - Throws: `PuzzleDatabaseError.sqlite` when a commit fails.
  public func run(
    jobs: Int, stopAfter: Int? = nil, onProgress: @escaping @Sendable (Progress) -> Void = { _ in }
  ) async throws(PuzzleDatabaseError) -> PuzzleStore.Checkpoint {
    let units = units()
    var checkpoint = try store.checkpoint()
    let statesAtStart = checkpoint.states
    let lastUnit = min(units.count, checkpoint.unitsDone + (stopAfter ?? units.count))
    let search = SignatureSearch(minMoves: parameters.minMoves)
    let clock = ContinuousClock()
    let started = clock.now
    let store = self.store
    var failure: PuzzleDatabaseError?
    await OrderedTasks.run(checkpoint.unitsDone..<lastUnit, limit: max(1, jobs) * 2) { index in
      search.run(units[index], solver: Solver())
    } receive: { _, result in
      checkpoint.unitsDone += 1
      checkpoint.states += result.states
      checkpoint.clusters += result.clusters
      checkpoint.finished = checkpoint.unitsDone == units.count
      do throws(PuzzleDatabaseError) {
        try store.commit(result.entries, checkpoint: checkpoint)
      } catch {
        failure = error
        return false
      }
      let elapsed = clock.now - started
      onProgress(
        Progress(
          unitsDone: checkpoint.unitsDone, unitsTotal: units.count, states: checkpoint.states,
          statesThisRun: checkpoint.states - statesAtStart, clusters: checkpoint.clusters,
          seconds: elapsed.seconds))
      return true
    }
    if let failure { throw failure }
    var final = checkpoint
    if !final.finished && final.unitsDone == units.count && stopAfter == nil {
      final.finished = true
      try store.commit([], checkpoint: final)
    }
    return final
  }
}
