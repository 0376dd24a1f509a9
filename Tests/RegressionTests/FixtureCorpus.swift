import Foundation
import ImageCodecs
import Imaging
import Puzzle
import TestSupport

/// The committed fixture corpus under `Fixtures/corpus`: what each file is, so the files can be
/// re-recorded on purpose (`UNBLOCKER_RECORD=1 swift test --filter
/// FixtureCorpusTests`) and checked to be what the tests say they are.
enum FixtureCorpus {
  /// `Tests/RegressionTests/Fixtures/corpus`.
  static let root = Fixtures.repositoryRoot
    .appendingPathComponent("Tests/RegressionTests/Fixtures/corpus")

  /// What a fixture's image file holds.
  enum Picture {
    /// A `PixelBoard` picture of a puzzle (nil: a menu), with a confidence per tile.
    case board(Puzzle?, tileConfidences: [Double]?)
    /// The first half of the PNG bytes of a puzzle's picture.
    case truncated(Puzzle)
  }

  /// What a fixture's label file holds.
  enum LabelFile {
    /// No label.
    case none
    /// A label.
    case label(Label)
    /// Raw text (a broken label).
    case text(String)
  }

  struct Entry {
    var path: String
    var picture: Picture
    var label: LabelFile
  }

  static func puzzle(_ notation: String, _ exit: String = "right:2") -> Puzzle {
    do {
      return try Puzzle(notation: notation, exit: Exit(parsing: exit))
    } catch {
      preconditionFailure("fixture puzzle \(notation) \(exit): \(error)")
    }
  }

  /// Intermediate 4, drawn with its own letters.
  static let easy = puzzle("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
  /// The same position with other letters, as its label has it.
  static let easyRelabelled = puzzle("ooZYYYXoZWVVXAAWUooTooUSoTRRUSoQQPPo")
  /// Expert 29, as drawn.
  static let expert = puzzle("BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM")
  /// Expert 29 with block K one tile to the right: the deliberately wrong label.
  static let expertWrong = puzzle("BBBCDEFGGCDEFoAADoHHIooooJIoKKoJLLMM")
  /// A daily puzzle with fixed blocks and a left exit on row 3.
  static let leftExit = puzzle("oBBoCooooDCoxooDCooAAoooEEoxoooooooo", "left:3")

  /// The tile confidences of the wrong-label picture: (4,3) is doubtful.
  static let expertConfidences: [Double] = (0..<36).map { $0 == 27 ? 0.41 : 0.97 }

  static let entries: [Entry] = [
    Entry(
      path: "phone/easy.png", picture: .board(easy, tileConfidences: nil),
      label: .label(
        Label(
          puzzle: easyRelabelled, optimalMoves: .moves(23), note: "letters differ from the scan",
          attributes: ["theme": "oak", "layout": "phone"]))),
    Entry(
      path: "phone/wrong-label.png",
      picture: .board(expert, tileConfidences: expertConfidences),
      label: .label(
        Label(
          puzzle: expertWrong, note: "deliberately wrong: K is one tile right of the picture's",
          attributes: ["theme": "oak", "layout": "phone"]))),
    Entry(
      path: "tablet/left-exit.png", picture: .board(leftExit, tileConfidences: nil),
      label: .label(
        Label(puzzle: leftExit, attributes: ["theme": "pine", "layout": "tablet"]))),
    Entry(
      path: "tablet/corrupt.png", picture: .truncated(easy),
      label: .label(
        Label(
          puzzle: easy, note: "the image is cut off",
          attributes: ["theme": "pine", "layout": "tablet"]))),
    Entry(
      path: "menus/menu.png", picture: .board(nil, tileConfidences: nil),
      label: .label(.reject(note: "a menu, not a puzzle"))),
    Entry(path: "menus/unlabelled.png", picture: .board(easy, tileConfidences: nil), label: .none),
    Entry(
      path: "labels/two-prisoners.png", picture: .board(easy, tileConfidences: nil),
      label: .text(
        "{\"board\": \"ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKAALo\", \"note\": \"two prisoners\"}\n")),
    Entry(
      path: "labels/not-json.png", picture: .board(easy, tileConfidences: nil),
      label: .text("board: ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo\n")),
  ]

  /// The bytes of an entry's image file.
  static func imageBytes(_ entry: Entry) throws -> [UInt8] {
    switch entry.picture {
    case .board(let puzzle, let confidences):
      return try ImageEncoder.encode(
        PixelBoard.image(puzzle, tileConfidences: confidences), as: .png)
    case .truncated(let puzzle):
      let bytes = try ImageEncoder.encode(PixelBoard.image(puzzle), as: .png)
      return Array(bytes.prefix(bytes.count / 2))
    }
  }

  /// The bytes of an entry's label file, nil for none.
  static func labelBytes(_ entry: Entry) -> Data? {
    switch entry.label {
    case .none: nil
    case .label(let label): label.jsonData()
    case .text(let text): Data(text.utf8)
    }
  }

  /// The label file's URL of an entry.
  static func labelURL(_ entry: Entry) -> URL {
    root.appendingPathComponent(entry.path).deletingPathExtension().appendingPathExtension("json")
  }

  /// Writes every fixture file.
  static func record() throws {
    for entry in entries {
      let url = root.appendingPathComponent(entry.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ImageFile.write(bytes: imageBytes(entry), to: url.path, force: true)
      if let label = labelBytes(entry) { try label.write(to: labelURL(entry)) }
    }
  }
}
