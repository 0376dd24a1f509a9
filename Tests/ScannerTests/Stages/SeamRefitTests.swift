import Foundation
import Imaging
import Puzzle
import Testing
import Themes

@testable import Scanner

/// The gaps judged again by this image's own gaps, fitted on a legal reading (`SeamRefit`),
/// and the floor that prices a reading's legality (`Explanation.floor`).
@Suite("Seam refit: gaps judged by the image's own gaps")
struct SeamRefitTests {
  /// The threshold of a model derived from the image (`ScanThresholds.defaults`).
  static let threshold = Threshold(value: 0.1, margin: 0.15)

  /// A gap between `first` and `second` darkened by `darkening`, judged against `threshold`.
  static func seam(_ first: Cell, _ second: Cell, _ darkening: Double) -> SeamEvidence {
    var seam = ChoiceStageTests.seam(darkening, threshold: threshold)
    seam.first = first
    seam.second = second
    return seam
  }

  /// Gaps of a light-board theme whose blocks cast their shadows down: between side-by-side
  /// blocks the board shows (darkening about 0.7), between stacked ones a shadow fills the gap
  /// (about 0.1), inside a block nothing (about 0.01). The last stacked gap between two blocks
  /// (index 13) is `faint`. Each with the split a reading gives it.
  static func shadowedGaps(faint: Double) -> [(seam: SeamEvidence, split: Bool)] {
    var gaps: [(SeamEvidence, Bool)] = []
    for (column, darkening) in [0.68, 0.72, 0.7, 0.75, 0.66].enumerated() {
      gaps.append(
        (seam(Cell(row: 0, column: column), Cell(row: 0, column: column + 1), darkening), true))
    }
    for (column, darkening) in [0.01, 0.0, 0.02, 0.015].enumerated() {
      gaps.append(
        (seam(Cell(row: 1, column: column), Cell(row: 1, column: column + 1), darkening), false))
    }
    for (column, darkening) in [0.11, 0.09, 0.13, 0.1, faint].enumerated() {
      gaps.append(
        (seam(Cell(row: 2, column: column), Cell(row: 3, column: column), darkening), true))
    }
    for (column, darkening) in [0.0, 0.012, 0.02, 0.005].enumerated() {
      gaps.append(
        (seam(Cell(row: 4, column: column), Cell(row: 5, column: column), darkening), false))
    }
    return gaps
  }

  @Test func aFaintGapBelowABlockIsJudgedByTheGapsBelowTheOtherBlocks() {
    let gaps = Self.shadowedGaps(faint: 0.05)
    let seams = gaps.map(\.seam)
    // The default threshold calls the faint gap joined; so does a side-by-side view of it.
    #expect(seams[13].splitProbability < 0.5)
    let refitted = SeamRefit.judged(
      seams, splits: gaps.map(\.split), classes: Array(repeating: .block, count: 36),
      spreadFloor: 0.005)
    // The stacked gaps of this image say split, and the joins inside blocks stay joined.
    #expect(refitted[13].splitProbability > 0.5)
    #expect(refitted[13].splitProbability > seams[13].splitProbability + 0.3)
    #expect(refitted[5..<9].allSatisfy { $0.splitProbability < 0.5 })
    #expect(refitted[14...].allSatisfy { $0.splitProbability < 0.5 })
    #expect(refitted[0..<5].allSatisfy { $0.splitProbability > 0.99 })
  }

  @Test func aGapNeverVouchesForItsOwnReading() {
    // A reading that calls the stacked gap at 0.1 joined: fitted without it, the joins of its
    // direction lie near 0, so it stays a split, against the reading.
    var gaps = Self.shadowedGaps(faint: 0.1)
    gaps[13].split = false
    let refitted = SeamRefit.judged(
      gaps.map(\.seam), splits: gaps.map(\.split), classes: Array(repeating: .block, count: 36),
      spreadFloor: 0.005)
    #expect(refitted[13].splitProbability > 0.9)
  }

  @Test func tooFewGapsOfAKindKeepTheirJudgement() {
    let seams = [
      Self.seam(Cell(row: 0, column: 0), Cell(row: 0, column: 1), 0.05),
      Self.seam(Cell(row: 0, column: 1), Cell(row: 0, column: 2), 0.6),
      Self.seam(Cell(row: 0, column: 2), Cell(row: 0, column: 3), 0.01),
    ]
    let refitted = SeamRefit.judged(
      seams, splits: [true, true, false], classes: Array(repeating: .block, count: 36),
      spreadFloor: 0.005)
    #expect(refitted == seams)
  }

  @Test func theFloorSplitsTilesOfTwoSolidClassesWhateverTheirGapMeasures() {
    // A block tile beside a prisoner tile whose gap measures joined: no reading joins them,
    // so the floor splits them too and prices the split as the block search does.
    let colour = LabColour(l: 50, a: 20, b: 30)
    let tiles =
      [ChoiceStageTests.tile(0, 0, .block, colour), ChoiceStageTests.tile(0, 1, .prisoner, colour)]
      + (2..<36).map { ChoiceStageTests.tile($0 / 6, $0 % 6, .empty, colour) }
    let seam = Self.seam(Cell(row: 0, column: 0), Cell(row: 0, column: 1), 0.02)
    #expect(!seam.measuredSplit)
    let split = Explanation.floor(tiles: tiles, seams: [seam], policy: .standard)
    var certain = seam
    certain.splitProbability = 1
    let measuredSplit = Explanation.floor(tiles: tiles, seams: [certain], policy: .standard)
    #expect(abs((split - measuredSplit) - -log(seam.splitProbability)) < 1e-6)
  }
}
