import ArgumentParser
import Foundation
import Pentominoes

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
    var seconds: [Double] = []
    var count: TilingCount?
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      count = solver.count()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
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
        let start = DispatchTime.now().uptimeNanoseconds
        solver.forEachTiling { _ in
          total += 1
          return true
        }
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      print("enumerate: \(total) tilings")
      report("enumerate (all tilings)", seconds)
    }
  }

  private func report(_ label: String, _ seconds: [Double]) {
    let sorted = seconds.sorted()
    let best = String(format: "%.3f", sorted[0])
    let median = String(format: "%.3f", sorted[sorted.count / 2])
    print("\(label): best \(best) s, median \(median) s over \(sorted.count) runs")
  }
}
