import Foundation
import TestSupport
import Testing

/// The three journeys of README.md, followed as written: every command of "Calibrate a new
/// theme", "Debug a scan" and "Regression in CI" is run as given (through bash, in a fresh
/// folder), its exit status checked and the output pasted under it compared with what it
/// prints; and every subcommand and flag the journeys name exists.
@Suite("README's journeys work as written")
struct JourneyTests {
  /// The calibrate tutorial's steps, run in a fresh folder: the folder and the results.
  static func calibrateTutorial() throws -> (
    folder: URL, steps: [ReadmeJourneys.Step], results: [CommandResult]
  ) {
    let folder = try Fixtures.temporaryDirectory("journey")
    let steps = ReadmeJourneys.steps(ReadmeJourneys.section("Calibrate a new theme"))
    return (folder, steps, try ReadmeJourneys.run(steps, in: folder))
  }

  /// Checks that the steps exited with `statuses` and printed the output README pastes.
  static func expectAsWritten(
    _ steps: [ReadmeJourneys.Step], _ results: [CommandResult], statuses: [Int32]
  ) {
    #expect(results.map(\.status) == statuses, "\(zip(steps, results).map(describe))")
    for (step, result) in zip(steps, results) {
      let missing = ReadmeJourneys.missingOutput(step, result)
      #expect(
        missing.isEmpty, "README's pasted output differs: \(missing)\n\(describe(step, result))")
    }
  }

  static func describe(_ step: ReadmeJourneys.Step, _ result: CommandResult) -> String {
    "\(step.script)\nexit \(result.status)\n\(result.standardOutput)\(result.standardError)"
  }

  @Test func theCalibrateTutorialWorksAsWritten() throws {
    let (folder, steps, results) = try Self.calibrateTutorial()
    // render and rm; scan reads with the derived model; label writes two drafts; the labels
    // typed; calibrate; drafts with the profile; accept; regress --strict passes.
    Self.expectAsWritten(steps, results, statuses: [0, 0, 0, 0, 0, 0, 0, 0])
    let stain = folder.appendingPathComponent("stain")
    for file in [
      "stain.json", "overlays/stain-1.annotated.png", "overlays/stain-2.annotated.png",
      "more-shots/stain-3.json", "more-shots/stain-4.json",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: stain.appendingPathComponent(file).path), "\(file)")
    }
    // The drafts the profile wrote, checked against the boards the screenshots were rendered
    // from (README gives them in its render commands), carry no draft mark once accepted.
    let boards = [
      "stain-3": "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo",
      "stain-4": "BBoCoooDoCEEoDAAFGHoIIFGHoJKKoLLJxoo",
    ]
    for (name, board) in boards {
      let data = try Data(contentsOf: stain.appendingPathComponent("more-shots/\(name).json"))
      let label = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      #expect(label?["board"] as? String == board, "\(name)")
      #expect(label?["draft"] == nil, "\(name)")
    }
    let regress = try #require(results.last)
    #expect(regress.standardOutput.contains("4 samples: 4 passed, 0 failed (100.0%)"))
  }

  @Test func debuggingAScanWorksAsWritten() throws {
    let (folder, _, tutorial) = try Self.calibrateTutorial()
    #expect(tutorial.allSatisfy { $0.status != 99 })
    let steps = ReadmeJourneys.steps(ReadmeJourneys.section("Debug a scan"))
    let results = try ReadmeJourneys.run(steps, in: folder.appendingPathComponent("stain"))
    // annotate with the derived model; the evidence through jq; the overlay again with the
    // calibrated profile.
    Self.expectAsWritten(steps, results, statuses: [0, 0, 0])
    let stain = folder.appendingPathComponent("stain")
    #expect(
      FileManager.default.fileExists(
        atPath: stain.appendingPathComponent("debug/stain-1.annotated.png").path))
    // Without --force the overlay is not replaced.
    let again = try CommandRunner.run(["annotate", "shots/stain-1.png", "-o", "debug"], in: stain)
    #expect(again.status == 73)
    // The evidence is one JSON object with every stage's measurements and the verdict.
    let evidence = try CommandRunner.run(
      ["scan", "shots/stain-1.png", "--json", "--evidence"], in: stain)
    #expect(evidence.status == 0)
    let object =
      try JSONSerialization.jsonObject(with: Data(evidence.standardOutput.utf8)) as? [String: Any]
    #expect(object?["file"] as? String == "shots/stain-1.png")
    #expect((object?["tiles"] as? [Any])?.count == 36)
    #expect((object?["seams"] as? [Any])?.isEmpty == false)
    #expect(object?["verdict"] as? String == "read")
  }

  /// The `unblocker regress` words of the CI jobs (GitHub Actions first, then GitLab CI).
  static func ciRegressCommands() -> [[String]] {
    ReadmeJourneys.commands(ReadmeJourneys.section("Regression in CI")).filter {
      $0.first == "regress" && $0.contains("--junit")
    }
  }

  @Test func theCIJobsRegressAsWritten() throws {
    let commands = Self.ciRegressCommands()
    #expect(commands.count == 2)
    let command = try #require(commands.first)
    #expect(commands.allSatisfy { $0 == command }, "GitHub Actions and GitLab CI run the same")
    #expect(command.contains("--html") && command.contains("--json"))
    #expect(command[1] == "samples")

    // The job's command on a small corpus called samples: two labelled renders.
    let folder = try Fixtures.temporaryDirectory("journey-ci")
    let samples = folder.appendingPathComponent("samples")
    try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
    for name in [
      "fixed-33.png", "fixed-33.json", "original-2-old-phone.png", "original-2-old-phone.json",
    ] {
      try FileManager.default.copyItem(
        at: Fixtures.samples.appendingPathComponent("renders/\(name)"),
        to: samples.appendingPathComponent(name))
    }
    let passing = try CommandRunner.run(command, in: folder)
    #expect(passing.status == 0, "\(passing.standardError)")
    let junitPath = folder.appendingPathComponent("reports/junit.xml")
    var junit = try String(contentsOf: junitPath, encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(!junit.contains("<failure"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("reports/html/index.html").path))
    let results =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("reports/results.json")))
      as? [String: Any]
    #expect(results?["format"] as? String == "unblocker regress results")

    // A label that no longer matches its screenshot fails the job (exit 4) and the reports
    // say so.
    let label = samples.appendingPathComponent("fixed-33.json")
    let original = try Data(contentsOf: label)
    var object = try JSONSerialization.jsonObject(with: original) as? [String: Any] ?? [:]
    object["exit"] = ["side": "left", "row": 2]
    try JSONSerialization.data(withJSONObject: object).write(to: label)
    let failing = try CommandRunner.run(command, in: folder)
    #expect(failing.status == 4)
    junit = try String(contentsOf: junitPath, encoding: .utf8)
    #expect(junit.contains("<failure"))
    #expect(junit.contains("fixed-33.png"))
    let html = try String(
      contentsOf: folder.appendingPathComponent("reports/html/index.html"), encoding: .utf8)
    #expect(html.contains("fixed-33.png"))

    // A draft label fails it too (--strict).
    object = try JSONSerialization.jsonObject(with: original) as? [String: Any] ?? [:]
    object["draft"] = true
    try JSONSerialization.data(withJSONObject: object).write(to: label)
    #expect(try CommandRunner.run(command, in: folder).status == 4)

    // The baseline commands, as written.
    try original.write(to: label)
    let baseline = ReadmeJourneys.steps(ReadmeJourneys.section("Regression in CI"))
    #expect(baseline.count == 1)
    let ran = try ReadmeJourneys.run(baseline, in: folder)
    #expect(ran.map(\.status) == [0], "\(zip(baseline, ran).map(Self.describe))")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("baseline.json").path))
  }

  /// True when `python3` can load PyYAML (tools/setup installs it with apt-get).
  static let hasPyYAML: Bool = {
    guard let folder = try? Fixtures.temporaryDirectory("journey-yaml") else { return false }
    return (try? CommandRunner.shell("python3 -c 'import yaml'", in: folder).status) == 0
  }()

  @Test(.enabled(if: hasPyYAML, "needs python3 with PyYAML (tools/setup installs python3-yaml)"))
  func theCIJobsAreValidYAML() throws {
    let jobs = ReadmeJourneys.blocks(ReadmeJourneys.section("Regression in CI")).filter {
      $0.language == "yaml"
    }
    // The regression jobs and the nightly fuzzing jobs (GitHub Actions, then GitLab CI each).
    #expect(jobs.count == 4)
    let fuzzing = jobs.filter { job in job.lines.contains { $0.hasSuffix(" tools/fuzz 1200") } }
    #expect(fuzzing.count == 2, "the nightly fuzzing jobs run tools/fuzz")
    #expect(fuzzing.allSatisfy { $0.lines.contains { $0.contains("schedule") } }, "on a schedule")
    let folder = try Fixtures.temporaryDirectory("journey-yaml")
    for (index, job) in jobs.enumerated() {
      let file = folder.appendingPathComponent("job-\(index).yml")
      try Data(job.lines.joined(separator: "\n").utf8).write(to: file)
      let parsed = try CommandRunner.shell(
        "python3 -c 'import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); "
          + "assert isinstance(d, dict) and d, d' \(file.path)", in: folder)
      #expect(parsed.status == 0, "job \(index): \(parsed.standardError)")
    }
  }

  @Test func theJourneysNameOnlySubcommandsAndFlagsThatExist() throws {
    var helps: [String: Set<String>] = [:]
    var checked = 0
    for title in ReadmeJourneys.sections {
      let commands = ReadmeJourneys.commands(ReadmeJourneys.section(title))
      #expect(!commands.isEmpty, "\(title) names no unblocker command")
      for words in commands where !words.isEmpty {
        var path: [String] = []
        if let first = words.first, !first.hasPrefix("-") {
          path.append(first)
          if first == "db", words.count > 1 { path.append(words[1]) }
        }
        let key = path.joined(separator: " ")
        if helps[key] == nil {
          let help = try CommandRunner.run(path + ["--help"])
          #expect(help.status == 0, "unblocker \(key) --help: \(help.standardError)")
          let separators = CharacterSet(charactersIn: " ,[]()<>|=\n")
          helps[key] = Set(help.standardOutput.components(separatedBy: separators))
          #expect(
            key.isEmpty || help.standardOutput.contains("USAGE: unblocker \(key)"),
            "README names unblocker \(key), which is no subcommand")
        }
        for word in words where word.hasPrefix("-") && word.count > 1 {
          let flag = String(word.split(separator: "=").first ?? "")
          #expect(
            helps[key]?.contains(flag) == true, "README (\(title)): unblocker \(key) has no \(flag)"
          )
          checked += 1
        }
      }
    }
    #expect(checked >= 30)
  }
}
