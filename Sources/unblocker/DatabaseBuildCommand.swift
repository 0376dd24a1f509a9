import ArgumentParser
import Foundation
import Imaging
import PuzzleDatabase

/// `unblocker db build`: enumerate piece placements and store each cluster's hardest minimal
/// puzzle.
struct DatabaseBuildCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build (or resume) a database of the hardest minimal puzzle of every cluster.",
    discussion: """
      Every placement of the prisoner (row 2, exit right), other 2- and 3-long blocks and up \
      to --fixed fixed blocks is enumerated; the positions split into clusters (positions \
      reachable from each other), and each cluster with a solution keeps its first position \
      farthest from any goal when that one is minimal (removing any piece makes it easier). \
      Each unit of work (one family of placements) is committed with a checkpoint, so \
      rerunning the same command after an interruption continues where it stopped.

      Examples:
        unblocker db build --max-blocks 5 -o small.sqlite
        unblocker db build --max-blocks 6 --fixed 1 --shard 2/8 -o part-2.sqlite

      Exit status: 0 built (or already complete), 64 usage error (e.g. a bad --shard), \
      73 the output exists with other parameters or is not a database (use --force), or \
      cannot be written.
      """)

  @Option(help: "Enumerate at most this many sliding blocks, prisoner included, e.g. --max-blocks 5.")
  var maxBlocks: Int = BuildParameters.blockLimit

  @Option(help: "Enumerate at most this many fixed 1x1 blocks: 0, 1 or 2, e.g. --fixed 1.")
  var fixed: Int = 0

  @Option(help: "Keep puzzles needing at least this many moves, e.g. --min-moves 10.")
  var minMoves: Int = 1

  @Option(
    help: ArgumentHelp(
      "Build only shard K of N (K from 1), e.g. --shard 3/8; merge them with 'db merge'.",
      valueName: "K/N"))
  var shard: String = "1/1"

  @Option(help: "Explore this many units at once, e.g. --jobs 4 (default: one per core).")
  var jobs: Int?

  @Option(name: [.short, .customLong("output")], help: "The SQLite file to write, e.g. -o db.sqlite.")
  var output: String

  @Flag(help: "Start over when the output exists (otherwise a matching unfinished build resumes).")
  var force = false

  func validate() throws {
    guard (1...BuildParameters.blockLimit).contains(maxBlocks) else {
      throw ValidationError("--max-blocks must be 1 to \(BuildParameters.blockLimit), not \(maxBlocks)")
    }
    guard (0...2).contains(fixed) else {
      throw ValidationError("--fixed must be 0, 1 or 2, not \(fixed)")
    }
    guard minMoves >= 0 else { throw ValidationError("--min-moves must be 0 or more, not \(minMoves)") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    do {
      _ = try Shard(parsing: shard)
    } catch {
      throw ValidationError("--shard: \(error)")
    }
  }

  func run() async throws {
    let parameters = BuildParameters(
      maxBlocks: maxBlocks, maxFixed: fixed, minMoves: minMoves, shard: try Shard(parsing: shard))
    let store = try openOrCreate(parameters)
    let checkpoint = try store.checkpoint()
    if checkpoint.finished {
      Terminal.standardOutput.write(
        "\(output): already complete (\(try count(store)) puzzles, \(checkpoint.clusters) "
          + "clusters, \(checkpoint.states) positions); use --force to rebuild\n")
      return
    }
    if checkpoint.unitsDone > 0 {
      Terminal.standardError.write(
        "\(output): resuming after \(checkpoint.unitsDone) units (\(checkpoint.states) positions)\n")
    }
    let builder = DatabaseBuilder(store: store, parameters: parameters)
    let workers = jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    let display = BuildProgressDisplay(label: "build \(parameters.shard)", unitsAtStart: checkpoint.unitsDone)
    let final: PuzzleStore.Checkpoint
    do throws(PuzzleDatabaseError) {
      final = try await builder.run(jobs: workers) { display.show($0) }
      display.finish()
    } catch {
      display.finish()
      throw fail(error.description, .cannotWrite)
    }
    let seconds = display.lastSeconds
    let thisRun = final.states - checkpoint.states
    let rate = seconds > 0 ? Double(thisRun) / seconds : 0
    Terminal.standardOutput.write(
      "\(output): \(try count(store)) puzzles from \(final.clusters) clusters, \(final.states) "
        + "positions; this run \(thisRun) positions in \(Decimals.fixed(seconds, 2)) s "
        + "(\(Int(rate)) positions/s on \(workers) threads, \(Int(rate / Double(workers))) per thread)\n")
  }

  /// The number of puzzles stored.
  private func count(_ store: PuzzleStore) throws -> Int {
    do {
      return try PuzzleQuery().run(on: store).count
    } catch {
      throw fail(error.description, .invalidInput)
    }
  }

  /// Opens the output to resume a matching build, or creates it.
  private func openOrCreate(_ parameters: BuildParameters) throws -> PuzzleStore {
    let manager = FileManager.default
    if manager.fileExists(atPath: output) {
      if force {
        for suffix in ["", "-wal", "-shm", "-journal"] where manager.fileExists(atPath: output + suffix) {
          do {
            try manager.removeItem(atPath: output + suffix)
          } catch {
            throw fail("\(output)\(suffix): cannot remove it to start over (\(error.localizedDescription))", .cannotWrite)
          }
        }
      } else {
        do {
          return try PuzzleStore.resumeOrCreate(output, parameters: parameters)
        } catch {
          throw fail("\(error.description) (the output exists: --force overwrites it)", .cannotWrite)
        }
      }
    }
    do {
      return try PuzzleStore.create(output, parameters: parameters)
    } catch {
      throw fail(
        "\(output): cannot create the database (\(error)); check the folder exists and is "
          + "writable", .cannotWrite)
    }
  }
}

/// The build's progress line on a terminal: units, positions, rate and time left.
final class BuildProgressDisplay: @unchecked Sendable {
  private let label: String
  private let unitsAtStart: Int
  private let enabled = Terminal.standardError.isTerminal
  private let lock = NSLock()
  private var lastDraw = -1.0
  private(set) var lastSeconds = 0.0

  init(label: String, unitsAtStart: Int) {
    self.label = label
    self.unitsAtStart = unitsAtStart
  }

  /// Records `progress`, redrawing at most five times a second.
  func show(_ progress: DatabaseBuilder.Progress) {
    lock.lock()
    defer { lock.unlock() }
    lastSeconds = progress.seconds
    guard enabled, progress.seconds - lastDraw >= 0.2 || progress.unitsDone == progress.unitsTotal
    else { return }
    lastDraw = progress.seconds
    var line = "\r\(label): \(progress.unitsDone)/\(progress.unitsTotal) units, "
    line += "\(progress.states) positions, \(Int(progress.rate)) positions/s"
    if let left = progress.estimatedSecondsLeft(unitsAtStart: unitsAtStart) {
      let seconds = Int(left)
      line += String(format: ", ETA %d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
    Terminal.standardError.write(line + "\u{1B}[K")
  }

  /// Clears the line.
  func finish() {
    if enabled { Terminal.standardError.write("\r\u{1B}[K") }
  }
}
