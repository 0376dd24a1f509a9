import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle

/// A screenshot and its label: the image, the puzzle it shows, and where both came from.
public struct LabelledScreenshot: Sendable {
  /// The image file, as given (for messages).
  public var imagePath: String
  /// The label file (for messages).
  public var labelPath: String
  /// The decoded pixels.
  public var image: RGBAImage
  /// The puzzle the label says the image shows.
  public var puzzle: Puzzle

  /// Creates a labelled screenshot from values already in memory (renders, tests).
  ///
  /// - Parameters:
  ///   - imagePath: a name for messages.
  ///   - labelPath: a name for messages.
  ///   - image: the pixels.
  ///   - puzzle: the labelled puzzle.
  public init(imagePath: String, labelPath: String, image: RGBAImage, puzzle: Puzzle) {
    self.imagePath = imagePath
    self.labelPath = labelPath
    self.image = image
    self.puzzle = puzzle
  }

  /// The label path of an image: the same path with the extension replaced by `.json`.
  public static func labelPath(forImage path: String) -> String {
    let name =
      path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    let folder = path.dropLast(name.count)
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    return folder + (stem.isEmpty ? name : stem) + ".json"
  }

  /// Reads an image and the label beside it (`NAME.json` for `NAME.png`).
  ///
  /// - Parameter imagePath: the image file.
  /// - Returns: the labelled screenshot.
  /// - Throws: `CalibrationError.missingLabel`, `.unreadableLabel`, `.label` (malformed or
  ///   invalid), `.rejectLabel`, or `.image` when the image cannot be decoded.
  public static func load(imagePath: String) throws(CalibrationError) -> LabelledScreenshot {
    let labelPath = labelPath(forImage: imagePath)
    let label = try readLabel(imagePath: imagePath, labelPath: labelPath)
    guard let puzzle = label.puzzle else {
      throw .rejectLabel(image: imagePath, label: labelPath)
    }
    let image: RGBAImage
    do {
      image = try ImageFile.read(path: imagePath).image
    } catch {
      throw .image(error)
    }
    return LabelledScreenshot(
      imagePath: imagePath, labelPath: labelPath, image: image, puzzle: puzzle)
  }

  private static func readLabel(imagePath: String, labelPath: String) throws(CalibrationError)
    -> Label
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: labelPath, isDirectory: &isDirectory) else {
      throw .missingLabel(image: imagePath, label: labelPath)
    }
    guard !isDirectory.boolValue else {
      throw .unreadableLabel(label: labelPath, reason: "a folder, not a file")
    }
    let data: Data
    do {
      data = Data(try InputFile.read(labelPath))
    } catch {
      throw .unreadableLabel(label: labelPath, reason: error.reason)
    }
    do {
      return try Label(json: data, file: labelPath)
    } catch {
      throw .label(error)
    }
  }
}
