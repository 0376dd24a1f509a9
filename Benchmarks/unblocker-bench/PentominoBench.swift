import ArgumentParser
import Foundation
import Pentominoes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times counting every tiling of a pentomino board on one thread.
struct PentominoBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pentomino",
    abstract: "Time counting all pentomino tilings of a board (default 6x10) on one thread.")

  @Argument(help: "The board: 6x10, 5x12, 4x15, 3x20, 8x8, or a mask file.")
  var board = "6x10"

  @Option(help: "How many timed runs; the fastest and the median are reported.")
  var runs = 3

  @Flag(help: "Also time enumerating every tiling with no symmetry breaking (as --all does).")
  var enumerate = false

  mutating func validate() throws {
    guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
  }

  func run() throws {
    let solver: PentominoSolver
    do {
      solver = try PentominoSolver(board: PentominoBoard.load(board))
    } catch let error as PentominoError {
      throw ValidationError(error.description)
    }
    print("board \(board): \(solver.placementCount) placements")
    var seconds: [(wall: Double, cpu: Double)] = []
    var count: TilingCount?
    for _ in 0..<runs {
      seconds.append(Self.time { count = solver.count() })
    }
    if let count {
      print(
        "count: \(count.distinct) up to \(count.symmetries.count) symmetries, \(count.total) total")
    }
    report("count (symmetry broken)", seconds)
    if enumerate {
      seconds = []
      var total = 0
      for _ in 0..<runs {
        total = 0
        seconds.append(
          Self.time {
            solver.forEachTiling { _ in
              total += 1
              return true
            }
          })
      }
      print("enumerate: \(total) tilings")
      report("enumerate (all tilings)", seconds)
    }
  }

  /// Wall-clock and this thread's CPU seconds taken by `body` (CPU time is the figure to trust
  /// on a busy machine).
  private static func time(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
      var spec = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
      return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let cpuStart = cpuNow()
    body()
    let cpu = cpuNow() - cpuStart
    return (Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9, cpu)
  }

  private func report(_ label: String, _ seconds: [(wall: Double, cpu: Double)]) {
    func figures(_ values: [Double]) -> String {
      let sorted = values.sorted()
      return "best \(String(format: "%.3f", sorted[0])) s, median "
        + "\(String(format: "%.3f", sorted[sorted.count / 2])) s"
    }
    print(
      "\(label), \(seconds.count) runs: wall \(figures(seconds.map(\.wall))); "
        + "CPU \(figures(seconds.map(\.cpu)))")
  }
}
