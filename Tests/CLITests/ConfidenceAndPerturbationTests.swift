import Foundation
import TestSupport
import Testing

/// `--perturb`, `--min-confidence`, `--min-exact` and `--accept-uncertain`, through the binary.
@Suite("uncertain readings and perturbations")
struct ConfidenceAndPerturbationTests {
  /// A bundled render that scans exactly with high confidence.
  static let sample = "adjacent-columns-2-2"

  /// A corpus folder in a fresh temporary directory holding one labelled sample.
  static func corpus() throws -> URL {
    let root = try Fixtures.temporaryDirectory("perturb-cli")
    let corpus = root.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    let renders = Fixtures.samples.appendingPathComponent("renders")
    for suffix in [".png", ".json"] {
      try FileManager.default.copyItem(
        at: renders.appendingPathComponent(sample + suffix),
        to: corpus.appendingPathComponent(sample + suffix))
    }
    return root
  }

  static var image: String { "samples/renders/\(sample).png" }

  @Test func anUnknownPerturbationIsAUsageErrorListingTheNames() throws {
    let result = try CommandRunner.run(["regress", "samples", "--perturb", "darker,sepia"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("unknown perturbation 'sepia'"))
    #expect(
      result.standardError.contains(
        "photometric, geometric, standard, photographic, none, darker, brighter, gamma-0.8, gamma-1.25, hue-4, hue+4, "
          + "saturation-75, warm, cool, blur, noise, half-jpeg35"))
  }

  @Test(arguments: [
    ["--min-exact", "1.01"], ["--min-exact", "-0.1"], ["--min-confidence", "-1"],
    ["--min-confidence", "nan"],
  ])
  func outOfRangeFractionsAreUsageErrors(_ option: [String]) throws {
    let result = try CommandRunner.run(["regress", "samples"] + option)
    #expect(result.status == 64)
    #expect(result.standardError.contains(option[0]))
  }

  @Test func perturbDarkerPrintsATablePerPerturbationAndWritesJSON() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(
      [
        "regress", "corpus", "--perturb", "darker", "--json", "results.json", "--junit",
        "junit.xml",
      ], in: root)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let output = result.standardOutput
    #expect(output.contains("Readings per perturbation (least confidence 0.50):"))
    #expect(output.contains("  PERTURBATION   EXACT  REFUSED  WRONG  EXACT SHARE"))
    #expect(output.contains("  none               1        0      0  100.0%"))
    #expect(output.contains("  darker             1        0      0  100.0%"))
    #expect(output.contains("Reliability (2 readings with a board, whatever their confidence):"))
    #expect(output.contains("2 readings (1 image x 2): 2 exact, 0 refused, 0 wrong (100.0% exact)"))

    let data = try Data(contentsOf: root.appendingPathComponent("results.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["rightRefused"] as? Int == 0)
    for key in ["byPerturbation", "reliability", "exact", "refused", "wrong", "minimumConfidence"] {
      #expect(summary[key] != nil, "summary.\(key) missing")
    }
    let tallies = try #require(summary["byPerturbation"] as? [[String: Any]])
    #expect(tallies.map { $0["perturbation"] as? String } == ["none", "darker"])
    #expect(
      Set(tallies[1].keys) == ["perturbation", "total", "exact", "refused", "wrong", "exactShare"])
    let bins = try #require(summary["reliability"] as? [[String: Any]])
    #expect(bins.count == 10)
    #expect(bins.map { $0["readings"] as? Int ?? -1 }.reduce(0, +) == 2)
    let samples = try #require(json["samples"] as? [[String: Any]])
    #expect(samples.map { $0["perturbation"] as? String } == ["none", "darker"])
    #expect(samples.map { $0["grade"] as? String } == ["exact", "exact"])
    #expect(samples.map { $0["verdict"] as? String } == ["read", "read"])

    let junit = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("name=\"\(Self.sample).png\""))
    #expect(junit.contains("name=\"\(Self.sample).png [darker]\""))
  }

  @Test func minExactAboveTheShareFailsTheRun() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(
      [
        "regress", "corpus", "--perturb", "darker", "--min-confidence", "1.01", "--min-exact",
        "0.5",
      ],
      in: root)
    #expect(result.status == 4)
    #expect(result.standardOutput.contains("  darker             0        1      0  0.0%"))
    // Both readings were right boards, refused only for their confidence.
    #expect(
      result.standardOutput.contains(
        "Refused: 2 readings, 2 of them the label's board and exit (read below the least confidence"))
    #expect(result.standardError.contains("0.0% of the readings are exact, below --min-exact 0.5"))
  }

  @Test func anUncertainReadingFailsAnUnperturbedRegression() throws {
    let root = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(["regress", "corpus", "--min-confidence", "1.01"], in: root)
    #expect(result.status == 4)
    #expect(result.standardOutput.contains("below the least 1.01; refused"))
  }

  @Test func scanMarksAReadingBelowTheLeastConfidenceUncertainWithStatus5() throws {
    let text = try CommandRunner.run(["scan", Self.image, "--min-confidence", "1.01"])
    #expect(text.status == 5)
    #expect(
      text.standardOutput.contains("  UNCERTAIN   only the best reading, not a trusted board"))
    #expect(text.standardOutput.contains("weakest: the "))
    #expect(text.standardError.contains("uncertain reading: confidence "))
    let json = try CommandRunner.run(["scan", Self.image, "--json", "--min-confidence", "1.01"])
    #expect(json.status == 5)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["verdict"] as? String == "uncertain")
    #expect(object["board"] is String)
    let read = try CommandRunner.run(["scan", Self.image, "--json"])
    #expect(read.status == 0)
    #expect(read.standardOutput.contains("\"verdict\":\"read\""))
  }

  @Test func solveRefusesAnUncertainScreenshotUnlessAccepted() throws {
    let refused = try CommandRunner.run(["solve", Self.image, "--min-confidence", "1.01"])
    #expect(refused.status == 5)
    #expect(
      refused.standardError.contains("Rescan a clearer screenshot, or pass --accept-uncertain"))
    #expect(refused.standardOutput.isEmpty)
    let accepted = try CommandRunner.run(
      ["solve", Self.image, "--min-confidence", "1.01", "--accept-uncertain"])
    #expect(accepted.status == 0)
    #expect(accepted.standardOutput.contains("moves (optimal)"))
  }
}
