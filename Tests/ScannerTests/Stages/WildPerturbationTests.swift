import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import TestSupport
import Testing

/// The real screenshots of `../shared/wild`, as they are and changed the way screenshots
/// ordinarily change: never a wrong board that counts as read; as they are, every one exact.
@Suite("Wild screenshots under ordinary changes")
struct WildPerturbationTests {
  /// A labelled file of `../shared/wild`.
  struct Sample: CustomTestStringConvertible, Sendable {
    var file: String
    var label: Label
    var testDescription: String { file }
    var path: String { Fixtures.shared.appendingPathComponent("wild/\(file)").path }
  }

  static let samples: [Sample] = {
    let folder = Fixtures.shared.appendingPathComponent("wild")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name)
      guard ["png", "jpg"].contains(url.pathExtension) else { return nil }
      let labelURL = url.deletingPathExtension().appendingPathExtension("json")
      guard let data = try? Data(contentsOf: labelURL),
        let label = try? Label(json: data, file: labelURL.path)
      else { return nil }
      return Sample(file: name, label: label)
    }
  }()

  static let scanner: BoardScanner = {
    (try? BoardScanner.withShippedThemes()) ?? BoardScanner(profiles: [])
  }()

  /// True when `report` is read (at the default least confidence) as `label`'s puzzle, or
  /// refused where the label says reject.
  static func isExact(_ report: ScanReport, _ label: Label) -> Bool {
    guard let expected = label.puzzle else { return report.verdict() != .read }
    guard report.verdict() == .read, let puzzle = report.puzzle else { return false }
    return puzzle.board.canonicalized() == expected.board.canonicalized()
      && puzzle.exit == expected.exit
  }

  @Test func theFolderHoldsItsEighteenSamples() {
    #expect(Self.samples.count == 18)
  }

  @Test(arguments: samples)
  func readsEveryScreenshotExactly(_ sample: Sample) throws {
    let report = Self.scanner.scan(try ImageFile.read(path: sample.path).image)
    #expect(Self.isExact(report, sample.label), "\(report.error?.description ?? "")")
  }

  @Test(arguments: samples, [Imaging.Perturbation.darker, .desaturated, .warm, .hueMinus4])
  func neverReadsAChangedScreenshotAsAnotherBoard(_ sample: Sample, _ change: Imaging.Perturbation)
    throws
  {
    let image = change.apply(to: try ImageFile.read(path: sample.path).image)
    let report = Self.scanner.scan(image)
    if report.verdict() == .read {
      #expect(Self.isExact(report, sample.label), "read as \(report.puzzle?.board.notation ?? "")")
    }
  }
}
