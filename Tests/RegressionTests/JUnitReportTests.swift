import Corpus
import Foundation
import Puzzle
import Regression
import Testing

@Suite("JUnit report")
struct JUnitReportTests {
  @Test func fixtureRunParsesWithOneTestcasePerSampleAndItsFailures() async throws {
    let run = try await RunnerTests.runFixtures()
    let xml = JUnitReport.xml(run)
    let root = try XMLElementNode.parse(Data(xml.utf8))
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "8")
    #expect(root.attributes["failures"] == "4")
    #expect(root.attributes["skipped"] == "1")
    #expect(root.attributes["errors"] == "0")

    let suites = root.all("testsuite")
    let base = FixtureCorpus.root.path
    #expect(
      suites.map { $0.attributes["name"] ?? "" } == [
        "\(base)/labels", "\(base)/menus", "\(base)/phone", "\(base)/tablet",
      ])
    let cases = root.all("testcase")
    #expect(cases.count == 8)
    #expect(cases.allSatisfy { $0.attributes["classname"] != nil && $0.attributes["time"] != nil })
    let failures = root.all("failure")
    #expect(failures.count == 4)
    #expect(root.all("skipped").count == 1)
    #expect(
      suites.map { "\($0.attributes["tests"] ?? "")/\($0.attributes["failures"] ?? "")" } == [
        "2/2", "2/0", "2/1", "2/1",
      ])

    let wrong = try #require(cases.first { $0.attributes["name"] == "wrong-label.png" })
    #expect(wrong.attributes["classname"] == "\(base)/phone")
    let failure = try #require(wrong.children.first { $0.name == "failure" })
    #expect(failure.attributes["type"] == "board")
    #expect(failure.attributes["message"]?.hasPrefix("board: 3 tiles differ ((4,3)") == true)
    #expect(failure.text.contains("differing tiles (cell expected got confidence):"))
    #expect(failure.text.contains("o J I o*K*K*      o J I N*N*o*"))

    let corrupt = try #require(cases.first { $0.attributes["name"] == "corrupt.png" })
    let message = try #require(corrupt.children.first?.attributes["message"])
    #expect(message.hasPrefix("image: \(base)/tablet/corrupt.png: truncated PNG"))
  }

  @Test func namesAndMessagesAreEscaped() throws {
    let awkward = "odd & \"quoted\" <name> 'x'.png"
    let message = "label: bad ]]> value\u{1}\tand <tags>\nsecond line"
    let result = SampleResult(
      file: "set/\(awkward)", folder: "set", theme: "set", layout: "set", status: .fail,
      expected: nil, got: nil, differences: [], confidence: nil,
      failures: [SampleFailure(.label, message)], error: message, seconds: 0.25)
    let run = RegressionRun(
      results: [result],
      warnings: [CorpusWarning(file: "set/<b>.png", folder: "set", message: "no label & co")],
      jobs: 1, seconds: 1)
    let root = try XMLElementNode.parse(Data(JUnitReport.xml(run).utf8))
    let cases = root.all("testcase")
    #expect(cases.first?.attributes["name"] == awkward)
    let failure = try #require(root.all("failure").first)
    // The control character is not allowed in XML: it is replaced; tab and newline survive.
    #expect(
      failure.attributes["message"] == "label: bad ]]> value\u{FFFD}\tand <tags>\nsecond line")
    #expect(failure.text.contains("<tags>"))
    #expect(root.all("skipped").first?.attributes["message"] == "no label & co")
    #expect(cases.last?.attributes["name"] == "<b>.png")
  }
}
