import Corpus
import Foundation
import Imaging
import Puzzle
import Testing
import Themes

@testable import Calibration

@Suite("Fitting thresholds, colour classes and margins")
struct FittingTests {
  static let fallback = Threshold(value: 0.25, margin: 0.15)

  @Test func placesAThresholdMidwayWithHalfTheGapAsMargin() {
    let fit = ThresholdFit.separate(
      "seamDarkening", below: [0.0, 0.05, 0.1], above: [0.5, 0.7], fallback: Self.fallback,
      what: ("joins", "splits"))
    #expect(fit.basis == .separated)
    #expect(fit.threshold == Threshold(value: 0.3, margin: 0.2))
    #expect(fit.evidence == "joins <= 0.10 (3), splits >= 0.50 (2)")
    // Both nearest measurements are decided with 0.95 confidence.
    #expect(abs(fit.threshold.probability(0.5) - 0.95) < 1e-9)
    #expect(abs(fit.threshold.probability(0.1) - 0.05) < 1e-9)
  }

  @Test func overlappingMeasurementsGoWhereTheFewestAreWrong() {
    let fit = ThresholdFit.separate(
      "seamDarkening", below: [0.1, 0.2, 0.6], above: [0.4, 0.5, 0.7, 0.8],
      fallback: Self.fallback, what: ("joins", "splits"))
    #expect(fit.basis == .overlapping)
    // 0.4 leaves one join (0.6) wrong; no boundary leaves none.
    #expect(fit.threshold == Threshold(value: 0.4, margin: 0.15))
  }

  @Test func onlyPassingMeasurementsKeepTheDefaultWhenThereIsRoom() {
    let roomy = ThresholdFit.separate(
      "tileShare", below: [], above: [0.9, 1], fallback: Threshold(value: 0.6, margin: 0.2),
      what: ("", "shares"))
    #expect(roomy.basis == .bounded)
    #expect(roomy.threshold == Threshold(value: 0.6, margin: 0.2))
    let tight = ThresholdFit.separate(
      "tileShare", below: [], above: [0.7], fallback: Threshold(value: 0.6, margin: 0.2),
      what: ("", "shares"))
    #expect(tight.threshold == Threshold(value: 0.5, margin: 0.2))
  }

  @Test func noEvidenceKeepsTheDefault() {
    let fit = ThresholdFit.separate(
      "rivetShare", below: [], above: [], fallback: Self.fallback, what: ("", ""))
    #expect(fit.basis == .defaulted)
    #expect(fit.threshold == Self.fallback)
  }

  @Test func colourFitIgnoresOutliers() throws {
    // 200 wood samples around [70, 10, 40] and 20 white text pixels drawn over them.
    var samples: [LabColour] = []
    for k in 0..<200 {
      let t = Double(k % 5) - 2
      samples.append(LabColour(l: 70 + 2 * t, a: 10 + t / 2, b: 40 - t))
    }
    samples += Array(repeating: LabColour(l: 100, a: 0, b: 0), count: 20)
    let fit = try #require(ColourFit.fit(samples, policy: .standard))
    #expect(fit.kept == 200)
    #expect(fit.outliers == 20)
    #expect(fit.model.mean == LabColour(l: 70, a: 10, b: 40))
    #expect(abs(fit.deviation.l - 8.0.squareRoot()) < 1e-9)
    // Spreads are the deviation times the policy's scale, floored.
    let policy = CalibrationPolicy.standard
    #expect(fit.model.spread.l == (8.0.squareRoot() * policy.spreadScale * 10).rounded(.up) / 10)
    #expect(fit.model.spread.a == policy.minimumSpread.a)
  }

  @Test func colourFitOfNothingIsNil() {
    #expect(ColourFit.fit([], policy: .standard) == nil)
  }

