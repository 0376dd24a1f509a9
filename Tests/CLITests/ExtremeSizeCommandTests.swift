import Foundation
import TestSupport
import Testing

/// Valid images of extreme proportions are refused by every command (no board found), never
/// crash it.
@Suite("Tiny and extreme images through every command")
struct ExtremeSizeCommandTests {
  static let hostile = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fuzz/hostile")

  @Test(arguments: ["5000x2.png", "401x1.png", "2x5000.png", "1x1.png", "37x37.png"])
  func everyCommandRefusesWithNoBoardFound(_ name: String) throws {
    let folder = try Fixtures.temporaryDirectory("extreme-size")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Self.hostile.appendingPathComponent(name).path,
      toPath: folder.appendingPathComponent("x.png").path)
    for arguments in [
      ["scan", "x.png"], ["solve", "x.png"], ["annotate", "x.png", "-o", "out"],
      ["label", "x.png"],
    ] {
      let result = try CommandRunner.run(arguments, in: folder)
      #expect(result.status == 3, "\(arguments) \(name): \(result.standardError)")
    }
    try Data("{\"board\": \"ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo\"}".utf8).write(
      to: folder.appendingPathComponent("x.json"))
    let calibrate = try CommandRunner.run(
      ["calibrate", "--name", "x", "x.png", "-o", "t.json"], in: folder)
    // No board found, or (on a board-sized image) the label does not fit the colours.
    #expect([3, 65].contains(calibrate.status), "calibrate \(name): \(calibrate.standardError)")
    let regress = try CommandRunner.run(["regress", "x.png", "--html", "html"], in: folder)
    #expect(regress.status == 4, "regress \(name): \(regress.standardError)")
  }
}
