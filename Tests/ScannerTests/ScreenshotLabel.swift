import Foundation
import ImageCodecs
import Imaging
import Puzzle
import TestSupport
import Testing

/// A labelled screenshot from `../shared/screenshots` (label format in DESIGN.md).
struct ScreenshotLabel: CustomTestStringConvertible, Sendable {
  /// The image file name.
  var file: String
  /// The label.
  var label: Label

  var testDescription: String { file }

  /// The image's path.
  var path: String { Fixtures.sharedScreenshots.appendingPathComponent(file).path }

  /// Decodes the image.
  func image() throws -> RGBAImage { try ImageFile.read(path: path).image }

  /// The labelled optimal move count, nil when unsolvable (only for labels that know).
  var expectedMoves: Int?? {
    switch label.optimalMoves {
    case .unknown: nil
    case .unsolvable: .some(nil)
    case .moves(let count): .some(count)
    }
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
        let label = try? Label(json: data, file: labelURL.path)
      else { return nil }
      return ScreenshotLabel(file: name, label: label)
    }
  }()
}
