import Foundation
import TestSupport
import Testing

/// Every JSON output and every label validates against its schema in Sources/unblocker/Schemas.
@Suite("JSON outputs follow their schemas")
struct JSONSchemaTests {
  static func object(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func regressResultsFollowTheirSchemaWithExitsAsObjects() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(
      ["regress", "corpus", "--jobs", "1", "--json", "out.json"], in: root)
    #expect(result.status == 4)
    let document = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("out.json")))
    let schema = try SchemaValidator(named: "regress-results")
    #expect(schema.problems(document) == [])
    let samples = try #require((document as? [String: Any])?["samples"] as? [[String: Any]])
    let wrong = try #require(
      samples.first { ($0["file"] as? String)?.hasSuffix("wrong.jpg") == true })
    let exit = try #require((wrong["got"] as? [String: Any])?["exit"] as? [String: Any])
    #expect(exit["side"] as? String == "right" && exit["row"] as? Int == 2)
    // The labels say no theme: the field is absent, not the folder's name.
    #expect(wrong["theme"] == nil)
    #expect(wrong["key"] as? String == "set/wrong.jpg")

    // The schema can fail: an exit written as text breaks it.
    var broken = wrong
    var got = try #require(broken["got"] as? [String: Any])
    got["exit"] = "right:2"
    broken["got"] = got
    var tampered = try #require(document as? [String: Any])
    tampered["samples"] = [broken]
    #expect(schema.problems(tampered) == ["$.samples[0].got.exit: expected object, got right:2"])
  }

  @Test func scanLinesFollowTheirSchemaAndAnUnreadableImageHasItsLine() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let images = ["corpus/set/good.png", "corpus/set/corrupt.png", "corpus/set/missing.png"]
    let schema = try SchemaValidator(named: "scan-line")
    for extra in [[], ["--evidence"]] {
      let result = try CommandRunner.run(["scan", "--json"] + extra + images, in: root)
      #expect(result.status == 66)
      #expect(schema.problems(jsonLines: result.standardOutput) == [])
      let lines = try result.standardOutput.split(separator: "\n").map {
        try #require(try Self.object(String($0)) as? [String: Any])
      }
      #expect(lines.map { $0["file"] as? String } == images)
      #expect(lines.map { $0["verdict"] as? String } == ["read", "unreadable", "unreadable"])
      #expect(
        (lines[1]["error"] as? String)?.hasPrefix("corpus/set/corrupt.png: truncated PNG") == true)
      #expect(
        lines.allSatisfy { !Self.holdsNull($0) }, "a field the scan did not measure is absent")
    }
  }

  /// True when `value` holds a JSON null at any depth.
  static func holdsNull(_ value: Any) -> Bool {
    switch value {
    case is NSNull: true
    case let object as [String: Any]: object.values.contains { holdsNull($0) }
    case let array as [Any]: array.contains { holdsNull($0) }
    default: false
    }
  }

  @Test func aRefusedScanLineHoldsNoNull() throws {
    let result = try CommandRunner.run(["scan", "--json", ScanCommandTests.crop])
    let line = try #require(try Self.object(result.standardOutput) as? [String: Any])
    #expect(line["verdict"] as? String == "refused")
    #expect(!Self.holdsNull(line))
    #expect(try SchemaValidator(named: "scan-line").problems(line) == [])
  }

  @Test func solveOutputsFollowTheirSchema() throws {
    let schema = try SchemaValidator(named: "solve")
    let unsolvable = SolveCommandTests.unsolvable
    for board in [StandardStreamTests.board, unsolvable] {
      let result = try CommandRunner.run(["solve", "--json", board])
      let value = try Self.object(result.standardOutput)
      #expect(schema.problems(value) == [], "\(board)")
      #expect(!Self.holdsNull((value as? [String: Any])?["solution"] ?? []))
    }
    let folder = try Fixtures.temporaryDirectory("solve-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\(StandardStreamTests.board) 23\nbad\n\(StandardStreamTests.board)\n".utf8).write(
      to: folder.appendingPathComponent("list.txt"))
    let batch = try CommandRunner.run(["solve", "--batch", "list.txt", "--json"], in: folder)
    #expect(schema.problems(jsonLines: batch.standardOutput) == [])
    let lines = batch.standardOutput.split(separator: "\n")
    #expect(lines.count == 4)
    // The third line gives no expected count: the key is absent, not null.
    #expect(!lines[2].contains("expected") && lines[0].contains("\"expected\":23"))
    // The schema can fail: a move written as text breaks it.
    #expect(
      !schema.problems(
        try Self.object(
          lines[0].replacingOccurrences(of: "\"solution\":[{", with: "\"solution\":[\"K left 1\",{")
        )
      ).isEmpty)
  }

  @Test func infoFollowsItsSchema() throws {
    let corrupt = Fixtures.repositoryRoot
      .appendingPathComponent("Tests/ImageCodecsTests/Fixtures/bad/png-truncated-20.png").path
    let result = try CommandRunner.run(
      ["info", "--json", ScanCommandTests.i4, corrupt, ScanCommandTests.e29])
    let value = try Self.object(result.standardOutput)
    #expect(try SchemaValidator(named: "info").problems(value) == [])
    #expect(!Self.holdsNull(value))
  }

  @Test func themesListFollowsItsSchema() throws {
    let result = try CommandRunner.run(["themes", "--json"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try SchemaValidator(named: "themes").problems(Self.object(result.standardOutput)) == [])
  }

  @Test func knightReportsFollowTheirSchemaWithAbsentFieldsNotNull() throws {
    let schema = try SchemaValidator(named: "knight")
    let runs: [([String], Int32, String)] = [
      (["--size", "8", "--from", "a1", "--to", "h8", "--max-moves", "6", "--all", "--limit", "3"], 0,
       "found"),
      (["--size", "6", "--from", "c3", "--to", "c3"], 0, "found"),
      (["--size", "8", "--from", "a1", "--to", "h8"], 2, "beyondLimit"),
      (["--size", "3", "--from", "a1", "--to", "b2", "--all"], 2, "unreachable"),
    ]
    for (arguments, status, outcome) in runs {
      let result = try CommandRunner.run(["knight", "--json"] + arguments)
      #expect(result.status == status, "\(arguments): \(result.standardError)")
      let object = try #require(try Self.object(result.standardOutput) as? [String: Any])
      #expect(object["outcome"] as? String == outcome, "\(arguments)")
      #expect(schema.problems(object) == [], "\(arguments)")
      #expect(!Self.holdsNull(object), "\(arguments)")
      #expect((object["route"] != nil) == (outcome == "found"), "\(arguments)")
    }
    // The schema can fail: the old shape, a null route, breaks it.
    let old: [String: Any] = [
      "size": 3, "from": "a1", "to": "b2", "maxMoves": 6, "outcome": "unreachable",
      "route": NSNull(),
    ]
    #expect(schema.problems(old) != [])
  }

  @Test func pentominoOutputsFollowTheirSchema() throws {
    let schema = try SchemaValidator(named: "pentomino")
    for arguments in [["3x20", "--first"], ["3x20", "--count"], ["2x30", "--count"]] {
      let result = try CommandRunner.run(["pentomino", "--json"] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(schema.problems(try Self.object(result.standardOutput)) == [], "\(arguments)")
    }
    let all = try CommandRunner.run(["pentomino", "3x20", "--all", "--json"])
    #expect(all.status == 0)
    #expect(all.standardOutput.split(separator: "\n").count == 8)
    #expect(schema.problems(jsonLines: all.standardOutput) == [])
    // The schema can fail: a tiling line with an unknown key breaks it.
    let line = try #require(all.standardOutput.split(separator: "\n").first)
    #expect(
      schema.problems(jsonLines: line.replacingOccurrences(of: "{", with: "{\"holes\":0,")) != [])
  }

  @Test func databaseOutputsFollowTheirSchemasWithAbsentFieldsNotNull() throws {
    let cluster = try SchemaValidator(named: "db-cluster")
    // Solvable, and walled in by a fixed block: unsolvable (no moves, no minimality).
    for board in ["ooooooooooooAAoooooooooooooooooooooo", "ooooooooooooAAooxooooooooooooooooooo"] {
      let result = try CommandRunner.run(["db", "cluster", board, "--json"])
      #expect(result.status == 0, "\(board): \(result.standardError)")
      let object = try #require(try Self.object(result.standardOutput) as? [String: Any])
      #expect(cluster.problems(object) == [], "\(board)")
      #expect(!Self.holdsNull(object), "\(board)")
      #expect((object["moves"] == nil) == board.contains("x"), "\(board)")
    }
    let folder = try Fixtures.temporaryDirectory("db-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      "01 ooooooooooooAAoooooooooooooooooooooo 5\n02 ooooooooooooAAooxooooooooooooooooooo 3\n".utf8
    ).write(to: folder.appendingPathComponent("list.txt"))
    let batch = try CommandRunner.run(["db", "cluster", "--batch", "list.txt", "--json"], in: folder)
    let lines = batch.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(batch.standardOutput)")
    #expect(cluster.problems(jsonLines: batch.standardOutput) == [])
    let walled = try #require(try Self.object(lines.last ?? "") as? [String: Any])
    #expect(walled["moves"] == nil && walled["maxDistance"] == nil, "\(walled)")

    let path = folder.appendingPathComponent("small.sqlite").path
    #expect(try CommandRunner.run(["db", "build", "--max-blocks", "2", "-o", path]).status == 0)
    let puzzle = try SchemaValidator(named: "db-puzzle")
    let query = try CommandRunner.run(["db", "query", path, "--json"])
    #expect(query.status == 0 && !query.standardOutput.isEmpty, "\(query.standardError)")
    #expect(puzzle.problems(jsonLines: query.standardOutput) == [])
    let plan = try CommandRunner.run(["db", "build", "--max-blocks", "3", "--shard", "1/2", "--plan", "--json"])
    #expect(plan.status == 0)
    #expect(try SchemaValidator(named: "db-plan").problems(jsonLines: plan.standardOutput) == [])
    let list = folder.appendingPathComponent("list.txt")
    let checked = try CommandRunner.run(["db", "query", path]).standardOutput
    try checked.write(to: list, atomically: true, encoding: .utf8)
    let check = try CommandRunner.run(["db", "check", path, list.path, "--min-moves", "1", "--json"])
    #expect(check.status == 0, "\(check.standardError)")
    #expect(try SchemaValidator(named: "db-check").problems(jsonLines: check.standardOutput) == [])
    let random = try CommandRunner.run(["db", "random", path, "--moves", "1", "--json"])
    #expect(random.status == 0)
    #expect(puzzle.problems(jsonLines: random.standardOutput) == [])
    // The schemas can fail: a puzzle without its solution, a cluster's moves as null.
    #expect(
      puzzle.problems(jsonLines: random.standardOutput.replacingOccurrences(
        of: "\"solution\"", with: "\"steps\"")) != [])
    #expect(
      cluster.problems(["line": 1, "board": String(repeating: "o", count: 36), "size": 1,
        "problems": [String](), "moves": NSNull()]) != [])
  }

  @Test func everyCommittedAndWrittenLabelFollowsTheLabelSchema() throws {
    let schema = try SchemaValidator(named: "label")
    var files: [URL] = []
    for folder in [
      Fixtures.sharedScreenshots, Fixtures.repositoryRoot.appendingPathComponent("samples"),
    ] {
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        if url.pathExtension == "json" { files.append(url) }
      }
    }
    let draft = try DraftLabelTests.drafted()
    files.append(draft.label)
    #expect(files.count > 3)
    for file in files {
      let value = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
      #expect(schema.problems(value) == [], "\(file.path)")
    }
    #expect(
      !schema.problems(try Self.object(#"{"board": null, "note": "neither board nor reject"}"#))
        .isEmpty)
  }
}
