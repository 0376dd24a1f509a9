import Foundation
import Regression
import TestSupport
import Testing

@Suite("Baseline comparison")
struct BaselineTests {
  static func result(_ file: String, _ status: SampleStatus, _ confidence: Double?)
    -> SampleResult
  {
    SampleResult(
      file: file, folder: "set", theme: "set", layout: "set", status: status, expected: nil,
      got: nil, differences: [], confidence: confidence,
      failures: status == .fail ? [SampleFailure(.board, "board: 1 tile differs")] : [],
      error: nil, seconds: 0.1)
  }

  @Test func reportsWhatChangedSinceTheBaseline() {
    let baseline = [
      BaselineSample(file: "a", status: .pass, confidence: 0.9),
      BaselineSample(file: "b", status: .fail, confidence: 0.5),
      BaselineSample(file: "c", status: .fail, confidence: 0.5),
      BaselineSample(file: "d", status: .pass, confidence: 0.95),
      BaselineSample(file: "gone", status: .pass, confidence: 0.9),
    ]
    let results = [
      Self.result("a", .fail, 0.85), Self.result("b", .pass, 0.8), Self.result("c", .fail, nil),
      Self.result("d", .pass, 0.8), Self.result("new-pass", .pass, 1),
      Self.result("new-fail", .fail, 0.2),
    ]
    let comparison = BaselineComparison(
      results: results, baseline: baseline, file: "old.json", threshold: 0.1)
    #expect(comparison.newlyFailing == ["a"])
    #expect(comparison.newlyPassing == ["b"])
    #expect(comparison.stillFailing == ["c"])
    #expect(comparison.newSamplesFailing == ["new-fail"])
    #expect(comparison.newSamplesPassing == ["new-pass"])
    #expect(comparison.missing == ["gone"])
    #expect(comparison.confidenceDrops.map(\.description) == ["d: confidence 0.95 -> 0.80"])
    #expect(comparison.newFailures == ["a", "new-fail"])
    #expect(
      comparison.lines.first
        == "Compared with old.json: 2 new failures, 1 newly passing, 1 still failing, "
        + "1 confidence drop over 0.10")
  }

  @Test func aDropWithinTheThresholdIsNotReported() {
    let comparison = BaselineComparison(
      results: [Self.result("a", .pass, 0.81)],
      baseline: [BaselineSample(file: "a", status: .pass, confidence: 0.9)], file: "b.json",
      threshold: 0.1)
    #expect(comparison.confidenceDrops.isEmpty)
    #expect(comparison.newFailures.isEmpty)
  }

  @Test func theJSONResultsReadBackAsABaseline() async throws {
    let run = try await RunnerTests.runFixtures()
    let data = RegressionDocument(run).jsonData()
    let samples = try RegressionDocument.baselineSamples(data: data, path: "r.json")
    #expect(samples == run.results.map(BaselineSample.init))
    let comparison = BaselineComparison(
      results: run.results, baseline: samples, file: "r.json", threshold: 0.1)
    #expect(comparison.newFailures.isEmpty && comparison.stillFailing.count == 4)
  }

  @Test func theJSONResultsHoldEverySampleFact() async throws {
    let run = try await RunnerTests.runFixtures()
    let object = try #require(
      try JSONSerialization.jsonObject(with: RegressionDocument(run).jsonData()) as? [String: Any])
    #expect(object["format"] as? String == "unblocker regress results")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["total"] as? Int == 7 && summary["failed"] as? Int == 4)
    let samples = try #require(object["samples"] as? [[String: Any]])
    let wrong = try #require(
      samples.first { ($0["file"] as? String)?.hasSuffix("wrong-label.png") == true })
    for key in ["file", "status", "expected", "got", "differences", "confidence", "seconds"] {
      #expect(wrong[key] != nil, "missing \(key)")
    }
    let differences = try #require(wrong["differences"] as? [[String: Any]])
    #expect(differences.count == 3)
    #expect((differences.first?["cell"] as? [String: Int]) == ["row": 4, "column": 3])
    let corrupt = try #require(
      samples.first { ($0["file"] as? String)?.hasSuffix("corrupt.png") == true })
    #expect((corrupt["error"] as? String)?.contains("truncated PNG") == true)
  }

  @Test(arguments: [
    ("[1, 2]", "expected an object"),
    ("{\"format\": \"other\"}", "\"format\" is not \"unblocker regress results\""),
    (
      "{\"format\": \"unblocker regress results\", \"version\": 9}",
      "version 9; this build reads versions 1 to 2"
    ),
    (
      "{\"format\": \"unblocker regress results\", \"version\": 1, \"samples\": [{\"file\": \"a\"}]}",
      "samples.0.status: missing"
    ),
  ])
  func rejectsAFileThatIsNotABaseline(text: String, detail: String) {
    #expect(throws: RegressionError.malformedBaseline(path: "b.json", detail: detail)) {
      try RegressionDocument.baselineSamples(data: Data(text.utf8), path: "b.json")
    }
  }

  @Test func reportsAnUnreadableBaseline() {
    let path = "/no/such/baseline-\(UUID().uuidString).json"
    #expect(
      throws: RegressionError.unreadableBaseline(path: path, reason: "No such file or directory")
    ) {
      try RegressionDocument.baselineSamples(path: path)
    }
  }
}
