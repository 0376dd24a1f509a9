import FileGuard
import Foundation
import Solver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures how fast a build explores: a random sample of its prefixes (a fixed seed, so the
/// same sample every run) is enumerated and explored exactly as `db build` does, in memory
/// (nothing is written), on `jobs` tasks until a time limit; the rate is positions per CPU
/// second of the tasks' threads, so other work on the machine does not lower it.
public struct ScaleSample: Sendable {
  /// What the sample measured.
  public struct Measurement: Codable, Hashable, Sendable {
    /// Prefixes begun.
    public var prefixes = 0
    /// Prefixes explored to their end.
    public var prefixesFinished = 0
    /// Signatures explored.
    public var signatures = 0
    /// Positions explored.
    public var positions = 0
    /// Puzzles kept (at the build's --min-moves).
    public var puzzles = 0
    /// The positions of the space that the signatures explored cover (their layouts, in
    /// solvable clusters or not): what `BuildPlan` counts.
    public var spacePositions = 0
    /// CPU seconds of the exploring threads (enumeration and exploration; not the counting of
    /// `spacePositions`).
    public var cpuSeconds = 0.0
    /// The most positions of one signature explored.
    public var largestSignature = 0

    /// Positions per CPU second.
    public var ratePerCore: Double { cpuSeconds > 0 ? Double(positions) / cpuSeconds : 0 }

    /// Positions of the space covered per CPU second: the rate that projects a build's time
    /// from `BuildPlan`'s exact count.
    public var spaceRatePerCore: Double { cpuSeconds > 0 ? Double(spacePositions) / cpuSeconds : 0 }
  }

  /// The build sampled (its shard is ignored: the sample is drawn from the whole build).
  public let parameters: BuildParameters

  /// Creates a sample of `parameters`' build.
  public init(parameters: BuildParameters) { self.parameters = parameters }

  /// Explores random prefixes on `jobs` tasks for about `seconds`.
  public func run(seconds: Double, jobs: Int, seed: UInt64 = 1) async -> Measurement {
    let enumerator = SignatureEnumerator(maxPieces: parameters.maxBlocks, maxWalls: parameters.maxFixed)
    var prefixes = enumerator.prefixes()
    var random = SplitMix64(seed: seed)
    // Fisher-Yates with the fixed generator: the same order on every machine.
    if prefixes.count > 1 {
      for index in stride(from: prefixes.count - 1, to: 0, by: -1) {
        prefixes.swapAt(index, Int(random.next() % UInt64(index + 1)))
      }
    }
    let order = prefixes
    let search = SignatureSearch(minMoves: parameters.minMoves)
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    let next = LockedCounter()
    return await withTaskGroup(of: Measurement.self) { group in
      for _ in 0..<max(1, jobs) {
        group.addTask {
          var measured = Measurement()
          let solver = Solver()
          let explorer = ClusterExplorer()
          while ContinuousClock.now < deadline, let index = next.take(below: order.count) {
            let cpuStart = Self.threadCPUSeconds()
            var countingSeconds = 0.0
            measured.prefixes += 1
            let finished = enumerator.forEachWhile(in: order[index]) { signature -> Bool in
              let result = search.run(signature, solver: solver, explorer: explorer)
              let countStart = Self.threadCPUSeconds()
              measured.spacePositions += enumerator.layoutCount(of: signature)
              countingSeconds += Self.threadCPUSeconds() - countStart
              measured.signatures += 1
              measured.positions += result.states
              measured.puzzles += result.entries.count
              measured.largestSignature = max(measured.largestSignature, result.states)
              return ContinuousClock.now < deadline
            }
            if finished { measured.prefixesFinished += 1 }
            measured.cpuSeconds += Self.threadCPUSeconds() - cpuStart - countingSeconds
          }
          return measured
        }
      }
      var total = Measurement()
      for await part in group {
        total.prefixes += part.prefixes
        total.prefixesFinished += part.prefixesFinished
        total.signatures += part.signatures
        total.positions += part.positions
        total.puzzles += part.puzzles
        total.spacePositions += part.spacePositions
        total.cpuSeconds += part.cpuSeconds
        total.largestSignature = max(total.largestSignature, part.largestSignature)
      }
      return total
    }
  }

  /// The CPU time this thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}

/// A counter that hands out 0, 1, 2, … to concurrent tasks.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The next value, nil once it reaches `limit`.
  func take(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}
