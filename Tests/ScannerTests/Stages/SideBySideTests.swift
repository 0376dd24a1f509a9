import Foundation
import Imaging
import Testing

@testable import Scanner

@Suite("Work side by side reads as one after another")
struct SideBySideTests {
  /// The results come back in index order, however the threads took them.
  @Test(arguments: [0, 1, 2, 7, 64])
  func resultsComeInIndexOrder(_ count: Int) {
    let results = sideBySide(count) { index -> Int in
      // (Uneven work, so that later indices can finish first.)
      var sum = 0
      for value in 0..<((count - index) * 1000) { sum &+= value }
      return index * 1_000_000 + (sum & 0xFF)
    }
    #expect(results.count == count)
    #expect(results.map { $0 / 1_000_000 } == Array(0..<count))
  }

  /// The working copy made in two halves of rows is the copy made in one pass, for odd and
  /// even heights and for a stride that does not divide the image.
  @Test(arguments: [(1001, 1777), (1080, 1920), (640, 3)])
  func theWorkingCopyInHalvesIsTheWholeCopy(_ width: Int, _ height: Int) {
    var generator = SeededGenerator(seed: UInt64(width * 7919 + height))
    let pixels = (0..<(width * height)).map { _ in
      let bits = generator.next()
      return RGBA(
        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: UInt8(truncatingIfNeeded: bits >> 16))
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    let whole = WorkingImage(image, maxDimension: 400)
    let halves = WorkingImage(image, maxDimension: 400, inHalves: true)
    #expect(whole.stride > 1)
    #expect(halves.codes.count == whole.codes.count)
    // (A count, not the arrays: a failure names how many codes differ, not all of them.)
    let differing = zip(halves.codes, whole.codes).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) of \(whole.codes.count) codes differ")
    #expect(halves.width == whole.width && halves.height == whole.height)
  }

  /// A large screenshot (over a megapixel: the working copy, the noise and the grid's
  /// alignment are read side by side) gives the very report, warnings, evidence and
  /// confidence included, that it gives read one piece after another.
  @Test(arguments: ["unblocker-I-4.png", "unblocker-no-solution-2.jpg"])
  func aLargeScreenshotReadsAsReadOnePieceAfterAnother(_ file: String) throws {
    let label = try #require(ScreenshotLabel.all.first { $0.file == file })
    let image = try label.image().resized(width: 1080, height: 1920)
    #expect(image.pixels.count >= autoScanner.policy.sideBySidePixels)
    var oneByOne = autoScanner
    oneByOne.policy.sideBySidePixels = .max
    let together = autoScanner.scan(image)
    #expect(together.puzzle != nil)
    let (a, b) = (try Self.json(together), try Self.json(oneByOne.scan(image)))
    let first = zip(a, b).prefix { $0 == $1 }.count
    #expect(a == b, "the reports differ from character \(first): \(a.dropFirst(first).prefix(160))")
  }

  /// The tiles of a reading, classified in halves of rows on a board sampled once for every
  /// theme, are the tiles its model classifies on the whole board sampled at once (every
  /// measurement; only the final classes and confidences, which later stages decide, aside).
  @Test(arguments: [
    ("unblocker-I-4.png", false), ("unblocker-I-4.png", true),
    ("unblocker-no-solution-2.jpg", true),
  ])
  func tilesClassifiedInHalvesAreTheTilesClassifiedAtOnce(_ file: String, _ large: Bool) throws {
    let label = try #require(ScreenshotLabel.all.first { $0.file == file })
    let image = large ? try label.image().resized(width: 1080, height: 1920) : try label.image()
    let report = autoScanner.scan(image)
    // (Read by the profiles as they are: no later attempt, adapted or otherwise, stood in.)
    #expect(report.puzzle != nil && !report.timings.contains { $0.stage == .adapt })
    let location = try #require(report.location)
    let model = try #require(report.model)
    let policy = autoScanner.policy
    var expected = TileClassifier(policy: policy, model: model).classify(
      image, location: location,
      samples: TileSampler(policy: policy).samples(
        image, location: location))
    #expect(expected.count == 36 && report.tiles.count == 36)
    for index in expected.indices where index < report.tiles.count {
      expected[index].finalClass = report.tiles[index].finalClass
      expected[index].confidence = report.tiles[index].confidence
    }
    let differing = zip(expected, report.tiles).filter { $0 != $1 }.map { $0.0.cell }
    #expect(differing.isEmpty, "tiles \(differing) differ")
  }

  /// `report` as sorted JSON, without its timings (which differ from run to run).
  private static func json(_ report: ScanReport) throws -> String {
    var report = report
    report.timings = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }
}
