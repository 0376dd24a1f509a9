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

  /// Reads an image and the label beside it (`NAME.json` for `NAME.png`).
  ///
  /// - Parameter imagePath: the image file.
  /// - Returns: the labelled screenshot.
  /// - Throws: `CorpusError.missingLabel`, `.unreadableLabel`, `.label` (malformed or
  ///   invalid), `.rejectLabel`, or `.image` when the image cannot be decoded.
  public static func load(imagePath: String) throws(CorpusError) -> LabelledScreenshot {
    let labelPath = Corpus.labelPath(forImage: imagePath)
    let label = try readLabel(at: labelPath, named: labelPath, image: imagePath)
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

  /// Reads and checks a label: the one way every label is loaded.
  ///
  /// - Parameters:
  ///   - file: the label file to read.
  ///   - name: the label's name in messages (a display path).
  ///   - image: the image's name in messages.
  /// - Returns: the label (a puzzle, or a reject).
  /// - Throws: `CorpusError.missingLabel`, `.unreadableLabel`, or `.label` (malformed or
  ///   invalid).
  public static func readLabel(at file: String, named name: String, image: String)
    throws(CorpusError) -> Label
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
      throw .missingLabel(image: image, label: name)
    }
    guard !isDirectory.boolValue else {
      throw .unreadableLabel(label: name, reason: "a folder, not a file")
    }
    let data: Data
    do {
      data = Data(try InputFile.read(file))
    } catch {
      throw .unreadableLabel(label: name, reason: error.reason)
    }
    do {
      return try Label(json: data, file: name)
    } catch {
      throw .label(error)
    }
  }
}
