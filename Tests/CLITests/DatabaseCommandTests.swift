import Foundation
import TestSupport
import Testing

@Suite("unblocker db")
struct DatabaseCommandTests {
  static let hardest51 = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"

  @Test func clusterPrintsSizeMovesAndMinimality() throws {
    let result = try CommandRunner.run(["db", "cluster", Self.hardest51])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("cluster    4780 positions, 199 goals"))
    #expect(lines.contains("moves      51 (the farthest positions need 51: 3 of them)"))
    #expect(lines.contains("hardest    yes"))
    #expect(lines.contains("minimal    yes"))
  }

  @Test func clusterJSONOfTheLonePrisoner() throws {
    let result = try CommandRunner.run(["db", "cluster", "ooooooooooooAAoooooooooooooooooooooo", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["size"] as? Int == 5)
    #expect(object["moves"] as? Int == 1)
    #expect(object["distanceCounts"] as? [Int] == [1, 4])
  }

  @Test func clusterRejectsAMalformedBoard() throws {
    let result = try CommandRunner.run(["db", "cluster", "ooooAA"])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: board 'ooooAA': "))
    #expect(result.standardError.contains("give 36 characters"))
  }

  @Test func batchCheckCountsPassedAndFailed() throws {
    let folder = try Fixtures.temporaryDirectory()
    let file = folder.appendingPathComponent("list.txt")
    try """
      01 ooooooooooooAAoooooooooooooooooooooo 5
      51 \(Self.hardest51) 4780
      50 \(Self.hardest51) 4780
      """.write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["db", "cluster", "--batch", file.path, "--check"])
    #expect(result.status == 4)
    #expect(result.standardOutput.hasSuffix("2 passed, 1 failed\n"))
    #expect(result.standardOutput.contains("line 3: \(Self.hardest51): 51 moves, expected 50"))
  }

  @Test func batchRejectsAMalformedLine() throws {
    let folder = try Fixtures.temporaryDirectory()
    let file = folder.appendingPathComponent("bad.txt")
    try "01 ooooooooooooAAoooooooooooooooooooooo\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["db", "cluster", "--batch", file.path, "--check"])
    #expect(result.status == 65)
    #expect(result.standardError.contains("line 1: '01 ooooooooooooAAoooooooooooooooooooooo': expected MOVES BOARD CLUSTER_SIZE"))
  }

  @Test(arguments: ["3/2", "0/4", "x/y"])
  func buildRejectsBadShards(shard: String) throws {
    let result = try CommandRunner.run(["db", "build", "--shard", shard, "-o", "/tmp/never.sqlite"])
    #expect(result.status == 64)
    #expect(result.standardError.contains(
      "--shard: shard '\(shard)' is not K/N with 1 <= K <= N; write e.g. --shard 3/8 for the third of eight shards"))
  }

  @Test func buildPlanPrintsEveryShardWithoutWriting() throws {
    let plan = try CommandRunner.run(["db", "build", "--max-blocks", "4", "--shard", "1/3", "--plan", "--probes", "50"])
    #expect(plan.status == 0)
    for shard in ["1/3", "2/3", "3/3", "total:"] {
      #expect(plan.standardOutput.split(separator: "\n").contains { $0.hasPrefix(shard) })
    }
    let json = try CommandRunner.run(["db", "build", "--max-blocks", "4", "--shard", "1/2", "--plan", "--json"])
    #expect(json.status == 0)
    #expect(json.standardOutput.split(separator: "\n").count == 2)
    let withOutput = try CommandRunner.run(["db", "build", "--plan", "-o", "/tmp/never.sqlite"])
    #expect(withOutput.status == 64)
    #expect(withOutput.standardError.contains("--plan writes nothing: drop -o"))
    let noOutput = try CommandRunner.run(["db", "build", "--max-blocks", "3"])
    #expect(noOutput.status == 64)
    #expect(noOutput.standardError.contains("give the file to build with -o FILE.sqlite (or --plan)"))
  }

  @Test func checkComparesAShardWithACompleteList() throws {
    let folder = try Fixtures.temporaryDirectory()
    let path = folder.appendingPathComponent("part.sqlite").path
    #expect(try CommandRunner.run(["db", "build", "--max-blocks", "4", "--shard", "2/2", "-o", path]).status == 0)
    let list = folder.appendingPathComponent("list.txt")
    let lines = try CommandRunner.run(["db", "query", path]).standardOutput.split(separator: "\n")
    #expect(lines.count > 2)
    try (lines.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
    let passed = try CommandRunner.run(["db", "check", path, list.path, "--min-moves", "1"])
    #expect(passed.status == 0)
    #expect(passed.standardOutput.contains("\(path): \(lines.count) of \(lines.count) lines owned matched"))
    try (lines.dropFirst().joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
    let failed = try CommandRunner.run(["db", "check", path, list.path, "--min-moves", "1"])
    #expect(failed.status == 4)
    #expect(failed.standardOutput.contains("no line of the list in its cluster"))
    let missing = try CommandRunner.run(["db", "check", folder.appendingPathComponent("none.sqlite").path, list.path])
    #expect(missing.status == 66)
  }

  @Test func buildQueryStatsRandomAndMerge() throws {
    let folder = try Fixtures.temporaryDirectory()
    let path = folder.appendingPathComponent("small.sqlite").path
    let build = try CommandRunner.run(["db", "build", "--max-blocks", "3", "-o", path])
    #expect(build.status == 0)
    #expect(build.standardOutput.hasPrefix("\(path): "))

    let again = try CommandRunner.run(["db", "build", "--max-blocks", "3", "-o", path])
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("already complete"))

    let other = try CommandRunner.run(["db", "build", "--max-blocks", "2", "-o", path])
    #expect(other.status == 73)
    #expect(other.standardError.contains("built with --max-blocks 3 --fixed 0 --min-moves 1 --shard 1/1, not --max-blocks 2"))

    let query = try CommandRunner.run(["db", "query", path, "--max-moves"])
    #expect(query.status == 0)
    let first = try #require(query.standardOutput.split(separator: "\n").first)
    let fields = first.split(separator: " ")
    #expect(fields.count == 3)
    let board = String(fields[1])
    let solve = try CommandRunner.run(["solve", board])
    #expect(solve.standardOutput.hasPrefix("\(Int(fields[0]) ?? -1) moves (optimal)"))

    let pattern = try CommandRunner.run(["db", "query", path, "--pattern", "????????????AA??????????????????????"])
    #expect(pattern.status == 0)
    #expect(pattern.standardOutput.split(separator: "\n").allSatisfy { $0.contains(" ooooooooooooAA") || $0.split(separator: " ")[1].dropFirst(12).hasPrefix("AA") })

    let stats = try CommandRunner.run(["db", "stats", path])
    #expect(stats.status == 0)
    #expect(stats.standardOutput.contains(" moves"))

    let chart = folder.appendingPathComponent("moves.svg").path
    let drawn = try CommandRunner.run(["db", "stats", path, "--svg", chart])
    #expect(drawn.status == 0, "\(drawn.standardError)")
    let svg = try String(contentsOfFile: chart, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<title>1 moves: "))
    let redrawn = try CommandRunner.run(["db", "stats", path, "--svg", chart])
    #expect(redrawn.status == 73)
    #expect(try CommandRunner.run(["db", "stats", path, "--svg", chart, "--force"]).status == 0)

    let random = try CommandRunner.run(["db", "random", path, "--moves", "1"])
    #expect(random.status == 0)
    #expect(random.standardOutput == "01 ooooooooooooAAoooooooooooooooooooooo 5\n")

    let none = try CommandRunner.run(["db", "random", path, "--moves", "99"])
    #expect(none.status == 4)

    let merged = folder.appendingPathComponent("merged.sqlite").path
    let merge = try CommandRunner.run(["db", "merge", merged, path])
    #expect(merge.status == 0)
    let exists = try CommandRunner.run(["db", "merge", merged, path])
    #expect(exists.status == 73)
    #expect(exists.standardError == "error: \(merged): already exists; choose another name or add --force to overwrite it\n")
  }

  @Test func queryRefusesMissingFilesAndNonDatabases() throws {
    let folder = try Fixtures.temporaryDirectory()
    let missing = folder.appendingPathComponent("missing.sqlite").path
    let result = try CommandRunner.run(["db", "query", missing])
    #expect(result.status == 66)
    #expect(result.standardError == "error: \(missing): no such file; give a database made by 'unblocker db build' or 'db merge'\n")

    let text = folder.appendingPathComponent("notes.sqlite")
    try "not a database\n".write(to: text, atomically: true, encoding: .utf8)
    let bad = try CommandRunner.run(["db", "stats", text.path])
    #expect(bad.status == 65)
    #expect(bad.standardError == "error: \(text.path): not an unblocker puzzle database (file is not a database); give a file made by 'unblocker db build' or 'unblocker db merge'\n")
  }
}
