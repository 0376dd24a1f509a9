import Calibration
import Corpus
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import TestSupport
import Testing

@Suite("Bad labels and images give clear errors")
struct LabelErrorTests {
  /// A folder holding a copy of a shared screenshot as `shot.EXT` and, if given, `shot.json`.
  static func folder(image: String, label: String?) throws -> (image: String, label: String) {
    let folder = try Fixtures.temporaryDirectory("calibration-labels")
    let ext = (image as NSString).pathExtension
    let imagePath = folder.appendingPathComponent("shot.\(ext)").path
    let labelPath = folder.appendingPathComponent("shot.json").path
    try FileManager.default.copyItem(atPath: SharedScreenshots.path(image), toPath: imagePath)
    if let label { try Data(label.utf8).write(to: URL(fileURLWithPath: labelPath)) }
    return (imagePath, labelPath)
  }

  /// Calibrates from one screenshot and returns the error.
  static func error(_ shots: [LabelledScreenshot]) -> CalibrationError? {
    do {
      _ = try SharedScreenshots.calibrator.calibrate(name: "bad", screenshots: shots)
      return nil
    } catch {
      return error
    }
  }

  /// A real screenshot with another label.
  static func relabelled(_ name: String, _ notation: String, exit: Exit = .standard) throws
    -> LabelledScreenshot
  {
    let shot = try SharedScreenshots.load(name)
    return LabelledScreenshot(
      imagePath: shot.imagePath, labelPath: "relabelled.json", image: shot.image,
      puzzle: try Puzzle(notation: notation, exit: exit))
  }

