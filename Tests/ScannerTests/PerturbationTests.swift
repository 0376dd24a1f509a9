import Imaging
import Puzzle
import Scanner
import Testing

@Suite("Perturbed real screenshots still scan exactly")
struct PerturbationTests {
  static let cases: [(ScreenshotLabel, Perturbation)] = ScreenshotLabel.all.flatMap { label in
    Perturbation.allCases.map { (label, $0) }
  }

  @Test(arguments: cases)
  func scansThePerturbedScreenshot(_ label: ScreenshotLabel, _ perturbation: Perturbation) throws {
    let original = try label.image()
    let board = try #require(autoScanner.scan(original).location?.board)
    let image = try perturbation.apply(to: original, board: board)
    let report = autoScanner.scan(image)
    let expected = try #require(label.label.puzzle)
    let puzzle = try #require(report.puzzle, "\(label.file) \(perturbation)\n\(summary(report))")
    #expect(
      puzzle.board.canonicalized() == expected.board.canonicalized(),
      "\(label.file) \(perturbation)\n\(summary(report))")
    #expect(puzzle.exit == expected.exit)
    if perturbation == .boardOnly {
      #expect(report.warnings.contains { $0.kind == .chuteNotVisible })
    } else {
      #expect(report.chute?.found == true, "\(label.file) \(perturbation)\n\(summary(report))")
    }
  }
}

@Suite("Scale extremes")
struct ScaleTests {
  @Test func scansA4KEnlargementOfARealScreenshot() throws {
    let label = try #require(ScreenshotLabel.all.first { $0.file == "unblocker-I-4.png" })
    let image = try label.image().resized(width: 2160, height: 3840)
    let report = autoScanner.scan(image)
    let puzzle = try #require(report.puzzle, "\(summary(report))")
    let expected = try #require(label.label.puzzle)
    #expect(puzzle.board.canonicalized() == expected.board.canonicalized())
    #expect(puzzle.exit == expected.exit)
    #expect(report.location?.workingStride == 10)
  }
}
