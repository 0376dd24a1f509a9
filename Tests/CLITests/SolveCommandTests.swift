import Foundation
import TestSupport
import Testing

@Suite("unblocker solve")
struct SolveCommandTests {
  static let i4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"
  static let unsolvable = "ooooooooooooAAoxoooooooooooooooooooo"

  /// The JSON object printed on standard output.
  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func solvesNotationPrintingNumberedMovesAndFinalBoard() throws {
    let result = try CommandRunner.run(["solve", Self.i4])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "23 moves (optimal), exit right:2")
    let moves = lines.filter {
      $0.range(of: #"^\d+\. [A-Z] (up|down|left|right) \d$"#, options: .regularExpression) != nil
    }
    #expect(moves.count == 23)
    #expect(moves.first?.hasPrefix("1. ") == true)
    #expect(moves.last?.hasPrefix("23. A right") == true)
    #expect(lines.contains { $0.hasPrefix("|") && $0.hasSuffix("AA ") })
    #expect(!result.standardOutput.contains("\u{1B}["))
  }

  @Test func solvesBoardFileOfSixLines() throws {
    let result = try CommandRunner.run(["solve", "samples/boards/unblock-me-I-4.txt"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("23 moves"))
  }

  @Test func solvesBoardFileOfOneLineWithLeftExit() throws {
    let folder = try Fixtures.temporaryDirectory()
    let file = folder.appendingPathComponent("left.txt")
    try "oooooooooooooAAooooooooooooooooooooo\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["solve", file.path, "--exit", "left:2"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("1. A left 1"))
  }

  @Test func unsolvableBoardExitsWithTwo() throws {
    let result = try CommandRunner.run(["solve", Self.unsolvable, "--stats"])
    #expect(result.status == 2)
    #expect(result.standardOutput.contains("unsolvable: all 2 reachable positions"))
    #expect(result.standardOutput.contains("depth  examined  enqueued"))
  }

  @Test(arguments: [
    ("ooAA", "'ooAA' has 4 characters"),
    ("ooooooooooooAAooooooooooooooooooooo?", "unknown character '?' at row 5, column 5"),
    ("ooooooooooooAAooooooooooooooooooooBo", "block B covers only cell (5,4)"),
  ])
  func invalidBoardExitsWith65NamingInputAndFault(board: String, fault: String) throws {
    let result = try CommandRunner.run(["solve", board])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.contains(board))
    #expect(result.standardError.contains(fault))
  }

  @Test func invalidBoardFileNamesTheFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    let file = folder.appendingPathComponent("broken.txt")
    try "oooooo\noooooo\nAAoooo\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["solve", file.path])
    #expect(result.status == 65)
    #expect(result.standardError.contains("\(file.path): board text has 3 lines"))
  }

  @Test func prisonerOutsideTheExitRowIsInvalid() throws {
    let result = try CommandRunner.run(["solve", Self.i4, "--exit", "left:4"])
    #expect(result.status == 65)
    #expect(result.standardError.contains("prisoner A is in row 2 but the exit is left:4"))
  }

  @Test func missingBoardFileExitsWith66() throws {
    let result = try CommandRunner.run(["solve", "samples/boards/no-such-board.txt"])
    #expect(result.status == 66)
    #expect(result.standardError.contains("samples/boards/no-such-board.txt: cannot read"))
  }

  @Test(arguments: [
    ["solve"],
    ["solve", Self.i4, "--exit", "top:2"],
    ["solve", Self.i4, "--exit", "right:6"],
    ["solve", Self.i4, "--check"],
    ["solve", Self.i4, "--batch", "list.txt"],
  ])
  func usageErrorsExitWith64(arguments: [String]) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 64)
  }

  @Test func jsonHasBoardExitMovesSolutionAndStats() throws {
    let result = try CommandRunner.run(["solve", Self.i4, "--json"])
    #expect(result.status == 0)
    let json = try object(result.standardOutput)
    #expect(json["board"] as? String == Self.i4)
    let exit = try #require(json["exit"] as? [String: Any])
    #expect(exit["side"] as? String == "right")
    #expect(exit["row"] as? Int == 2)
    #expect(json["solvable"] as? Bool == true)
    #expect(json["moves"] as? Int == 23)
    let solution = try #require(json["solution"] as? [[String: Any]])
    #expect(solution.count == 23)
    #expect(Set(solution[0].keys) == ["block", "direction", "distance"])
    #expect(solution.last?["block"] as? String == "A")
    let stats = try #require(json["stats"] as? [String: Any])
    #expect((stats["levels"] as? [Any])?.count == 23)
    #expect(stats["distinctPositions"] as? Int ?? 0 > 0)
  }

  @Test func jsonOfAnUnsolvableBoardHasNullMoves() throws {
    let result = try CommandRunner.run(["solve", Self.unsolvable, "--json"])
    #expect(result.status == 2)
    let json = try object(result.standardOutput)
    #expect(json["solvable"] as? Bool == false)
    #expect(json["moves"] is NSNull)
    #expect((json["solution"] as? [Any])?.isEmpty == true)
    #expect(json["reachablePositions"] as? Int == 2)
  }

  /// A small list in both shared formats, with a comment and a blank line.
  func writeList(_ lines: [String]) throws -> URL {
    let file = try Fixtures.temporaryDirectory().appendingPathComponent("list.txt")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func batchPrintsOneLinePerBoardInOrderAndASummary() throws {
    let file = try writeList([
      "# a comment", "\(Self.i4) 23 unblock-me", "", "01 ooooooooooooAAoooooooooooooooooooooo 5",
      "\(Self.unsolvable) -1 walled",
    ])
    let result = try CommandRunner.run(["solve", "--batch", file.path, "--check"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(Self.i4) 23 ok", "ooooooooooooAAoooooooooooooooooooooo 1 ok", "\(Self.unsolvable) -1 ok",
      ] + [try #require(lines.last)])
    #expect(
      lines.last?.hasPrefix(
        "# 3 boards: 2 solved, 1 unsolvable, 0 invalid; 3 checked, 0 mismatches") == true)
  }

  @Test func batchCheckMismatchExitsWithFour() throws {
    let file = try writeList(["\(Self.i4) 24 wrong", "\(Self.unsolvable) 3 wrong"])
    let result = try CommandRunner.run(["solve", "--batch", file.path, "--check"])
    #expect(result.status == 4)
    #expect(result.standardOutput.contains("\(Self.i4) 23 MISMATCH expected 24"))
    #expect(result.standardOutput.contains("\(Self.unsolvable) -1 MISMATCH expected 3"))
    #expect(result.standardError.contains("2 of 2 checked boards differ"))
  }

  @Test func batchWithoutCheckIgnoresExpectedCounts() throws {
    let file = try writeList(["\(Self.i4) 24 wrong"])
    let result = try CommandRunner.run(["solve", "--batch", file.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("\(Self.i4) 23\n"))
  }

  @Test func batchInvalidLineExitsWith65() throws {
    let file = try writeList([Self.i4, "ooAA 3"])
    let result = try CommandRunner.run(["solve", "--batch", file.path])
    #expect(result.status == 65)
    #expect(
      result.standardOutput.contains("# line 2: invalid: line 'ooAA 3' holds no 36-character board")
    )
  }

  @Test func batchMissingFileExitsWith66() throws {
    let result = try CommandRunner.run(["solve", "--batch", "no-such-list.txt"])
    #expect(result.status == 66)
    #expect(result.standardError.contains("no-such-list.txt: cannot read the puzzle list"))
  }

  @Test func batchJSONIsOneObjectPerLineThenSummary() throws {
    let file = try writeList(["\(Self.i4) 23", "\(Self.unsolvable) -1", "not a board"])
    let result = try CommandRunner.run(["solve", "--batch", file.path, "--json", "--check"])
    #expect(result.status == 4)
    let objects = try result.standardOutput.split(separator: "\n").map { try object(String($0)) }
    #expect(objects.count == 4)
    #expect(objects[0]["moves"] as? Int == 23)
    #expect(objects[0]["match"] as? Bool == true)
    #expect(objects[0]["line"] as? Int == 1)
    #expect(objects[0]["expected"] as? Int == 23)
    #expect((objects[0]["solution"] as? [Any])?.count == 23)
    #expect(objects[1]["solvable"] as? Bool == false)
    #expect(objects[2]["error"] is String)
    let summary = try #require(objects[3]["summary"] as? [String: Any])
    #expect(summary["boards"] as? Int == 3)
    #expect(summary["invalid"] as? Int == 1)
    #expect(summary["mismatches"] as? Int == 0)
  }

  @Test func batchSolvesTheKnownOptimalList() throws {
    let list = Fixtures.sharedPuzzles.appendingPathComponent("known-optimal.txt")
    let result = try CommandRunner.run(["solve", "--batch", list.path, "--check"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        "# 97 boards: 93 solved, 4 unsolvable, 0 invalid; 97 checked, 0 mismatches"))
  }
}
