import ArgumentParser
import Foundation
import Puzzle
import Renderer
import Themes

/// `unblocker-bench render`: render time per layout at its default size.
struct RenderBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Time Renderer.render for every layout at its default size, and one animation.")

  @Option(help: "Runs per figure; the best and the median are reported.")
  var runs: Int = 5

  @Option(help: "The theme to render.")
  var theme: String = "original-1"

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
  }

  func run() throws {
    let profile = try ThemeLibrary.builtIn().profile(named: theme)
    let puzzle = try Puzzle(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    print("render benchmark (release build, one thread, \(runs) runs; best / median)")
    for layout in ScreenLayout.allCases {
      let size = layout.defaultSize
      let times = try (0..<runs).map { _ in
        try seconds { _ = try Renderer.render(puzzle: puzzle, theme: profile, layout: layout) }
      }.sorted()
      let megapixels = Double(size.width * size.height) / 1e6
      let name = layout.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
      let dimensions = size.description.padding(toLength: 10, withPad: " ", startingAt: 0)
      print(
        "  \(name)\(dimensions)"
          + String(
            format: "%7.1f ms / %7.1f ms  (%.0f ns per pixel)", times[0] * 1000,
            times[times.count / 2] * 1000, times[0] * 1e9 / (megapixels * 1e6)))
    }
    let moves = try [
      "D up 1", "A left 1", "B down 2", "C left 1", "E down 1", "F left 2", "G up 1", "I up 3",
      "J right 2", "B down 1", "E down 1", "A right 2", "H up 3", "A left 2", "B up 1", "E up 1",
      "J left 4", "B down 1", "E down 1", "K left 1", "L left 1", "G down 2", "A right 4",
    ].map { try Move(parsing: $0) }
    var frames = 0
    let animation = try seconds {
      frames = try Renderer.animate(
        puzzle: puzzle, moves: moves, theme: profile, layout: .boardOnly,
        options: RenderOptions(size: try ScreenSize(parsing: "360x360"))
      ).count
    }
    print(
      String(
        format: "  animation   I-4, 23 moves, %d frames at 360x360: %.1f ms (%.2f ms per frame)",
        frames, animation * 1000, animation * 1000 / Double(max(1, frames))))
  }

  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
