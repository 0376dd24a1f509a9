import ArgumentParser
import FileGuard
import Foundation
import Puzzle
import Solver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `unblocker-bench solver`: solver speed on the shared puzzle lists, one thread.
struct SolverBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver",
    abstract: "Time the optimal solver on I-4, the 51-move board and the shared puzzle lists.")

  @Option(help: "The folder holding known-optimal.txt and fogleman-18k.txt.")
  var puzzles: String?

  @Option(help: "Runs per figure; the best run is reported.")
  var runs: Int = 5

  @Option(help: "Runs of the 18k list (the slowest figure).")
  var largeRuns: Int = 1

  @Flag(help: "Time only I-4 and the 51-move board, not the whole lists.")
  var boardsOnly = false

  func validate() throws {
    guard runs > 0, largeRuns > 0 else {
      throw ValidationError("--runs and --large-runs must be positive")
    }
  }

  func run() throws {
    let folder = URL(fileURLWithPath: puzzles ?? SolverBench.defaultPuzzleFolder())
    print("solver benchmark (release build, one thread, best of \(runs) runs)")

    let i4 = try Puzzle(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let hardest = try Puzzle(notation: "BCDDEoBCFoEGBoFAAGHHHIoGooJIKKLLJMMo")
    for (name, puzzle) in [("I-4 (23 moves)", i4), ("51-move board", hardest)] {
      let cold = best(runs) { _ = Solver().solve(puzzle) }
      let solver = Solver()
      _ = solver.solve(puzzle)
      var result: SearchResult?
      let warm = best(runs) { result = solver.solve(puzzle) }
      let statistics = result?.statistics
      print(
        String(
          format:
            "  %-16@ %8.3f ms (cpu %.3f ms; fresh solver %.3f ms)  %2d moves, %6d examined, "
            + "%.0f ns/examined (cpu %.0f)",
          name as NSString, warm.wall * 1e3, warm.cpu * 1e3, cold.wall * 1e3,
          result?.moveCount ?? -1, statistics?.examinedPositions ?? 0,
          warm.wall * 1e9 / Double(max(1, statistics?.examinedPositions ?? 1)),
          warm.cpu * 1e9 / Double(max(1, statistics?.examinedPositions ?? 1))))
    }
    if boardsOnly { return }
    let known = try SolverBench.records(folder.appendingPathComponent("known-optimal.txt"))
    let fogleman = try SolverBench.records(folder.appendingPathComponent("fogleman-18k.txt"))
    for (name, list, count) in [
      ("known-optimal", known, runs), ("fogleman-18k", fogleman, largeRuns),
    ] {
      var examined = 0
      var mismatches = 0
      var searchSeconds = 0.0
      let solver = Solver()
      let time = best(count) {
        examined = 0
        mismatches = 0
        searchSeconds = 0
        for record in list {
          guard let puzzle = try? Puzzle(board: record.board) else { continue }
          let result = solver.solve(puzzle)
          examined += result.statistics.examinedPositions
          searchSeconds += result.statistics.elapsedSeconds
          let expected: PuzzleRecord.Expectation? =
            result.moveCount.map { .moves($0) } ?? .unsolvable
          if record.expectation != nil && record.expectation != expected { mismatches += 1 }
        }
      }
      print(
        String(
          format:
            "  %-16@ %8.1f ms (cpu %.1f ms, searching %.1f ms) for %d boards, %d examined, "
            + "%.0f ns/examined (cpu %.0f), %d mismatches",
          name as NSString, time.wall * 1e3, time.cpu * 1e3, searchSeconds * 1e3, list.count,
          examined, time.wall * 1e9 / Double(max(1, examined)),
          time.cpu * 1e9 / Double(max(1, examined)), mismatches))
    }
  }

  /// The best wall-clock and thread CPU times of `runs` calls of `body`, in seconds.
  private func best(_ runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    var fastest = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<runs {
      let cpuStart = SolverBench.threadCPUSeconds()
      let elapsed = clock.measure(body)
      let cpu = SolverBench.threadCPUSeconds() - cpuStart
      let seconds = elapsed.seconds
      fastest = (min(fastest.wall, seconds), min(fastest.cpu, cpu))
    }
    return fastest
  }

  /// The CPU time this thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The records of a puzzle list.
  static func records(_ url: URL) throws -> [PuzzleRecord] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(whereSeparator: \.isNewline).compactMap { line in
      try PuzzleRecord(line: line)
    }
  }

  /// `../shared/puzzles` beside the package root (found from this file, else the current
  /// directory).
  static func defaultPuzzleFolder() -> String {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    if !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
    return root.deletingLastPathComponent().appendingPathComponent("shared/puzzles").path
  }
}
