import Foundation
import TestSupport
import Testing

@Suite("solve --batch reports each bad line and goes on")
struct SolveBatchHostileTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test func reportsBadLinesOneByOne() throws {
    let folder = try Fixtures.temporaryDirectory("batch-hostile")
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = Array("\(Self.board) 23 first\n".utf8)
    bytes += Array("\(Self.board) 23 caf".utf8) + [0xE9] + Array(" latin-1\n".utf8)
    bytes += Array("\(Self.board) -5 negative\n".utf8)
    bytes += Array("\(Self.board) 99999999999999999999 huge\n".utf8)
    bytes += Array(String(repeating: "z", count: 10_000).utf8) + [0x0A]
    bytes += Array("\(Self.board) 23 last\n".utf8)
    try Data(bytes).write(to: folder.appendingPathComponent("list.txt"))
    let result = try CommandRunner.run(["solve", "--batch", "list.txt", "--check"], in: folder)
    #expect(result.status == 4, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 7, "\(lines)")
    #expect(lines.first == "\(Self.board) 23 ok")
    #expect(lines.dropFirst().first?.hasPrefix("# line 2: invalid: the line is not UTF-8") == true)
    #expect(lines.contains { $0.hasPrefix("# line 3: invalid: expected move count -5 ") })
    #expect(
      lines.contains {
        $0.hasPrefix("# line 4: invalid: expected move count 99999999999999999999 ")
      })
    let long = try #require(lines.first { $0.hasPrefix("# line 5: invalid: ") })
    #expect(long.count < 300)
    #expect(long.contains("(10000 characters)"))
    #expect(lines.contains("\(Self.board) 23 ok"))
    #expect(lines.count(where: { $0 == "\(Self.board) 23 ok" }) == 2)
  }
}
