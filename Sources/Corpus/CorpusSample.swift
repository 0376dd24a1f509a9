import FileGuard
import Foundation
import ImageCodecs
import Puzzle

/// One image of a corpus and the label beside it.
public struct CorpusSample: Hashable, Sendable {
  /// The image file, as an absolute URL.
  public var image: URL
  /// The label `NAME.json` beside the image, nil when there is none.
  public var label: URL?
  /// The image's path as the user spelled it (the PATH argument, then the path below it):
  /// the name used in every report and the key of baseline comparisons.
  public var path: String
  /// The folder holding the image, spelled like `path` (`.` for the current folder).
  public var folder: String
  /// The image's path relative to the corpus's key root (`Corpus.keyRoot`), whatever folder the
  /// command ran from: the key of baseline comparisons and of `-k` selections.
  public var key: String

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - image: the image file.
  ///   - label: its label, if any.
  ///   - path: the image's display path.
  ///   - folder: the display path of its folder.
  ///   - key: its path relative to the corpus's key root; `path` by default.
  public init(image: URL, label: URL?, path: String, folder: String, key: String? = nil) {
    self.image = image
    self.label = label
    self.path = path
    self.folder = folder
    self.key = key ?? path
  }

  /// The image's file name (`phone-3.png`).
  public var name: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The label's display path (`NAME.json` beside the image), whether or not it exists.
  public var labelPath: String { Corpus.labelPath(forImage: path) }

  /// Reads and decodes the image; errors name the sample's display path.
  ///
  /// - Parameter limits: the largest image accepted.
  /// - Returns: the decoded image.
  /// - Throws: the `ImageCodecError` of reading or decoding.
  public func decodeImage(limits: ImageLimits) throws(ImageCodecError) -> DecodedImage {
    let bytes: [UInt8]
    do {
      bytes = try ImageFile.readBytes(path: image.path)
    } catch {
      throw error.attributed(to: path)
    }
    return try ImageDecoder.decode(bytes, source: path, limits: limits)
  }

  /// Reads and decodes the label; a missing or unreadable one is a malformed label.
  public func readLabel() -> Result<Label, PuzzleError> {
    guard let label else {
      return .failure(.malformedLabel(file: labelPath, detail: "missing"))
    }
    do {
      return .success(
        try LabelledScreenshot.readLabel(at: label.path, named: labelPath, image: path))
    } catch .label(let error) {
      return .failure(error)
    } catch .unreadableLabel(_, let reason) {
      return .failure(.malformedLabel(file: labelPath, detail: "cannot read the file: \(reason)"))
    } catch {
      return .failure(.malformedLabel(file: labelPath, detail: "missing"))
    }
  }
}
