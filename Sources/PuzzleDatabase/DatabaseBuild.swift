import FileGuard
import Foundation
import Imaging
import Progress

/// One `db build` into a file: a matching unfinished build resumed (or, starting over, a new
/// one), run on every core with its progress line on a terminal, and what it did in words.
public struct DatabaseBuild: Sendable {
  /// The SQLite file to build.
  public var output: String
  /// What to enumerate and keep.
  public var parameters: BuildParameters
  /// Remove an existing output first instead of resuming it.
  public var startOver: Bool
  /// Prefixes explored at the same time.
  public var jobs: Int

  /// A build of `parameters` into `output` on `jobs` threads.
  public init(output: String, parameters: BuildParameters, startOver: Bool, jobs: Int) {
    self.output = output
    self.parameters = parameters
    self.startOver = startOver
    self.jobs = jobs
  }

  /// Builds (or resumes) the database; `note` hears of a resumed build before it starts.
  ///
  /// - Returns: the closing line: already complete, stopped (rerun to resume), or built with
  ///   the figures of this run.
  /// - Throws: `DatabaseJobError.cannotWrite` when the output cannot be opened or written,
  ///   `.invalid` when the built database cannot be counted.
  public func run(note: (String) -> Void) async throws(DatabaseJobError) -> String {
    let (store, checkpoint) = try open()
    if checkpoint.finished {
      return "\(output): already complete (\(try count(store)) puzzles, \(checkpoint.clusters) "
        + "clusters, \(checkpoint.states) positions); use --force to rebuild\n"
    }
    if checkpoint.unitsDone > 0 {
      note(
        "\(output): resuming after \(checkpoint.unitsDone) units (\(checkpoint.states) positions)")
    }
    let display = ProgressLine(total: 0, label: "build \(parameters.shard)")
    let started = ContinuousClock.now
    let final: PuzzleStore.Checkpoint
    do {
      defer { display.finish() }
      final = try await DatabaseBuilder(store: store, parameters: parameters).run(jobs: jobs) {
        display.show($0.line)
      }
    } catch {
      throw .cannotWrite(error.description)
    }
    let seconds = (ContinuousClock.now - started).seconds
    guard final.finished else {
      return "\(output): stopped after \(final.unitsDone) units; rerun the same command to resume\n"
    }
    let thisRun = final.states - checkpoint.states
    let rate = seconds > 0 ? Double(thisRun) / seconds : 0
    return
      "\(output): \(try count(store)) puzzles from \(final.clusters) clusters, \(final.states) "
      + "positions; this run \(thisRun) positions in \(Decimals.fixed(seconds, 2)) s "
      + "(\(Int(rate)) positions/s on \(jobs) threads, \(Int(rate / Double(jobs))) per thread)\n"
  }

  /// The store to build into and its checkpoint.
  private func open() throws(DatabaseJobError) -> (PuzzleStore, PuzzleStore.Checkpoint) {
    do {
      let store = try PuzzleStore.forBuild(output, parameters: parameters, startOver: startOver)
      return (store, try store.checkpoint())
    } catch {
      throw .cannotWrite("\(error)")
    }
  }

  /// The number of puzzles stored.
  private func count(_ store: PuzzleStore) throws(DatabaseJobError) -> Int {
    do {
      return try PuzzleQuery().run(on: store).count
    } catch {
      throw .invalid(error.description)
    }
  }
}
