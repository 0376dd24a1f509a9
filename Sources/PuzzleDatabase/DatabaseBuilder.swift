import FileGuard
import Foundation
import Solver

/// Builds (or resumes building) one shard of the puzzle database.
///
/// The shard lists only its own prefixes (cheap) and enumerates only the signatures below
/// them: `jobs` tasks each take a prefix, enumerate its signatures and explore each one as it
/// is found. A task commits its units as they finish (in batches, each in one transaction with
/// the prefix's progress and the totals), so no unit waits for a slower one. A killed build
/// loses only the units not yet committed; a rerun skips the finished prefixes and, in a
/// prefix begun, the signatures already done.
public struct DatabaseBuilder: Sendable {
  /// Where the build stands, reported after each commit.
  public struct Progress: Sendable {
    /// Units (signatures) of this shard done, resumed ones included.
    public var unitsDone: Int
    /// Prefixes of this shard done, resumed ones included.
    public var prefixesDone: Int
    /// Prefixes of this shard in all.
    public var prefixesTotal: Int
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
  }

  /// The file being built.
  public let store: PuzzleStore
  /// What to enumerate and keep.
  public let parameters: BuildParameters
  /// The most seconds between two commits of one task.
  static let commitInterval = 1.0

  /// Builds into `store`, whose stored parameters must be `parameters`.
  public init(store: PuzzleStore, parameters: BuildParameters) {
    self.store = store
    self.parameters = parameters
  }

  /// The enumerator of the build's signatures.
  var enumerator: SignatureEnumerator {
    SignatureEnumerator(maxPieces: parameters.maxBlocks, maxWalls: parameters.maxFixed)
  }

  /// This shard's prefixes, in enumeration order.
  public func prefixes() -> [SignaturePrefix] {
    enumerator.prefixes().filter { parameters.shard.owns($0) }
  }

  /// Runs the build to the end from the stored checkpoint (nothing when it is finished).
  ///
  /// - Parameters:
  ///   - jobs: prefixes explored at the same time (one per core is best).
  ///   - stopAfter: stop once this many more units are committed (a time-boxed run, or a
  ///     test of resuming); nil to run to the end.
  ///   - onProgress: called after each commit.
  /// - Returns: the final checkpoint.
  /// - Throws: `PuzzleDatabaseError.sqlite` when a commit fails.
  public func run(
    jobs: Int, stopAfter: Int? = nil, onProgress: @escaping @Sendable (Progress) -> Void = { _ in }
  ) async throws(PuzzleDatabaseError) -> PuzzleStore.Checkpoint {
    let stored = try store.checkpoint()
    guard !stored.finished else { return stored }
    let prefixes = prefixes()
    let done = try store.prefixProgress()
    let pending = prefixes.filter { done[$0.ordinal]?.finished != true }
    let shared = SharedBuildState(
      pending: pending, budget: stopAfter,
      prefixesDone: prefixes.count - pending.count, prefixesTotal: prefixes.count)
    let search = SignatureSearch(minMoves: parameters.minMoves)
    let store = self.store
    let enumerator = self.enumerator
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<max(1, jobs) {
        group.addTask {
          let solver = Solver()
          let explorer = ClusterExplorer()
          while let prefix = shared.nextPrefix() {
            let skip = done[prefix.ordinal]?.unitsDone ?? 0
            Self.build(
              prefix, skipping: skip, enumerator: enumerator, search: search, solver: solver,
              explorer: explorer, store: store, shared: shared, onProgress: onProgress)
          }
        }
      }
    }
    if let failure = shared.failure { throw failure }
    if shared.stopped || shared.prefixesDone < prefixes.count { return try store.checkpoint() }
    return try store.finish()
  }

  /// Explores the signatures of `prefix` after the first `skip`, committing as it goes.
  static func build(
    _ prefix: SignaturePrefix, skipping skip: Int, enumerator: SignatureEnumerator,
    search: SignatureSearch, solver: Solver, explorer: ClusterExplorer, store: PuzzleStore, shared: SharedBuildState,
    onProgress: @Sendable (Progress) -> Void
  ) {
    // The prefix's signatures done so far, from its first.
    var ordinal = skip
    var batch = SignatureSearch.Result()
    var batchUnits = 0
    var lastCommit = ContinuousClock.now
    func commit(finished: Bool) -> Bool {
      let progress = PrefixProgress(prefix: prefix.ordinal, unitsDone: ordinal, finished: finished)
      do throws(PuzzleDatabaseError) {
        let checkpoint = try store.commit(
          batch.entries, progress: progress, units: batchUnits, states: batch.states,
          clusters: batch.clusters)
        onProgress(shared.committed(checkpoint, statesAdded: batch.states, prefixFinished: finished))
      } catch {
        shared.fail(error)
        return false
      }
      batch = SignatureSearch.Result()
      batchUnits = 0
      lastCommit = ContinuousClock.now
      return true
    }
    var seen = 0
    let complete = enumerator.forEachWhile(in: prefix) { signature -> Bool in
      seen += 1
      guard seen > skip else { return true }
      guard shared.claimUnit() else { return false }
      let result = search.run(signature, solver: solver, explorer: explorer)
      batch.entries += result.entries
      batch.states += result.states
      batch.clusters += result.clusters
      batchUnits += 1
      ordinal = seen
      if (ContinuousClock.now - lastCommit).seconds >= commitInterval {
        return commit(finished: false)
      }
      return true
    }
    if complete {
      ordinal = seen
      _ = commit(finished: true)
    } else if batchUnits > 0, shared.failure == nil {
      _ = commit(finished: false)
    }
  }
}

