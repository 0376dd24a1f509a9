import Foundation
import TestSupport
import Testing

@Suite("unblocker render")
struct RenderCommandTests {
  static let intermediate4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  func label(_ url: URL) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: Any])
  }

  @Test func writesImageAndLabelBesideIt() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let output = folder.appendingPathComponent("i4.png")
    let result = try CommandRunner.run([
      "render", Self.intermediate4, "--layout", "tall-phone", "--size", "200x356",
      "--theme", "original-2", "--optimal-moves", "23", "--seed", "9", "-o", output.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("200x356"))
    let info = try CommandRunner.run(["info", output.path])
    #expect(info.standardOutput.contains("PNG 200x356"))
    let json = try label(folder.appendingPathComponent("i4.json"))
    #expect(json["board"] as? String == Self.intermediate4)
    #expect(json["optimalMoves"] as? Int == 23)
    #expect((json["exit"] as? [String: Any])?["side"] as? String == "right")
    #expect(json["theme"] as? String == "original-2")
    #expect(json["layout"] as? String == "tall-phone")
    #expect(json["seed"] as? Int == 9)
    #expect(
      json["boardRect"] as? [String: Int] == ["x": 7, "y": 104, "width": 186, "height": 186])
    #expect(json["tileSize"] is Double)
  }

  @Test func sameSeedWritesSameBytes() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    var files: [Data] = []
    for name in ["a.png", "b.png"] {
      let output = folder.appendingPathComponent(name)
      let result = try CommandRunner.run([
        "render", Self.intermediate4, "--layout", "board-only", "--size", "120x120", "--seed",
        "4", "--noise", "3", "-o", output.path,
      ])
      #expect(result.status == 0, "\(result.standardError)")
      files.append(try Data(contentsOf: output))
    }
    #expect(files[0] == files[1])
  }

  @Test func neverOverwritesWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let output = folder.appendingPathComponent("x.jpg")
    let arguments = [
      "render", Self.intermediate4, "--layout", "board-only", "--size", "96x96", "-o", output.path,
    ]
    #expect(try CommandRunner.run(arguments).status == 0)
    let again = try CommandRunner.run(arguments)
    #expect(again.status == 73)
    #expect(
      again.standardError == "error: \(output.path): already exists; use --force to replace it\n")
    #expect(try CommandRunner.run(arguments + ["--force"]).status == 0)
  }

  @Test func refusesWhenOnlyTheLabelExists() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let labelPath = folder.appendingPathComponent("x.json")
    try Data("{}".utf8).write(to: labelPath)
    let result = try CommandRunner.run([
      "render", Self.intermediate4, "--layout", "board-only", "--size", "96x96", "-o",
      folder.appendingPathComponent("x.webp").path,
    ])
    #expect(result.status == 73)
    #expect(result.standardError.contains("x.json: already exists"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.webp").path))
  }

  @Test func writesRejectLabels() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let output = folder.appendingPathComponent("menu.png")
    let result = try CommandRunner.run([
      "render", "--reject", "menu", "--layout", "old-phone", "-o", output.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let json = try label(folder.appendingPathComponent("menu.json"))
    #expect(json["board"] is NSNull)
    #expect(json["reject"] as? Bool == true)
  }

  @Test func writesNullForUnsolvableBoards() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let output = folder.appendingPathComponent("stuck.png")
    let result = try CommandRunner.run([
      "render", "oooooBoooooBoooAABooooooCDEFGHCDEFGH", "--solve", "--layout", "board-only",
      "--size", "96x96", "-o", output.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let json = try label(folder.appendingPathComponent("stuck.json"))
    #expect(json["optimalMoves"] is NSNull)
  }

  @Test func unknownThemeIsInvalidInput() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let result = try CommandRunner.run([
      "render", Self.intermediate4, "--theme", "no-such-theme", "-o",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: no theme named \"no-such-theme\""))
  }

  @Test func decoyWithoutRoomIsUsageError() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let result = try CommandRunner.run([
      "render", Self.intermediate4, "--layout", "board-only", "--size", "96x96", "--decoy", "-o",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "error: layout board-only at 96x96 leaves no room for a decoy board outside the main "
        + "board; use another layout or a larger size\n")
  }

  @Test func invalidBoardIsInvalidInput() throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let result = try CommandRunner.run([
      "render", "oooooooooooooooooooooooooooooooooooo", "-o",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.status == 65)
    #expect(result.standardError.contains("no prisoner"))
  }

  @Test(arguments: [
    (["--size", "12x12"], "--size"),
    (["--scale", "9"], "scale 9.0 is out of range"),
    (["--noise=-2"], "noise -2.0 is out of range"),
    (["--optimal-moves", "many"], "--optimal-moves 'many'"),
    (["--exit", "up:2"], "--exit"),
    (["--jpeg-quality", "0"], "jpeg quality 0.0 is out of range"),
  ])
  func rejectsBadOptions(_ extra: [String], _ message: String) throws {
    let folder = try Fixtures.temporaryDirectory("render")
    let result = try CommandRunner.run(
      ["render", Self.intermediate4, "-o", folder.appendingPathComponent("x.png").path] + extra)
    #expect(result.status == 64)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func rejectsOutputWithoutExtension() throws {
    let result = try CommandRunner.run(["render", Self.intermediate4, "-o", "/tmp/noextension"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("cannot tell the image format of '/tmp/noextension'"))
  }

  @Test func needsBoardOrReject() throws {
    let result = try CommandRunner.run(["render", "-o", "/tmp/x.png"])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("give a BOARD (notation or board file) or --reject SCREEN"))
  }
}
