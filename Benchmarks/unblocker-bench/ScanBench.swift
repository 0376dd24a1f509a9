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
    abstract: "Time the scanner (without decoding) and PNG decoding at 200x356 and 1080x1920.",
    discussion: """
      Wall-clock times. The scanner locates and classifies the board with each shipped theme \
      side by side, and reads a large image's working copy and grid in halves, on as many \
      threads as there are cores; its CPU time (every thread's) is printed too. PNG decoding \
      uses one thread.
      """)

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
    print(
      "scan benchmark (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "\(runs) runs; best / median)")
    for (name, image, file) in [
      ("\(small.width)x\(small.height)", small, bytes),
      ("\(large.width)x\(large.height)", large, largeBytes),
    ] {
      var upright = scanner
      upright.policy.geometry.isEnabled = false
      // Each run is what `unblocker scan` does: decode the file, then scan the image just
      // decoded (and, for the geometry stage's share, decode it again and scan it upright-only:
      // a scan of pixels still in the caches would be faster whatever it left out). They take
      // turns, so that all meet the same machine (a neighbour's load, the caches a decode
      // leaves) and each run yields a ratio.
      var report: ScanReport?
      var scans: [Double] = []
      var cpu: [Double] = []
      var decodes: [Double] = []
      var directs: [Double] = []
      var stages: [ScanStage: [Double]] = [:]
      for _ in 0..<runs {
        var decoded = image
        decodes.append(time { decoded = (try? ImageDecoder.decode(file).image) ?? image })
        let cpuStart = processorTime()
        scans.append(time { report = scanner.scan(decoded) })
        cpu.append(processorTime() - cpuStart)
        decoded = (try? ImageDecoder.decode(file).image) ?? image
        directs.append(time { _ = upright.scan(decoded) })
        for timing in report?.timings ?? [] {
          stages[timing.stage, default: []].append(timing.milliseconds)
        }
      }
      let scan = Figures(scans)
      let decode = Figures(decodes)
      let direct = Figures(directs)
      let ratio = Figures(zip(scans, decodes).map { 100 * $0 / $1 })
      print(
        String(
          format:
            "  %-10@ scan %7.3f / %7.3f ms   PNG decode %7.3f / %7.3f ms   scan/decode %5.1f%% "
            + "(best %.1f%%, median of the runs' ratios %.1f%%)",
          name as NSString, scan.best, scan.median, decode.best, decode.median,
          100 * scan.median / decode.median, 100 * scan.best / decode.best, ratio.median))
      let processor = Figures(cpu)
      print(
        String(
          format: "             scan CPU time (every thread) %.3f / %.3f ms",
          processor.best, processor.median))
      print("             board \(report?.puzzle?.description ?? "none")")
      let shares = ScanStage.allCases.compactMap { stage in
        stages[stage].map { String(format: "%@ %.3f", stage.rawValue, Figures($0).median) }
      }.joined(separator: ", ")
      print("             stage medians (ms): \(shares)")
      print(
        String(
          format:
            "             geometry stage (quadrilateral fits, shading): %.3f ms of the median "
            + "(%.1f%% of the scan; upright-only scan %.3f / %.3f ms)",
          scan.median - direct.median, 100 * (scan.median - direct.median) / scan.median,
          direct.best, direct.median))
    }
  }

  /// The best and the median of a set of milliseconds (or ratios).
  private struct Figures {
    var best: Double
    var median: Double
    init(_ values: [Double]) {
      let sorted = values.sorted()
      best = sorted.first ?? 0
      median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
  }

  /// The CPU time of the whole process so far, every thread's, in milliseconds.
  private func processorTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
  }

  /// Wall-clock milliseconds of one call of `body`.
  private func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return (clock.now - start).milliseconds
  }
}
