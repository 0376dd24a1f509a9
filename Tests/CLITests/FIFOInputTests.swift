import Foundation
import TestSupport
import Testing

/// A FIFO (or a device) given where a file is expected is refused with exit 66 before it is
/// opened: reading one blocks forever.
@Suite("Non-regular input files are refused, never read")
struct FIFOInputTests {
  /// A temporary folder holding a FIFO named `name`, a copy of a sample screenshot
  /// (`shot.png`) and its label.
  static func folder(fifo name: String) throws -> URL {
    let folder = try Fixtures.temporaryDirectory("fifo-input")
    #expect(mkfifo(folder.appendingPathComponent(name).path, 0o600) == 0)
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    try FileManager.default.copyItem(
      atPath: sample.path + ".png", toPath: folder.appendingPathComponent("shot.png").path)
    for label in ["shot.json", "in.json"] {
      try FileManager.default.copyItem(
        atPath: sample.path + ".json", toPath: folder.appendingPathComponent(label).path)
    }
    return folder
  }

  /// Each command with the FIFO (`FIFO`) in an input's place, and the FIFO's name.
  static let cases: [(name: String, arguments: [String])] = [
    ("in.png", ["scan", "in.png"]),
    ("in.png", ["solve", "in.png"]),
    ("in.png", ["annotate", "in.png", "-o", "out"]),
    ("lone.png", ["label", "lone.png"]),
    ("in.png", ["info", "in.png"]),
    ("in.png", ["convert", "in.png", "out.png"]),
    ("in.png", ["calibrate", "--name", "x", "in.png", "-o", "x.json"]),
    ("board.txt", ["solve", "board.txt"]),
    ("list.txt", ["solve", "--batch", "list.txt"]),
    ("theme.json", ["scan", "--theme", "theme.json", "shot.png"]),
    (
      "theme.json",
      ["render", "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "--theme", "theme.json", "-o", "r.png"]
    ),
    ("baseline.json", ["regress", "shot.png", "--baseline", "baseline.json"]),
    ("in.png", ["regress", "in.png"]),
    ("mask.txt", ["pentomino", "mask.txt"]),
  ]

  @Test(arguments: cases)
  func refusesAFIFOWithExit66(_ name: String, _ arguments: [String]) throws {
    let folder = try Self.folder(fifo: name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run(arguments, in: folder, deadline: 30)
    #expect(result.status == 66, "\(arguments): \(result.standardError)")
    #expect(result.standardError.contains("error: \(name): "), "\(result.standardError)")
    #expect(result.standardError.contains("not a regular file (a FIFO)"))
  }

  @Test func refusesAFIFOLabelAndGoesOn() throws {
    // shot.png keeps its label; fifo.png's label is a FIFO.
    let folder = try Self.folder(fifo: "fifo.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: folder.appendingPathComponent("shot.png").path,
      toPath: folder.appendingPathComponent("fifo.png").path)
    let result = try CommandRunner.run(["regress", "."], in: folder, deadline: 60)
    #expect(result.status == 4, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("not a regular file (a FIFO)"), "\(result.standardOutput)")
    let calibrate = try CommandRunner.run(
      ["calibrate", "--name", "x", "fifo.png", "-o", "x.json"], in: folder, deadline: 60)
    #expect(calibrate.status == 66, "\(calibrate.standardError)")
    #expect(calibrate.standardError.contains("fifo.json"), "\(calibrate.standardError)")
    #expect(calibrate.standardError.contains("not a regular file (a FIFO)"))
  }
}
