import Imaging
import Scanner

/// Live scans shared by the suites (each screenshot is scanned once per test run).
enum LiveScans {
  /// I-4 and its report.
  static let i4: (image: RGBAImage, report: ScanReport)? = {
    guard let image = try? AnnotatorFixtures.i4() else { return nil }
    return (image, AnnotatorFixtures.scanner.scan(image))
  }()

  /// I-4 with a second prisoner painted in, and its report.
  static let twoPrisoners: (image: RGBAImage, report: ScanReport)? = {
    guard let location = i4?.report.location,
      let image = try? AnnotatorFixtures.i4WithTwoPrisoners(location: location)
    else { return nil }
    return (image, AnnotatorFixtures.scanner.scan(image))
  }()
}
