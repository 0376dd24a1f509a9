import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Scanner

/// `unblocker-bench scan`: scan time (decoded image in memory) next to decode time, for a real
/// 200x356 screenshot and the same screenshot enlarged to 1080x1920.
struct ScanBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Time the scanner (without decoding) and PNG decoding at 200x356 and 1080x1920.")

  @Option(help: "The screenshot to measure (a labelled 200x356 PNG by default).")
  var screenshot: String = "../shared/screenshots/unblocker-I-4.png"

  @Option(help: "Runs per figure; the best and the median are reported.")
  var runs: Int = 50

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
  }

  func run() throws {
    let bytes = try ImageFile.readBytes(path: screenshot)
    let small = try ImageDecoder.decode(bytes).image
    let large = small.resized(width: 1080, height: 1920)
    let largeBytes = try ImageEncoder.encode(large, as: .png)
    let scanner = try BoardScanner.withShippedThemes()
    print("scan benchmark (release build, one thread, \(runs) runs; best / median)")
    for (name, image, file) in [
      ("\(small.width)x\(small.height)", small, bytes),
      ("\(large.width)x\(large.height)", large, largeBytes),
    ] {
      var report: ScanReport?
      let scan = measure(runs) { report = scanner.scan(image) }
      let decode = measure(runs) { _ = try? ImageDecoder.decode(file) }
      let stages = (report?.timings ?? []).map {
        String(format: "%@ %.3f", $0.stage.rawValue, $0.milliseconds)
      }.joined(separator: ", ")
      print(
        String(
          format:
            "  %-10@ scan %7.3f / %7.3f ms   PNG decode %7.3f / %7.3f ms   scan/decode %5.1f%%",
          name as NSString, scan.best, scan.median, decode.best, decode.median,
          100 * scan.median / decode.median))
      print("             board \(report?.puzzle?.description ?? "none"); last run: \(stages)")
      var upright = scanner
      upright.options.geometry.isEnabled = false
      let direct = measure(runs) { _ = upright.scan(image) }
      print(
        String(
          format:
            "             geometry stage (quadrilateral fits, shading): %.3f ms of the best "
            + "(%.1f%% of the scan; upright-only scan %.3f / %.3f ms)",
          scan.best - direct.best, 100 * (scan.best - direct.best) / scan.best, direct.best,
          direct.median))
    }
  }

  /// Best and median wall-clock milliseconds of `runs` calls of `body`.
  private func measure(_ runs: Int, _ body: () -> Void) -> (best: Double, median: Double) {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      body()
      let duration = clock.now - start
      times.append(duration.milliseconds)
    }
    times.sort()
    return (times[0], times[times.count / 2])
  }
}
