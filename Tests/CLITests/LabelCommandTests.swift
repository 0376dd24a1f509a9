import Foundation
import TestSupport
import Testing

@Suite("unblocker label")
struct LabelCommandTests {
  /// A temporary folder holding copies of shared screenshots.
  static func copies(_ names: [String]) throws -> (folder: URL, images: [String]) {
    let folder = try Fixtures.temporaryDirectory("label-command")
    var images: [String] = []
    for name in names {
      let target = folder.appendingPathComponent(name).path
      try FileManager.default.copyItem(
        atPath: Fixtures.sharedScreenshots.appendingPathComponent(name).path, toPath: target)
      images.append(target)
    }
    return (folder, images)
  }

  static func json(_ path: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: path)))
    return try #require(object as? [String: Any])
  }

  @Test func writesADraftBesideEachImageAndPrintsTheBoard() throws {
    let names = ["unblocker-E-29.jpg", "unblocker-I-4.png"]
    let files = try Self.copies(names)
    let result = try CommandRunner.run(["label"] + files.images, in: files.folder)
    #expect(result.status == 0, "\(result.standardError)")
    for (name, image) in zip(names, files.images) {
      let draftPath = (image as NSString).deletingPathExtension + ".json"
      let draft = try Self.json(draftPath)
      let truth = try Self.json(
        Fixtures.sharedScreenshots.appendingPathComponent(name).deletingPathExtension()
          .appendingPathExtension("json").path)
      #expect(draft["board"] as? String == truth["board"] as? String)
      let exit = draft["exit"] as? [String: Any]
      #expect(exit?["side"] as? String == "right")
      #expect(exit?["row"] as? Int == 2)
      #expect(draft["theme"] as? String == "original-2")
      #expect((draft["note"] as? String)?.hasPrefix("draft from unblocker label") == true)
      #expect(
        result.standardOutput.contains(
          "\(image): wrote \(draftPath) (draft: check it against the image)\n"))
      #expect(result.standardOutput.contains("  board       \(truth["board"] as? String ?? "")\n"))
    }
    // The picture of the first board, framed, with the exit as a gap.
    #expect(result.standardOutput.contains("  |BBBCDE|\n  |FGGCDE|\n  |F.AAD. \n"))
  }

  @Test func neverOverwritesALabel() throws {
    let files = try Self.copies(["unblocker-E-29.jpg"])
    let label = files.folder.appendingPathComponent("unblocker-E-29.json")
    try Data("{\"board\": null, \"reject\": true}".utf8).write(to: label)
    let result = try CommandRunner.run(["label", files.images[0]], in: files.folder)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: \(label.path): a label exists; give --force to replace it with a new draft\n")
    #expect(result.standardOutput.isEmpty)
    #expect(try Data(contentsOf: label) == Data("{\"board\": null, \"reject\": true}".utf8))
  }

  @Test func writesNoLabelForAnImageWithoutABoard() throws {
    let folder = try Fixtures.temporaryDirectory("label-command")
    // A valid 48x32 PNG: far too small to hold a board.
    let image = folder.appendingPathComponent("plain.png").path
    try FileManager.default.copyItem(
      atPath: Fixtures.repositoryRoot.appendingPathComponent(
        "Tests/ImageCodecsTests/Fixtures/valid/base.png"
      ).path, toPath: image)
    let result = try CommandRunner.run(["label", image], in: folder)
    #expect(result.status == 3)
    #expect(result.standardError.hasPrefix("error: \(image): no board found (locate): "))
    #expect(
      result.standardError.hasSuffix(
        "; no label written\nhint: no theme profile fits this screenshot; if its wood theme is "
          + "not shipped, label a few screenshots and run `unblocker calibrate` (README: "
          + "Calibrate a new theme)\n"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain.json").path))
  }

  @Test func reportsAMissingImage() throws {
    let folder = try Fixtures.temporaryDirectory("label-command")
    let missing = folder.appendingPathComponent("missing.png").path
    let result = try CommandRunner.run(["label", missing], in: folder)
    #expect(result.status == 66)
    #expect(result.standardError.hasPrefix("error: \(missing): cannot read the file ("))
  }

  @Test func usesTheGivenThemeFile() throws {
    let files = try Self.copies(["unblocker-I-4.png"])
    let theme = Fixtures.themes.appendingPathComponent("original-2.json").path
    let result = try CommandRunner.run(
      ["label", "--theme", theme, files.images[0]], in: files.folder)
    #expect(result.status == 0, "\(result.standardError)")
    let draftPath = files.folder.appendingPathComponent("unblocker-I-4.json").path
    #expect(try Self.json(draftPath)["theme"] as? String == "original-2")
  }

  @Test func rejectsAnUnknownTheme() throws {
    let files = try Self.copies(["unblocker-I-4.png"])
    let result = try CommandRunner.run(
      ["label", "--theme", "walnut", files.images[0]], in: files.folder)
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: no theme named \"walnut\"; known themes: "))
    #expect(
      !FileManager.default.fileExists(
        atPath: files.folder.appendingPathComponent("unblocker-I-4.json").path))
  }
}
