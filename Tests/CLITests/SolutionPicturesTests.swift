import Foundation
import TestSupport
import Testing

@Suite("unblocker solve --frames / --animate")
struct SolutionPicturesTests {
  static let intermediate4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  @Test func writesOneFramePerPosition() throws {
    let folder = try Fixtures.temporaryDirectory("frames").appendingPathComponent("steps")
    let result = try CommandRunner.run([
      "solve", Self.intermediate4, "--frames", folder.path, "--frame-size", "72x72",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count == 24)
    #expect(names.first == "step-000.png" && names.last == "step-023.png")
    #expect(result.standardError.contains("wrote 24 frames"))
  }

  @Test func animatesTheSolutionMoveByMove() throws {
    let folder = try Fixtures.temporaryDirectory("animate")
    let output = folder.appendingPathComponent("i4.webp")
    let result = try CommandRunner.run([
      "solve", Self.intermediate4, "--animate", output.path, "--frame-size", "72x72",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("23 moves"))
    let info = try CommandRunner.run(["info", "--json", output.path])
    let objects = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8))
    let first = try #require((objects as? [[String: Any]])?.first)
    // The start, ten frames for each of the 23 moves, eight of the prisoner leaving; the
    // encoder merges frames that come out identical (tiny steps at this small size).
    #expect(result.standardError.contains("\(1 + 23 * 10 + 8) frames"))
    let frames = try #require(first["frames"] as? Int)
    #expect((24...239).contains(frames))
    #expect(first["width"] as? Int == 72)
  }

  @Test(arguments: ["original-1", "original-2"])
  func framesOfAScreenshotUseItsTheme(_ theme: String) throws {
    let folder = try Fixtures.temporaryDirectory("frames")
    let screenshot = folder.appendingPathComponent("shot.png")
    let render = try CommandRunner.run([
      "render", Self.intermediate4, "--theme", theme, "--size", "320x568", "-o", screenshot.path,
    ])
    #expect(render.status == 0, "\(render.standardError)")
    let steps = folder.appendingPathComponent("steps")
    let solve = try CommandRunner.run([
      "solve", screenshot.path, "--frames", steps.path, "--frame-size", "240x240",
    ])
    #expect(solve.status == 0, "\(solve.standardError)")
    let scan = try CommandRunner.run(["scan", steps.appendingPathComponent("step-000.png").path])
    #expect(scan.standardOutput.contains("theme       \(theme)"), "\(scan.standardOutput)")
  }

  /// A screenshot read with a user's theme file is drawn in that file's colours: the reading's
  /// own profile, not the theme a second automatic scan would pick (original-2 here).
  @Test func framesOfAScreenshotReadWithAThemeFileAreDrawnInIt() throws {
    let folder = try Fixtures.temporaryDirectory("frames")
    let original = try Data(contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"))
    var theme = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
    var palette = try #require(theme["palette"] as? [String: Any])
    palette["wood"] = "#3c96dc"
    palette["woodGrain"] = "#3288cc"
    theme["palette"] = palette
    theme["name"] = "painted-2"
    let themeFile = folder.appendingPathComponent("painted-2.json")
    try JSONSerialization.data(withJSONObject: theme).write(to: themeFile)
    let screenshot = folder.appendingPathComponent("shot.png")
    let render = try CommandRunner.run([
      "render", Self.intermediate4, "--theme", "original-2", "--size", "320x568",
      "-o", screenshot.path,
    ])
    #expect(render.status == 0, "\(render.standardError)")
    var firstFrames: [String: Data] = [:]
    for (name, arguments) in [
      ("read", [screenshot.path, "--theme", themeFile.path]),
      ("painted", [Self.intermediate4, "--frame-theme", themeFile.path]),
      ("shipped", [Self.intermediate4, "--frame-theme", "original-2"]),
    ] {
      let steps = folder.appendingPathComponent(name)
      let solve = try CommandRunner.run(
        ["solve"] + arguments + ["--frames", steps.path, "--frame-size", "120x120"])
      #expect(solve.status == 0, "\(solve.standardError)")
      firstFrames[name] = try Data(contentsOf: steps.appendingPathComponent("step-000.png"))
    }
    #expect(firstFrames["read"] == firstFrames["painted"])
    #expect(firstFrames["read"] != firstFrames["shipped"])
  }

  @Test func neverOverwritesAnAnimationWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("animate")
    let output = folder.appendingPathComponent("x.webp")
    try Data([1, 2, 3]).write(to: output)
    let result = try CommandRunner.run([
      "solve", "ooooooooooooAAoooooooooooooooooooooo", "--animate", output.path,
    ])
    #expect(result.status == 73)
    #expect(result.standardError.contains("x.webp: already exists; use --force to replace it"))
    #expect(try Data(contentsOf: output) == Data([1, 2, 3]))
  }

  @Test func animationMustBeWebP() throws {
    let result = try CommandRunner.run([
      "solve", Self.intermediate4, "--animate", "/tmp/solution.gif",
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("--animate writes WebP; end '/tmp/solution.gif' in .webp"))
  }

  @Test func picturesAreNotForBatches() throws {
    let result = try CommandRunner.run([
      "solve", "--batch", "/tmp/none.txt", "--frames", "/tmp/frames",
    ])
    #expect(result.status == 64)
    #expect(result.standardError.contains("not --batch"))
  }
}