/// What the tasks of one build share: the prefixes left, the unit budget of a time-boxed
/// run, the totals, and the first failure.
final class SharedBuildState: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [SignaturePrefix]
  private var next = 0
  private var budget: Int?
  private var statesThisRun = 0
  private var prefixesFinished: Int
  private let prefixesTotal: Int
  private let started = ContinuousClock.now
  private var firstFailure: PuzzleDatabaseError?
  private var stopping = false

  /// The first failed commit, if any.
  var failure: PuzzleDatabaseError? { lock.withLock { firstFailure } }
  /// True once the build stops early (its unit budget spent or a commit failed).
  var stopped: Bool { lock.withLock { stopping } }

  init(
    pending: [SignaturePrefix], budget: Int?, prefixesDone: Int, prefixesTotal: Int
  ) {
    self.pending = pending
    self.budget = budget
    self.prefixesFinished = prefixesDone
    self.prefixesTotal = prefixesTotal
  }

  /// The next prefix to take, nil when none is left or the build stops.
  func nextPrefix() -> SignaturePrefix? {
    lock.withLock {
      guard !stopping, next < pending.count else { return nil }
      defer { next += 1 }
      return pending[next]
    }
  }

  /// Takes one unit of the budget; false (and the build stops) when it is spent or a commit
  /// failed.
  func claimUnit() -> Bool {
    lock.withLock {
      guard !stopping else { return false }
      guard let left = budget else { return true }
      guard left > 0 else {
        stopping = true
        return false
      }
      budget = left - 1
      return true
    }
  }

  /// Records a commit and returns the progress to report.
  func committed(_ stored: PuzzleStore.Checkpoint, statesAdded: Int, prefixFinished: Bool)
    -> DatabaseBuilder.Progress
  {
    lock.withLock {
      statesThisRun += statesAdded
      if prefixFinished { prefixesFinished += 1 }
      return DatabaseBuilder.Progress(
        unitsDone: stored.unitsDone, prefixesDone: prefixesFinished, prefixesTotal: prefixesTotal,
        states: stored.states, statesThisRun: statesThisRun, clusters: stored.clusters,
        seconds: (ContinuousClock.now - started).seconds)
    }
  }

  /// Prefixes of the shard done, resumed ones included.
  var prefixesDone: Int { lock.withLock { prefixesFinished } }

  /// Records the first failure and stops the build.
  func fail(_ error: PuzzleDatabaseError) {
    lock.withLock {
      if firstFailure == nil { firstFailure = error }
      stopping = true
    }
  }
}
