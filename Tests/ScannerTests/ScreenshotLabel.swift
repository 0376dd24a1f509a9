import Foundation
import ImageCodecs
import Imaging
import Puzzle
import TestSupport
import Testing

/// A labelled screenshot from `../shared/screenshots` (format in DESIGN.md).
struct ScreenshotLabel: CustomTestStringConvertible, Sendable {
  /// The image file name.
  var file: String
  /// The expected board, nil for an image to reject.
  var board: String?
  /// The expected exit.
  var exit: Exit
  /// The optimal move count: `.some(nil)` when unsolvable, nil when unknown.
  var optimalMoves: Int??

  var testDescription: String { file }

  /// The image's path.
  var path: String { Fixtures.sharedScreenshots.appendingPathComponent(file).path }

  /// Decodes the image.
  func image() throws -> RGBAImage { try ImageFile.read(path: path).image }

  /// The expected puzzle.
  func puzzle() throws -> Puzzle? {
    guard let board else { return nil }
    return try Puzzle(notation: board, exit: exit)
  }

  /// Every labelled image in `../shared/screenshots`, in name order.
  static let all: [ScreenshotLabel] = {
    let folder = Fixtures.sharedScreenshots
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name -> ScreenshotLabel? in
      let url = folder.appendingPathComponent(name)
      guard ["png", "jpg", "jpeg", "webp"].contains(url.pathExtension.lowercased()) else {
        return nil
      }
      let labelURL = url.deletingPathExtension().appendingPathExtension("json")
      guard let data = try? Data(contentsOf: labelURL),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      var exit = Exit.standard
      if let exitObject = object["exit"] as? [String: Any],
        let side = exitObject["side"] as? String,
        let row = exitObject["row"] as? Int
      {
        exit = (try? Exit(parsing: "\(side):\(row)")) ?? .standard
      }
      var optimal: Int??
      if object.keys.contains("optimalMoves") {
        optimal = .some(object["optimalMoves"] as? Int)
      }
      return ScreenshotLabel(
        file: name, board: object["board"] as? String, exit: exit, optimalMoves: optimal)
    }
  }()
}
