import Annotator
import Foundation
import Imaging
import Puzzle
import Scanner
import Testing

/// Golden overlays of pinned reports: the annotator's drawing, pixel by pixel, and its words.
/// Re-record on purpose only (see `Golden`).
@Suite("Golden overlays")
struct OverlayGoldenTests {
  /// One golden case: a picture and the pinned report of its scan.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var title: String
    var error: ScanError?
    var options: AnnotationOptions

    var testDescription: String { name }

    /// The screenshot (I-4, or I-4 with a second prisoner painted in).
    func image() throws -> RGBAImage {
      if name.hasSuffix("two-prisoners") {
        let plain = try OverlayGoldenTests.i4Report()
        let location = try #require(plain.location)
        return try AnnotatorFixtures.i4WithTwoPrisoners(location: location)
      }
      return try AnnotatorFixtures.i4()
    }

    /// The pinned report (re-pinned from a live scan under `UNBLOCKER_RECORD=all`).
    func report() throws -> ScanReport {
      let image = try image()
      let pinned = try Golden.pinnedReport("\(name).report.json") {
        try PinnedReport.encode(AnnotatorFixtures.scanner.scan(image))
      }
      return try pinned.report(error: error)
    }
  }

  static let cases: [Case] = [
    Case(
      name: "unblocker-I-4", title: "unblocker-I-4.png", error: nil,
      options: AnnotationOptions(title: "unblocker-I-4.png")),
    Case(
      name: "unblocker-I-4-two-prisoners", title: "unblocker-I-4.png + painted prisoner",
      error: .extraPrisonerTiles(cells: [
        Cell(row: 2, column: 1), Cell(row: 2, column: 2), Cell(row: 3, column: 2),
        Cell(row: 3, column: 3),
      ]),
      options: AnnotationOptions(title: "unblocker-I-4.png + painted prisoner")),
  ]

  static func i4Report() throws -> ScanReport {
    try cases[0].report()
  }

  @Test(arguments: cases)
  func overlayMatchesItsGolden(_ golden: Case) throws {
    let annotation = Annotator.annotate(
      try golden.report(), on: try golden.image(), options: golden.options)
    try Golden.expect(annotation.image, matches: "\(golden.name).overlay.png")
  }

  @Test(arguments: cases)
  func legendMatchesItsGolden(_ golden: Case) throws {
    let annotation = Annotator.annotate(
      try golden.report(), on: try golden.image(), options: golden.options)
    try Golden.expect(text: annotation.legend.text, matches: "\(golden.name).legend.txt")
  }
}
