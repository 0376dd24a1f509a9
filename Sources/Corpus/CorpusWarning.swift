/// Something found in a corpus that is not a failure: an image without a label, or one whose
/// name cannot be read.
public struct CorpusWarning: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file concerned (display path).
  public var file: String
  /// The display path of its folder.
  public var folder: String
  /// What is wrong and what to do.
  public var message: String

  /// Creates a warning.
  public init(file: String, folder: String, message: String) {
    self.file = file
    self.folder = folder
    self.message = message
  }

  /// The warning for an image with no label beside it.
  public static func missingLabel(_ sample: CorpusSample) -> CorpusWarning {
    CorpusWarning(
      file: sample.path, folder: sample.folder,
      message:
        "no label \(sample.labelPath) beside the image; it was not checked (add the label or "
        + "move the image out of the corpus)")
  }

  /// `FILE: message`.
  public var description: String { "\(file): \(message)" }
}
