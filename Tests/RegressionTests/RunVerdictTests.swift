import Regression
import Testing

/// The rules `unblocker regress` exits 4 by.
@Suite("Run verdict")
struct RunVerdictTests {
  static func result(_ name: String, _ status: SampleStatus, draft: Bool? = nil) -> SampleResult {
    SampleResult(
      file: "set/\(name).png", folder: "set", theme: nil, layout: nil, status: status,
      expected: nil, got: nil, differences: [], confidence: nil,
      failures: status == .fail ? [SampleFailure(.label, "wrong")] : [], error: nil,
      seconds: 0, draft: draft)
  }

  static func run(_ results: [SampleResult]) -> RegressionRun {
    RegressionRun(results: results, warnings: [], jobs: 1, seconds: 0)
  }

  @Test func aRunPassesWhenEverySamplePasses() {
    let verdict = RunVerdict(
      Self.run([Self.result("a", .pass), Self.result("b", .pass)]), comparison: nil,
      minimumExactShare: nil, strict: false)
    #expect(!verdict.failed && verdict.reasons.isEmpty)
  }

  @Test func aFailingSampleFailsTheRun() {
    let verdict = RunVerdict(
      Self.run([Self.result("a", .pass), Self.result("b", .fail)]), comparison: nil,
      minimumExactShare: nil, strict: false)
    #expect(verdict.failed)
  }

  @Test func strictFailsOnDraftLabelsSayingWhatToDo() {
    let run = Self.run([Self.result("a", .pass, draft: true)])
    #expect(!RunVerdict(run, comparison: nil, minimumExactShare: nil, strict: false).failed)
    let strict = RunVerdict(run, comparison: nil, minimumExactShare: nil, strict: true)
    #expect(strict.failed)
    #expect(
      strict.reasons == [
        "1 sample has a draft label and --strict is given; check them, then run "
          + "`unblocker label --accept IMAGE`"
      ])
  }

  @Test func tooFewExactReadingsFailTheRun() {
    let run = Self.run([Self.result("a", .pass), Self.result("b", .fail)])
    let verdict = RunVerdict(run, comparison: nil, minimumExactShare: 0.99, strict: false)
    #expect(verdict.failed)
    #expect(verdict.reasons.count == 1)
    #expect(verdict.reasons.first?.contains("below --min-exact 0.99") == true)
  }
}
