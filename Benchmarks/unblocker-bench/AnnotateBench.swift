import Annotator
import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Scanner

/// `unblocker-bench annotate`: time to draw an overlay from a scan report (the scan itself not
/// included), and to encode it as PNG, for a real 200x356 screenshot and the same screenshot
/// enlarged to 1080x1920 and 2160x3840.
struct AnnotateBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "annotate",
    abstract: "Time overlay drawing (plain, and side-by-side with zoom) and PNG encoding.")

  @Option(help: "The screenshot to measure (a labelled 200x356 PNG by default).")
  var screenshot: String = "../shared/screenshots/unblocker-I-4.png"

  @Option(help: "Runs per figure; the best and the median are reported.")
  var runs: Int = 10

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
  }

  func run() throws {
    let small = try ImageFile.read(path: screenshot).image
    let scanner = try BoardScanner.withShippedThemes()
    print("annotate benchmark (release build, one thread, \(runs) runs; best / median ms)")
    for image in [
      small, small.resized(width: 1080, height: 1920), small.resized(width: 2160, height: 3840),
    ] {
      let report = scanner.scan(image)
      var plain = image
      var full = image
      let draw = measure { plain = Annotator.overlay(for: report, on: image) }
      let wide = measure {
        full = Annotator.overlay(
          for: report, on: image, options: AnnotationOptions(sideBySide: true, zoom: true))
      }
      let encode = measure { _ = try? ImageEncoder.encode(plain, as: .png) }
      print(
        String(
          format:
            "  %@ -> %@: overlay %7.2f / %7.2f   side-by-side+zoom (%@) %7.2f / %7.2f   "
            + "PNG encode %7.2f / %7.2f",
          "\(image.width)x\(image.height)" as NSString,
          "\(plain.width)x\(plain.height)" as NSString, draw.best, draw.median,
          "\(full.width)x\(full.height)" as NSString, wide.best, wide.median, encode.best,
          encode.median))
    }
  }

  /// Best and median wall-clock milliseconds of `runs` calls of `body`.
  private func measure(_ body: () -> Void) -> (best: Double, median: Double) {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let duration = clock.measure(body)
      times.append(duration.milliseconds)
    }
    times.sort()
    return (times[0], times[times.count / 2])
  }
}
