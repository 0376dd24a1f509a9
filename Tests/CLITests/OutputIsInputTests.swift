import Foundation
import TestSupport
import Testing

/// An output is never one of the command's inputs, with or without --force, however it is
/// spelled or linked; every output is checked before the work.
@Suite("Outputs never replace inputs; outputs are checked before the work")
struct OutputIsInputTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  /// A temporary folder with `shot.png`, its label `shot.json` and a theme file `theme.json`.
  static func folder() throws -> URL {
    let folder = try Fixtures.temporaryDirectory("output-is-input")
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    let manager = FileManager.default
    try manager.copyItem(atPath: sample.path + ".png", toPath: folder.path + "/shot.png")
    try manager.copyItem(atPath: sample.path + ".json", toPath: folder.path + "/shot.json")
    try manager.copyItem(
      atPath: Fixtures.themes.appendingPathComponent("original-2.json").path,
      toPath: folder.path + "/theme.json")
    try manager.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: folder.path + "/label-link.json", withDestinationPath: "shot.json")
    try manager.createSymbolicLink(
      atPath: folder.path + "/theme-link.json", withDestinationPath: "theme.json")
    #expect(link(folder.path + "/shot.png", folder.path + "/hard.png") == 0)
    return folder
  }

  static let cases: [[String]] = [
    ["calibrate", "--name", "x", "shot.png", "-o", "shot.json", "--force"],
    ["calibrate", "--name", "x", "shot.png", "-o", "sub/../shot.json", "--force"],
    ["calibrate", "--name", "x", "shot.png", "-o", "label-link.json", "--force"],
    ["render", board, "--theme", "theme.json", "-o", "theme.png", "--force"],
    ["render", board, "--theme", "theme-link.json", "-o", "theme.png", "--force"],
    ["render", board, "--theme", "theme.json", "-o", "./sub/../theme.webp", "--force"],
    ["convert", "shot.png", "./shot.png", "--force"],
    ["convert", "shot.png", "hard.png", "--force"],
  ]

  @Test(arguments: cases)
  func refusesToWriteOverAnInput(_ arguments: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let files = ["shot.png", "shot.json", "theme.json"]
    let contents = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    let result = try CommandRunner.run(arguments, in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("--force never overwrites an input"))
    for (file, data) in zip(files, contents) {
      #expect(try Data(contentsOf: folder.appendingPathComponent(file)) == data, "\(file)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
  }

  @Test func renderChecksTheLabelBeforeWritingTheImage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // out.json is a dangling link: without --force it is an existing output.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/out.json", withDestinationPath: "nowhere/missing.json")
    let result = try CommandRunner.run(["render", Self.board, "-o", "out.png"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.png"))
  }

  @Test func calibrateChecksADanglingOutputBeforeItsWork() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/x.json", withDestinationPath: "nowhere/missing.json")
    // The label is a rejection, which calibration refuses (65): only a check before the work
    // reports the output instead.
    try Data("{\"board\": null, \"reject\": true}".utf8).write(
      to: folder.appendingPathComponent("shot.json"))
    let result = try CommandRunner.run(
      ["calibrate", "--name", "x", "shot.png", "-o", "x.json"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("error: x.json: "), "\(result.standardError)")
  }

  @Test func labelChecksADanglingLabelBeforeItsWork() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: folder.path + "/shot.png", toPath: folder.path + "/new.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/new.json", withDestinationPath: "nowhere/missing.json")
    let result = try CommandRunner.run(["label", "new.png"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(
      result.standardError
        == "error: new.json: a label exists; give --force to replace it with a new draft\n")
  }

  @Test func renderRemovesTheImageWhenItsLabelCannotBeWritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // out.json is a folder with content: --force cannot replace it with the label.
    try FileManager.default.createDirectory(
      atPath: folder.path + "/out.json/keep", withIntermediateDirectories: true)
    let result = try CommandRunner.run(
      ["render", Self.board, "-o", "out.png", "--force"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.png"))
  }

  @Test func regressRefusesAReportThatIsAHardLinkToALabel() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(link(folder.path + "/shot.json", folder.path + "/report.json") == 0)
    let label = try Data(contentsOf: folder.appendingPathComponent("shot.json"))
    let result = try CommandRunner.run(
      ["regress", "shot.png", "--json", "report.json"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("would overwrite the input"), "\(result.standardError)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("shot.json")) == label)
  }
}
