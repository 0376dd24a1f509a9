import Foundation
import Testing
import TestSupport

/// `unblocker studio`: its usage errors (the server itself is tested in StudioTests and, in a
/// browser, by tools/check-studio).
@Suite struct StudioCommandTests {
  @Test func aMissingFolderIsNamed() throws {
    let result = try CommandRunner.run(["studio", "--port", "0", "/no/such/folder"])
    #expect(result.status == 66)
    #expect(result.standardError == "error: /no/such/folder: no such folder; give folders of screenshots\n")
  }

  @Test func aPortOutOfRangeIsAUsageError() throws {
    let result = try CommandRunner.run(["studio", "--port", "70000"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--port must be 0-65535, not 70000"))
  }

  @Test func helpSaysItServesLocally() throws {
    let result = try CommandRunner.run(["studio", "--help"])
    #expect(result.status == 0)
    let text = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("It binds 127.0.0.1 unless --host says otherwise"))
  }
}
