import Foundation
import TestSupport
import Testing

@Suite("unblocker calibrate")
struct CalibrateCommandTests {
  static func shared(_ name: String) -> String {
    Fixtures.sharedScreenshots.appendingPathComponent(name).path
  }

  static let pair = ["unblocker-E-29.jpg", "unblocker-I-4.png"]
  static let others = [
    "unblocker-B-7764-annotated.png", "unblocker-E-535.jpg", "unblocker-no-solution-1.jpg",
    "unblocker-no-solution-2.jpg",
  ]

  /// The board a shared screenshot's label gives.
  static func labelledBoard(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: shared(name)).deletingPathExtension().appendingPathExtension(
      "json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return try #require(object?["board"] as? String)
  }

  /// A temporary folder holding a copy of a shared screenshot as `shot.EXT` and the label text.
  static func folder(image: String, label: String?) throws -> (folder: URL, image: String) {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let ext = (image as NSString).pathExtension
    let imagePath = folder.appendingPathComponent("shot.\(ext)").path
    try FileManager.default.copyItem(atPath: shared(image), toPath: imagePath)
    if let label {
      try Data(label.utf8).write(to: folder.appendingPathComponent("shot.json"))
    }
    return (folder, imagePath)
  }

  @Test func writesAProfileThatReadsTheOtherScreenshots() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige"] + Self.pair.map(Self.shared), in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let output = result.standardOutput
    #expect(output.hasPrefix("calibrated beige from 2 screenshots\n"))
    #expect(output.contains("margins between classes the scanner must tell apart"))
    #expect(output.contains("  board / block "))
    #expect(output.contains("  seamDarkening "))
    for name in Self.pair {
      #expect(output.contains("  calibration: \(Self.shared(name)): exact\n"))
    }
    #expect(output.contains("  leave-one-out: skipped (needs 3 or more screenshots)\n"))
    #expect(output.contains("wrote themes/beige.json ("))
    let profile = folder.appendingPathComponent("themes/beige.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: profile)) as? [String: Any]
    #expect(object?["name"] as? String == "beige")
    #expect(object?["formatVersion"] as? Int == 1)

    // The profile reads the other four by file and, from ./themes, by name. Every board is
    // exact; one gap is decided at 0.31 only, so the least confidence is lowered to judge the
    // boards rather than their confidence (uncertain readings exit 5).
    for theme in ["themes/beige.json", "beige"] {
      let scan = try CommandRunner.run(
        ["scan", "--json", "--min-confidence", "0.25", "--theme", theme]
          + Self.others.map(Self.shared), in: folder)
      #expect(scan.status == 0, "\(scan.standardError)")
      let lines = scan.standardOutput.split(separator: "\n")
      #expect(lines.count == 4)
      for (line, name) in zip(lines, Self.others) {
        let summary = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(summary?["board"] as? String == (try Self.labelledBoard(name)), "\(name)")
        #expect(summary?["theme"] as? String == "beige")
      }
    }
  }

  @Test func refusesToOverwriteAProfileWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let themes = folder.appendingPathComponent("themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    let existing = themes.appendingPathComponent("beige.json")
    try Data("keep me".utf8).write(to: existing)
    let arguments = ["calibrate", "--name", "beige", Self.shared(Self.pair[0])]
    let refused = try CommandRunner.run(arguments, in: folder)
    #expect(refused.status == 73)
    #expect(
      refused.standardError
        == "error: themes/beige.json: the theme file exists; use --force to overwrite it, or "
        + "choose another --name or -o\n")
    #expect(try Data(contentsOf: existing) == Data("keep me".utf8))
  }

  @Test func overwritesWithForceAndWritesWhereAsked() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let target = folder.appendingPathComponent("walnut-ish.json")
    try Data("old".utf8).write(to: target)
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", "--force", "-o", target.path, Self.shared(Self.pair[0])],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: target)) as? [String: Any]
    #expect(object?["name"] as? String == "beige")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("themes").path))
  }

  @Test func printsJSON() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", "--json", Self.shared(Self.pair[0])], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["output"] as? String == "themes/beige.json")
    #expect(try SchemaValidator(named: "calibrate").problems(object) == [])
    #expect(!JSONSchemaTests.holdsNull(object))
    let calibration = try #require(object["calibration"] as? [String: Any])
    let profile = try #require(calibration["profile"] as? [String: Any])
    #expect(profile["name"] as? String == "beige")
    let margins = try #require(calibration["margins"] as? [[String: Any]])
    #expect(margins.count == 17)
    #expect(margins.first?["first"] as? String == "board")
    #expect(margins.first?["second"] as? String == "block")
    let validation = try #require(object["validation"] as? [String: Any])
    let checks = try #require(validation["checks"] as? [[String: Any]])
    #expect(checks.count == 1)
    #expect((checks.first?["differences"] as? [String])?.isEmpty == true)
  }

  @Test func rejectsAnImageWithNoLabel() throws {
    let files = try Self.folder(image: Self.pair[0], label: nil)
    let label = files.folder.appendingPathComponent("shot.json").path
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", files.image], in: files.folder)
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: \(files.image): no label (\(label) not found); write a draft with `unblocker "
        + "label \(files.image)`, check it against the image, then calibrate again\n")
    #expect(
      !FileManager.default.fileExists(atPath: files.folder.appendingPathComponent("themes").path))
  }

  @Test func rejectsMalformedLabelJSON() throws {
    let files = try Self.folder(image: Self.pair[0], label: "{ not json")
    let label = files.folder.appendingPathComponent("shot.json").path
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", files.image], in: files.folder)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: \(label): not a valid label: not JSON at line 1, column 3: expected a key in "
        + "double quotes, found 'n'; a label is "
        + #"{"board": "36 characters", "exit": {"side": "right", "row": 2}} or "#
        + #"{"board": null, "reject": true}"# + "\n")
  }

  @Test func rejectsALabelThatBreaksTheRules() throws {
    let files = try Self.folder(
      image: Self.pair[0],
      label:
        #"{"board": "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM", "exit": {"side": "left", "row": 3}}"#)
    let label = files.folder.appendingPathComponent("shot.json").path
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", files.image], in: files.folder)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "error: \(label): board: prisoner A is in row 2 but the exit is left:3; give the exit "
        + "of row 2 (e.g. --exit right:2); fix the label (or write a new draft with `unblocker "
        + "label`)\n")
  }

  @Test func namesTheTilesOfALabelThatDoesNotMatch() throws {
    let files = try Self.folder(
      image: Self.pair[0], label: #"{"board": "BBBCDEFGGCDEFoAADoHHIoNNoJIKKooJLLMM"}"#)
    let label = files.folder.appendingPathComponent("shot.json").path
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", files.image], in: files.folder)
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix(
        "error: \(label) does not match \(files.image): tile (3,4): label block, colours say "
          + "empty (share "))
    #expect(result.standardError.contains("; tile (3,5): label block, colours say empty (share "))
  }

  @Test(arguments: ["Walnut", "auto", "dark walnut"])
  func rejectsAnUnusableName(_ name: String) throws {
    let result = try CommandRunner.run(["calibrate", "--name", name, Self.shared(Self.pair[0])])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--name: theme name \"\(name)\" is not usable: a name is lowercase letters, digits and "
          + "'-' (not \"auto\"); choose another --name"))
  }

  @Test func runsLeaveOneOutWithThreeScreenshots() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let images = ["unblocker-E-29.jpg", "unblocker-I-4.png", "unblocker-no-solution-2.jpg"]
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige"] + images.map(Self.shared), in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    for name in images {
      #expect(result.standardOutput.contains("  leave-one-out: \(Self.shared(name)): exact\n"))
    }
  }

  /// Renders `board` with `arguments` into `folder` (image and label) with `unblocker render`.
  static func render(
    _ board: String, _ name: String, in folder: URL, _ arguments: [String]
  ) throws -> String {
    let image = folder.appendingPathComponent(name).path
    let result = try CommandRunner.run(["render", board, "-o", image] + arguments, in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    return image
  }

  @Test func failsValidationWhenLeaveOneOutMisreadsATile() throws {
    // A theme whose fixed blocks are steel blue: only one of three screenshots shows one, so the
    // profile fitted without it cannot read it.
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let shipped = Fixtures.themes.appendingPathComponent("original-2.json")
    var theme = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: shipped)) as? [String: Any])
    var palette = try #require(theme["palette"] as? [String: Any])
    palette["fixedBlock"] = "#4a6a9a"
    theme["palette"] = palette
    theme["name"] = "steel"
    let themeFile = folder.appendingPathComponent("steel-truth.json")
    try JSONSerialization.data(withJSONObject: theme).write(to: themeFile)
    let common = ["--theme", themeFile.path, "--layout", "old-phone"]
    let daily = try Self.render(
      "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "daily.png", in: folder, common + ["--seed", "21"])
    let first = try Self.render(
      "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM", "first.png", in: folder, common + ["--seed", "22"])
    let second = try Self.render(
      "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "second.png", in: folder, common + ["--seed", "23"])
    let result = try CommandRunner.run(
      ["calibrate", "--name", "steel", daily, first, second], in: folder)
    #expect(result.status == 4)
    for image in [daily, first, second] {
      #expect(result.standardOutput.contains("  calibration: \(image): exact\n"))
    }
    #expect(
      result.standardOutput.contains(
        "  leave-one-out: \(daily): FAILED\n    tile (0,3): read empty, label fixed\n"))
    #expect(
      result.standardError
        == "error: \(daily): leave-one-out scan differs from its label: tile (0,3): read empty, "
        + "label fixed\nerror: validation failed; themes/steel.json may misread this theme: check "
        + "the labels named above, add screenshots, and calibrate again with --force\n")
    // The profile is still written, for inspection.
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("themes/steel.json").path))
  }

  @Test func failsValidationWhenABoardOnlyCropHidesTheExit() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-command")
    let image = try Self.render(
      "EDCBBBEDCGGFoDAAoFoooIHHoKKIJoMMLLJo", "crop.png", in: folder,
      ["--exit", "left:2", "--layout", "board-only", "--seed", "13"])
    let result = try CommandRunner.run(["calibrate", "--name", "crop", image], in: folder)
    #expect(result.status == 4)
    #expect(
      result.standardError.hasPrefix(
        "error: \(image): calibration scan differs from its label: exit: read right:2, label "
          + "left:2\n"))
  }
}