  @Test func rejectsAnImageWithNoLabel() throws {
    let files = try Self.folder(image: "unblocker-E-29.jpg", label: nil)
    #expect(throws: CorpusError.missingLabel(image: files.image, label: files.label)) {
      try LabelledScreenshot.load(imagePath: files.image)
    }
    #expect(
      CorpusError.missingLabel(image: files.image, label: files.label).description
        == "\(files.image): no label (\(files.label) not found); write a draft with "
        + "`unblocker label \(files.image)`, check it against the image, then calibrate again")
  }

  @Test func rejectsMalformedJSON() throws {
    let files = try Self.folder(image: "unblocker-E-29.jpg", label: "{\"board\": ")
    #expect(
      throws: CorpusError.label(
        .malformedLabel(
          file: files.label,
          detail: "not JSON at line 1, column 11: the file ends where a value was expected"))
    ) {
      try LabelledScreenshot.load(imagePath: files.image)
    }
  }

  @Test func rejectsALabelWhoseBoardBreaksTheRules() throws {
    // Row 2 holds three prisoner cells.
    let notation = "BBBCDEFGGCDEFAAADoHHIooooJIKKooJLLMM"
    let files = try Self.folder(image: "unblocker-E-29.jpg", label: "{\"board\": \"\(notation)\"}")
    var rule: PuzzleError?
    do { _ = try Board(notation: notation) } catch { rule = error }
    let broken = try #require(rule)
    #expect(
      throws: CorpusError.label(
        .invalidLabel(file: files.label, problem: "board: \(broken.description)"))
    ) {
      try LabelledScreenshot.load(imagePath: files.image)
    }
  }

  @Test func rejectsARejectLabel() throws {
    let files = try Self.folder(
      image: "unblocker-E-29.jpg", label: "{\"board\": null, \"reject\": true}")
    #expect(throws: CorpusError.rejectLabel(image: files.image, label: files.label)) {
      try LabelledScreenshot.load(imagePath: files.image)
    }
  }

  @Test func rejectsAnEmptyImageFile() throws {
    let files = try Self.folder(
      image: "unblocker-E-29.jpg", label: "{\"board\": \"BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM\"}")
    try Data().write(to: URL(fileURLWithPath: files.image))
    #expect(throws: CorpusError.image(.emptyFile(path: files.image))) {
      try LabelledScreenshot.load(imagePath: files.image)
    }
  }

  @Test func namesTheTilesWhereTheLabelShowsABlockOnEmptyBoard() throws {
    // E-29 with an extra block N on the empty tiles (3,4) and (3,5).
    let shot = try Self.relabelled("unblocker-E-29.jpg", "BBBCDEFGGCDEFoAADoHHIoNNoJIKKooJLLMM")
    let error = try #require(Self.error([shot]))
    guard case .labelMismatch(let image, let label, let disagreements) = error else {
      Issue.record("expected a label mismatch, got \(error)")
      return
    }
    #expect(image == shot.imagePath)
    #expect(label == "relabelled.json")
    let tiles = disagreements.compactMap { disagreement -> String? in
      guard case .tile(let cell, let label, let measured, _) = disagreement else { return nil }
      return "\(cell) \(label) \(measured)"
    }
    #expect(tiles == ["(3,4) block empty", "(3,5) block empty"])
    #expect(disagreements.count == 2)
    #expect(
      error.description.hasPrefix(
        "relabelled.json does not match \(shot.imagePath): tile (3,4): label block, colours say "
          + "empty (share "))
    #expect(
      error.description.hasSuffix(
        "; fix the label (compare it with `unblocker label`'s draft) or leave the image out"))
  }

  @Test func namesTheGapsWhereTheLabelGroupsTilesWrongly() throws {
    // no-solution-2 shows six vertical blocks in the two bottom rows; the label makes them
    // horizontal pairs.
    let shot = try Self.relabelled(
      "unblocker-no-solution-2.jpg", "oooooBoooooBoooAABooooooCCDDEEFFGGHH")
    let error = try #require(Self.error([shot]))
    guard case .labelMismatch(_, _, let disagreements) = error else {
      Issue.record("expected a label mismatch, got \(error)")
      return
    }
    var splits: [String] = []
    var joins: [String] = []
    for disagreement in disagreements {
      guard case .seam(let first, let second, let labelSplit, _, _) = disagreement else {
        Issue.record("unexpected \(disagreement)")
        continue
      }
      if labelSplit {
        splits.append("\(first)\(second)")
      } else {
        joins.append("\(first)\(second)")
      }
    }
    #expect(
      joins.sorted() == [
        "(4,0)(4,1)", "(4,2)(4,3)", "(4,4)(4,5)", "(5,0)(5,1)", "(5,2)(5,3)", "(5,4)(5,5)",
      ])
    #expect(splits.sorted() == (0..<6).map { "(4,\($0))(5,\($0))" })
  }

  @Test func namesTheExitWhereTheLabelPutsItElsewhere() throws {
    let shot = try Self.relabelled(
      "unblocker-E-29.jpg", "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM",
      exit: try Exit(side: .left, row: 2))
    let error = Self.error([shot])
    #expect(
      error
        == .labelMismatch(
          image: shot.imagePath, label: "relabelled.json",
          disagreements: [.exit(label: try Exit(side: .left, row: 2), seen: .standard)]))
    #expect(
      error?.description
        == "relabelled.json does not match \(shot.imagePath): exit: label left:2, the notch in "
        + "the frame is at right:2; fix the label (compare it with `unblocker label`'s draft) or "
        + "leave the image out")
  }

  @Test func rejectsAnImageWithNoBoard() throws {
    let image = RGBAImage(width: 300, height: 400, fill: RGBA(red: 200, green: 180, blue: 120))
    let shot = LabelledScreenshot(
      imagePath: "plain.png", labelPath: "plain.json", image: image,
      puzzle: try Puzzle(notation: "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM"))
    let error = try #require(Self.error([shot]))
    guard case .boardNotFound(let path, let reason) = error else {
      Issue.record("expected no board, got \(error)")
      return
    }
    #expect(path == "plain.png")
    #expect(reason.stage == .locate)
    #expect(
      error.description
        == "plain.png: the board could not be located (\(reason.description)); use a screenshot "
        + "that shows the whole board")
  }

  @Test(arguments: ["", "auto", "Walnut", "dark walnut", "walnut_2"])
  func rejectsAnUnusableName(_ name: String) throws {
    let shot = try SharedScreenshots.load("unblocker-E-29.jpg")
    #expect(throws: CalibrationError.invalidName(name)) {
      try SharedScreenshots.calibrator.calibrate(name: name, screenshots: [shot])
    }
  }

  @Test func rejectsNoScreenshots() {
    #expect(throws: CalibrationError.noScreenshots) {
      try SharedScreenshots.calibrator.calibrate(name: "empty", screenshots: [])
    }
  }
}
