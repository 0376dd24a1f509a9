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
      Every placement of the prisoner (row 2, exit right, no fixed block to its right), other \
      2- and 3-long blocks and up to --fixed fixed blocks, with no row or column full, is \
      enumerated (the published enumeration's space); the positions split into clusters \
      (positions reachable from each other). Only clusters with a solution are explored, from \
      their goal positions, and each keeps its first position farthest from any goal when \
      that one is minimal (removing any piece makes it easier). \
      Each unit of work (one family of placements, a signature) is committed with a \
      checkpoint as soon as it is done, so rerunning the same command after an \
      interruption continues where it stopped. A shard (--shard K/N) owns whole prefixes \
      (the fixed blocks and the pieces of rows 0, 1 and 3) and enumerates only the \
      signatures below them, on every core, exploring each one as it is found.

      --plan prints, without exploring, every shard of --shard's N (K is ignored): its \
      prefixes and positions (exact, counted row by row), and its signatures estimated by \
      --probes random descents of the enumeration, then the positions per number of fixed \
      blocks beside the published enumeration's; add --json for one object per shard. \
      --measure SECONDS then explores a fixed random sample of the build's prefixes for that \
      long (nothing is written) and prints positions per CPU second, the projected \
      core-hours, the wall time on 2, 64 and 1000 cores, and the memory of the largest \
      signature met.

      Examples:
        unblocker db build --max-blocks 5 -o small.sqlite
        unblocker db build --max-blocks 6 --fixed 1 --shard 2/8 -o part-2.sqlite
        unblocker db build --fixed 2 --shard 1/64 --plan
        unblocker db build --fixed 2 --shard 1/64 --plan --probes 50 --measure 300
        unblocker db build --fixed 2 --shard 1/64 -o part-1.sqlite

      Exit status: 0 built (or already complete, or planned), 64 usage error (e.g. a bad \
      --shard, or no -o without --plan), 73 the output exists with other parameters or is \
      not a database (use --force), or cannot be written.
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

  @Option(help: "Explore this many prefixes at once, e.g. --jobs 4 (default: one per core).")
  var jobs: Int?

  @Option(name: [.short, .customLong("output")], help: "The SQLite file to write, e.g. -o db.sqlite.")
  var output: String?

  @Flag(help: "Start over when the output exists (otherwise a matching unfinished build resumes).")
  var force = false

  @Flag(help: "Print every shard's prefixes, estimated signatures and positions; explore nothing.")
  var plan = false

  @Option(help: "With --plan: random descents per shard, e.g. --probes 400 (more: a smaller error).")
  var probes: Int = 200

  @Flag(help: "With --plan: print one JSON object per shard.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "With --plan: also explore random prefixes of the whole build for about this many seconds, in memory, and project the build's core-hours, e.g. --measure 120.",
      valueName: "seconds"))
  var measure: Double?

  func validate() throws {
    guard (1...BuildParameters.blockLimit).contains(maxBlocks) else {
      throw ValidationError("--max-blocks must be 1 to \(BuildParameters.blockLimit), not \(maxBlocks)")
    }
    guard (0...2).contains(fixed) else {
      throw ValidationError("--fixed must be 0, 1 or 2, not \(fixed)")
    }
    guard minMoves >= 0 else { throw ValidationError("--min-moves must be 0 or more, not \(minMoves)") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    guard probes >= 1 else { throw ValidationError("--probes must be 1 or more, not \(probes)") }
    if let measure {
      guard plan else { throw ValidationError("--measure goes with --plan") }
      guard measure > 0, !json else { throw ValidationError("--measure takes a number of seconds above 0, without --json") }
    }
    if plan {
      guard output == nil else { throw ValidationError("--plan writes nothing: drop -o") }
    } else {
      guard output != nil else { throw ValidationError("give the file to build with -o FILE.sqlite (or --plan)") }
      guard !json else { throw ValidationError("--json goes with --plan") }
    }
    do {
      _ = try Shard(parsing: shard)
    } catch {
      throw ValidationError("--shard: \(error)")
    }
  }

  func run() async throws {
    let parameters = BuildParameters(
      maxBlocks: maxBlocks, maxFixed: fixed, minMoves: minMoves, shard: try Shard(parsing: shard))
    let workers = jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    guard let output else { return await printPlan(parameters, jobs: workers) }
    let store = try openOrCreate(parameters, output: output)
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
    let display = BuildProgressDisplay(label: "build \(parameters.shard)")
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
    guard final.finished else {
      Terminal.standardOutput.write(
        "\(output): stopped after \(final.unitsDone) units; rerun the same command to resume\n")
      return
    }
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

  /// Prints the plan of every shard of N, one line per shard in shard order, then the totals.
  private func printPlan(_ parameters: BuildParameters, jobs: Int) async {
    let started = ContinuousClock.now
    let (planned, space) = await BuildPlan(parameters: parameters, probes: probes).run(jobs: jobs)
    var text = ""
    if json {
      for shard in planned {
        if let line = try? JSONText.encode(shard, pretty: false) { text += line + "\n" }
      }
      Terminal.standardOutput.write(text)
      return
    }
    text += "shard      prefixes     signatures (est.)      positions (exact)   largest signature seen\n"
    for shard in planned {
      text += "\(shard.index)/\(parameters.shard.count)".padding(toLength: 10, withPad: " ", startingAt: 0)
      text += " \(pad(shard.prefixes, 9)) \(pad(scientific(shard.signatures), 18))"
      text += " \(pad(shard.positions, 20)) \(pad(shard.largestSignatureSeen, 20))\n"
    }
    let positions = Double(space.positions)
    let signatures: Double = planned.reduce(0) { $0 + $1.signatures }
    let largest = Double(planned.map(\.positions).max() ?? 0)
    let prefixes: Int = planned.reduce(0) { $0 + $1.prefixes }
    let seconds = Decimals.fixed((ContinuousClock.now - started).seconds, 1)
    text += "total: \(prefixes) prefixes, \(scientific(signatures)) signatures, \(space.positions) positions "
    text += "(largest shard \(scientific(largest))); \(probes) descents per shard in \(seconds) s\n"
    for (walls, count) in space.positionsByWalls.enumerated() {
      text += "  \(walls) fixed: \(count) positions (\(scientific(Double(count))); the published enumeration's "
      text += "\(scientific(BuildPlan.anchorPositionsByWalls[walls])))\n"
    }
    Terminal.standardOutput.write(text)
    guard let measure else { return }
    let sample = await ScaleSample(parameters: parameters).run(seconds: measure, jobs: jobs)
    let rate = sample.ratePerCore
    let cpu = Decimals.fixed(sample.cpuSeconds, 1)
    var report = "measured: \(sample.positions) positions of \(sample.signatures) signatures in "
    report += "\(sample.prefixes) random prefixes (\(sample.prefixesFinished) to their end), "
    report += "\(cpu) CPU s on \(jobs) threads: \(Int(rate)) positions per CPU second (the solvable "
    report += "clusters explored: \(sample.spacePositions) positions of the space covered, "
    report += "\(Int(sample.spaceRatePerCore)) per CPU second)\n"
    if sample.spaceRatePerCore > 0 {
      let coreHours: Double = positions / sample.spaceRatePerCore / 3600
      let largestShardHours: Double = largest / sample.spaceRatePerCore / 3600
      let walls: [String] = [2, 64, 1000].map { (cores: Int) -> String in
        "\(Decimals.fixed(coreHours / Double(cores), 2)) h on \(cores) cores"
      }
      report += "projected: \(Decimals.fixed(coreHours, 1)) core-hours in all; wall time "
      report += walls.joined(separator: ", ") + " (evenly spread); the largest of the "
      report += "\(parameters.shard.count) shards \(Decimals.fixed(largestShardHours, 2)) core-hours\n"
    }
    let seen: Int = planned.map { $0.largestSignatureSeen }.max() ?? 0
    let largestSignature = max(sample.largestSignature, seen)
    let megabytes = Double(largestSignature * ClusterExplorer.bytesPerStateBound) / 1e6
    report += "largest signature met: \(largestSignature) positions, at most "
    report += "\(Decimals.fixed(megabytes, 1)) MB for its explorer\n"
    Terminal.standardOutput.write(report)
  }

  /// `value` right-aligned in `width` characters.
  private func pad(_ value: some CustomStringConvertible, _ width: Int) -> String {
    let text = value.description
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `value` with three significant digits, e.g. `1.23e+09`.
  private func scientific(_ value: Double) -> String { String(format: "%.3g", value) }

  /// Opens the output to resume a matching build, or creates it.
  private func openOrCreate(_ parameters: BuildParameters, output: String) throws -> PuzzleStore {
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

/// The build's progress line on a terminal: prefixes, units, positions and rate.
final class BuildProgressDisplay: @unchecked Sendable {
  private let label: String
  private let enabled = Terminal.standardError.isTerminal
  private let lock = NSLock()
  private var lastDraw = -1.0
  private(set) var lastSeconds = 0.0

  init(label: String) {
    self.label = label
  }

  /// Records `progress`, redrawing at most five times a second.
  func show(_ progress: DatabaseBuilder.Progress) {
    lock.lock()
    defer { lock.unlock() }
    lastSeconds = progress.seconds
    guard enabled, progress.seconds - lastDraw >= 0.2 else { return }
    lastDraw = progress.seconds
    var line = "\r\(label): \(progress.prefixesDone)/\(progress.prefixesTotal) prefixes, "
    line += "\(progress.unitsDone) units, \(progress.states) positions, \(Int(progress.rate)) positions/s"
    let seconds = Int(progress.seconds)
    line += String(format: ", %d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    Terminal.standardError.write(line + "\u{1B}[K")
  }

  /// Clears the line.
  func finish() {
    if enabled { Terminal.standardError.write("\r\u{1B}[K") }
  }
}
