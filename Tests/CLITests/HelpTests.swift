import Testing
import TestSupport

@Suite("unblocker --help")
struct HelpTests {
  @Test func rootHelpDocumentsExitStatuses() throws {
    let result = try CommandRunner.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: unblocker"))
    #expect(result.standardOutput.contains("65 invalid input"))
  }

  @Test func unknownSubcommandIsUsageError() throws {
    let result = try CommandRunner.run(["no-such-command"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("no-such-command"))
  }
}
