import Imaging
import Regression
import Testing

@Suite("Reliability table and perturbation tallies")
struct ReliabilityTests {
  /// A result with a confidence, whether its board was right (nil: no board) and a grade.
  static func result(
    _ confidence: Double?, correct: Bool?, grade: SampleGrade?,
    perturbation: Perturbation = .unchanged
  ) -> SampleResult {
    SampleResult(
      file: "set/a.png", folder: "set", theme: "set", layout: "set",
      status: grade == .exact ? .pass : .fail, expected: nil, got: nil, differences: [],
      confidence: confidence, failures: [], error: nil, seconds: 0, perturbation: perturbation,
      grade: grade, readingCorrect: correct)
  }

  @Test(arguments: [
    (0.0, 0), (0.05, 0), (0.1, 1), (0.3, 3), (0.49, 4), (0.5, 5), (0.7, 7), (0.99, 9),
    (1.0, 9), (1.5, 9), (-0.2, 0), (Double.nan, 0),
  ])
  func confidencesFallInTenthsWithOneInTheLastBin(confidence: Double, bin: Int) {
    #expect(ReliabilityBin.index(of: confidence) == bin)
  }

  @Test func binsCountReadingsWithABoardAndTheirExactShareFromEachFloorUp() {
    let results = [
      Self.result(0.95, correct: true, grade: .exact),
      Self.result(1.0, correct: true, grade: .exact),
      Self.result(0.92, correct: false, grade: .wrong),
      Self.result(0.55, correct: true, grade: .exact, perturbation: .darker),
      Self.result(0.15, correct: false, grade: .refused, perturbation: .blur),
      Self.result(0.12, correct: true, grade: .refused),
      Self.result(0, correct: nil, grade: .refused),  // no board: not in the table
    ]
    let table = ReliabilityBin.table(results)
    #expect(table.count == 10)
    #expect(table.map(\.readings) == [0, 2, 0, 0, 0, 1, 0, 0, 0, 3])
    #expect(table.map(\.exact) == [0, 1, 0, 0, 0, 1, 0, 0, 0, 2])
    #expect(table.map(\.readingsAbove) == [6, 6, 4, 4, 4, 4, 3, 3, 3, 3])
    #expect(table.map(\.exactAbove) == [4, 4, 3, 3, 3, 3, 2, 2, 2, 2])
    #expect(table[9].exactShare == 2.0 / 3.0 && table[5].exactShareAbove == 3.0 / 4.0)
    #expect(table[0].exactShare == nil)
    #expect(table[0].range == "[0.0,0.1)" && table[9].range == "[0.9,1.0]")
  }

  @Test func talliesCountGradesPerPerturbationInTheirOrder() {
    let results = [
      Self.result(0.9, correct: true, grade: .exact),
      Self.result(0.9, correct: true, grade: .exact, perturbation: .darker),
      Self.result(0.2, correct: true, grade: .refused, perturbation: .blur),
      Self.result(0.9, correct: false, grade: .wrong, perturbation: .blur),
      Self.result(nil, correct: nil, grade: nil, perturbation: .blur),  // unreadable label
    ]
    let tallies = PerturbationTally.tallies(
      results, perturbations: [.unchanged, .darker, .blur])
    #expect(tallies.map(\.perturbation) == [.unchanged, .darker, .blur])
    #expect(tallies.map(\.total) == [1, 1, 2])
    #expect(tallies[2].exact == 0 && tallies[2].refused == 1 && tallies[2].wrong == 1)
    #expect(tallies[1].exactShare == 1)
  }

  @Test func aPerturbedRunFailsOnlyOnWrongReadings() {
    let refused = Self.result(0.2, correct: true, grade: .refused, perturbation: .blur)
    let wrong = Self.result(0.9, correct: false, grade: .wrong, perturbation: .blur)
    let exact = Self.result(0.9, correct: true, grade: .exact)
    let run = RegressionRun(
      results: [exact, refused, wrong], warnings: [], jobs: 1, seconds: 1,
      perturbations: [.unchanged, .blur])
    #expect(run.isPerturbed)
    #expect(!run.failsRun(refused) && run.failsRun(wrong) && !run.failsRun(exact))
    #expect(run.exactShare == 1.0 / 3.0)
    let plain = RegressionRun(results: [exact, refused], warnings: [], jobs: 1, seconds: 1)
    #expect(!plain.isPerturbed && plain.failsRun(refused))
  }
}
