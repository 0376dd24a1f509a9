import Foundation
import TestSupport
import Testing

/// Colour follows --color, then NO_COLOR, then FORCE_COLOR, then TERM=dumb, then the terminal.
@Suite("colour")
struct ColourTests {
  static let board = "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM"

  static func coloured(_ arguments: [String], _ environment: [String: String]) throws -> Bool {
    let result = try CommandRunner.run(["solve"] + arguments + [board], environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.contains("\u{1B}[")
  }

  @Test func followsTheFlagThenTheEnvironment() throws {
    // Not a terminal, NO_COLOR set (by the runner): no colour.
    #expect(try !Self.coloured([], ["FORCE_COLOR": ""]))
    #expect(try Self.coloured(["--color", "always"], [:]))
    #expect(try Self.coloured([], ["NO_COLOR": "", "FORCE_COLOR": "1"]))
    #expect(try !Self.coloured([], ["NO_COLOR": "", "FORCE_COLOR": "0"]))
    #expect(try !Self.coloured([], ["NO_COLOR": "1", "FORCE_COLOR": "1"]))
    #expect(try !Self.coloured(["--color", "never"], ["NO_COLOR": "", "FORCE_COLOR": "1"]))
  }

  @Test func regressTextHonoursColorAlways() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = try CommandRunner.run(
      ["regress", "corpus", "--jobs", "1"], in: root, environment: ["FORCE_COLOR": ""])
    let coloured = try CommandRunner.run(
      ["regress", "corpus", "--jobs", "1", "--color", "always"], in: root)
    #expect(!plain.standardOutput.contains("\u{1B}["))
    #expect(coloured.standardOutput.contains("\u{1B}[31m"))
  }

  @Test func rejectsAnUnknownChoice() throws {
    let result = try CommandRunner.run(["solve", "--color", "sometimes", Self.board])
    #expect(result.status == 64)
    #expect(result.standardError.contains("sometimes"))
  }
}
