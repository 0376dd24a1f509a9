import Foundation
import Regression
import Testing

@Suite("Baseline numbers are checked like theme numbers")
struct BaselineRangeTests {
  static func baseline(confidence: String) -> Data {
    Data(
      ("{\"format\": \"unblocker regress results\", \"version\": 1, \"samples\": ["
        + "{\"file\": \"a.png\", \"status\": \"pass\", \"confidence\": 0.9},"
        + "{\"file\": \"b.png\", \"status\": \"pass\", \"confidence\": \(confidence)}]}").utf8)
  }

  @Test(arguments: [("1e19", "1e+19"), ("-0.5", "-0.5"), ("1.5", "1.5")])
  func refusesAConfidenceOutOfRange(_ text: String, _ shown: String) {
    #expect(
      throws: RegressionError.malformedBaseline(
        path: "b.json", detail: "samples.1.confidence: \(shown) is out of range (0 to 1)")
    ) {
      try RegressionDocument.baselineSamples(data: Self.baseline(confidence: text), path: "b.json")
    }
  }

  @Test func acceptsConfidencesInRange() throws {
    let samples = try RegressionDocument.baselineSamples(
      data: Self.baseline(confidence: "1"), path: "b.json")
    #expect(samples.map(\.confidence) == [0.9, 1])
  }
}