  @Test func marginCountsHowFarEachSampleIsFromTheOtherClass() {
    let model = ScanModel(
      classes: ColourClasses(
        board: ColourModel(mean: LabColour(l: 30, a: 0, b: 0), spread: LabSpread(l: 2, a: 2, b: 2)),
        block: ColourModel(mean: LabColour(l: 70, a: 0, b: 0), spread: LabSpread(l: 2, a: 2, b: 2)),
        prisoner: CalibrationPolicy.standard.unseenClass,
        fixedBlock: CalibrationPolicy.standard.unseenClass,
        rivet: CalibrationPolicy.standard.unseenClass, seam: CalibrationPolicy.standard.unseenClass,
        chute: CalibrationPolicy.standard.unseenClass, frame: CalibrationPolicy.standard.unseenClass
      ),
      thresholds: CalibrationPolicy.standard.defaultThresholds)
    // A board sample at L 40 is 5 spreads from the board and 15 from the block: margin 10.
    let margin = ClassMargin.measure(
      (.board, [LabColour(l: 40, a: 0, b: 0)]), (.block, [LabColour(l: 70, a: 0, b: 0)]),
      model: model, policy: .standard)
    #expect(margin.margin == 10)
    #expect(margin.misread == 0)
    #expect(!margin.isThin)
    #expect(!margin.estimated)
    // A "block" sample nearer the board is misread.
    let confused = ClassMargin.measure(
      (.board, [LabColour(l: 30, a: 0, b: 0)]), (.block, [LabColour(l: 45, a: 0, b: 0)]),
      model: model, policy: .standard)
    #expect(confused.margin == -5)
    #expect(confused.misread == 0.5)
    #expect(confused.isThin)
  }

  @Test func shadowLineRunsFromTheColourToBlack() {
    let board = LabColour(l: 33.6, a: 9.5, b: 29.8)
    let line = ClassFitting.shadowLine(of: board, count: 50)
    #expect(line.count == 50)
    #expect(line.first.map { $0.l < 3 } == true)
    #expect(line.last.map { abs($0.l - board.l) < 2 } == true)
    #expect(zip(line, line.dropFirst()).allSatisfy { $0.l <= $1.l })
  }

  @Test(arguments: ["walnut", "pale-maple-2", "x", "auto", "", "Walnut", "grey green", "a_b"])
  func nameCheckFollowsTheThemeFileRule(_ name: String) throws {
    let profile = ThemeProfile(
      name: name, description: "", palette: Calibrator.placeholderProfile(.standard).palette,
      scan: ScanModel(
        classes: ColourClasses(
          board: .init(mean: LabColour(l: 30, a: 0, b: 0), spread: LabSpread(l: 1, a: 1, b: 1)),
          block: .init(mean: LabColour(l: 70, a: 0, b: 0), spread: LabSpread(l: 1, a: 1, b: 1)),
          prisoner: CalibrationPolicy.standard.unseenClass,
          fixedBlock: CalibrationPolicy.standard.unseenClass,
          rivet: CalibrationPolicy.standard.unseenClass,
          seam: CalibrationPolicy.standard.unseenClass,
          chute: CalibrationPolicy.standard.unseenClass,
          frame: CalibrationPolicy.standard.unseenClass),
        thresholds: CalibrationPolicy.standard.defaultThresholds))
    let fileAccepts = (try? profile.validate(file: "x.json")) != nil
    let calibratorAccepts = (try? Calibrator.checkName(name)) != nil
    #expect(fileAccepts == calibratorAccepts)
  }

  @Test(arguments: [
    ("shots/a.png", "shots/a.json"), ("a.jpg", "a.json"), ("dir.v2/img", "dir.v2/img.json"),
    ("/x/y/z.tar.png", "/x/y/z.tar.json"), ("folder/.png", "folder/.png.json"),
  ])
  func labelSitsBesideItsImage(_ image: String, _ label: String) {
    #expect(Corpus.labelPath(forImage: image) == label)
  }
}
