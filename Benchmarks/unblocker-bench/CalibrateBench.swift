import ArgumentParser
import Calibration
import Corpus
import Foundation
import Imaging
import Puzzle
import Renderer
import Themes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `unblocker-bench calibrate`: how long fitting a profile and validating it take, for two and
/// six real screenshots and for two renders of a dark walnut theme (1080x1920 and 320x480).
struct CalibrateBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Time calibration (fit, validation, leave-one-out) on real screenshots and renders.")

  @Option(help: "The folder of labelled real screenshots.")
  var screenshots: String = "../shared/screenshots"

  @Option(help: "Runs per figure; the best and the median are reported.")
  var runs: Int = 5

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
  }

  func run() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: screenshots)
      .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
    let real = try names.map { try LabelledScreenshot.load(imagePath: "\(screenshots)/\($0)") }
    let pair = real.filter {
      $0.imagePath.hasSuffix("E-29.jpg") || $0.imagePath.hasSuffix("I-4.png")
    }
    let library = try ThemeLibrary.builtIn().profiles
    let calibrator = Calibrator(library: library)
    let walnut = try walnutRenders(library[0])

    print(
      "calibrate benchmark (release build, \(runs) runs; best / median, CPU time of every thread)")
    for (name, shots) in [
      ("2 real 200x356", pair), ("6 real 200x356", real), ("2 walnut renders", walnut),
    ] {
      var report: CalibrationReport?
      let fit = try measure { report = try calibrator.calibrate(name: "bench", screenshots: shots) }
      guard let profile = report?.profile else { continue }
      var validation: ValidationReport?
      let check = measure {
        validation = calibrator.validate(profile, screenshots: shots, leaveOneOut: false)
      }
      let leaveOneOut = measure {
        _ = calibrator.validate(profile, screenshots: shots, leaveOneOut: true)
      }
      print(
        String(
          format: "  %-18@ fit %8.1f / %8.1f ms   scan each %7.1f / %7.1f ms   "
            + "with leave-one-out %8.1f / %8.1f ms   %@",
          name as NSString, fit.best, fit.median, check.best, check.median, leaveOneOut.best,
          leaveOneOut.median, (validation?.passed == true ? "exact" : "FAILED") as NSString))
      if let report {
        let thin = report.margins.filter { !$0.estimated }.min { $0.margin < $1.margin }
        print(
          "                     narrowest measured margin: \(thin.map { "\($0.first)/\($0.second) \(String(format: "%.1f", $0.margin))" } ?? "-")"
        )
      }
    }
  }

  /// Two renders of a dark walnut theme: a tall phone and an old phone.
  private func walnutRenders(_ base: ThemeProfile) throws -> [LabelledScreenshot] {
    var theme = base
    theme.name = "walnut-bench"
    theme.palette = ThemePalette(
      background: RGBA(hex: "#2b1d14") ?? .black, frame: RGBA(hex: "#4a3222") ?? .black,
      board: RGBA(hex: "#1c120c") ?? .black, wood: RGBA(hex: "#6e4a30") ?? .black,
      woodGrain: RGBA(hex: "#5a3a24") ?? .black, woodHighlight: RGBA(hex: "#9c7456") ?? .black,
      prisoner: RGBA(hex: "#c8281e") ?? .black, fixedBlock: RGBA(hex: "#6a6660") ?? .black,
      rivet: RGBA(hex: "#d0ccc4") ?? .black, shadow: RGBA(hex: "#0c0806") ?? .black,
      text: .white)
    let shots: [(String, ScreenLayout, UInt64)] = [
      ("BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM", .tallPhone, 1),
      ("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", .oldPhone, 2),
    ]
    return try shots.map { notation, layout, seed in
      let puzzle = try Puzzle(notation: notation)
      let rendered = try Renderer.render(
        puzzle: puzzle, theme: theme, layout: layout, options: RenderOptions(seed: seed))
      return LabelledScreenshot(
        imagePath: "walnut \(layout)", labelPath: "walnut \(layout).json", image: rendered.image,
        puzzle: puzzle)
    }
  }

  /// Best and median CPU milliseconds of `runs` calls of `body`, every thread's (the scanner's
  /// stages work side by side).
  private func measure(_ body: () throws -> Void) rethrows -> (best: Double, median: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = cpuMilliseconds()
      try body()
      times.append(cpuMilliseconds() - start)
    }
    times.sort()
    return (times[0], times[times.count / 2])
  }

  private func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }
}
