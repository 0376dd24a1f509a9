import FileGuard
import ImageCodecs
import Puzzle

extension LabelledScreenshot {
  /// Marks the label of the image at `imagePath` as checked by a person: removes `"draft"` and
  /// the draft's note, rewriting the file atomically (`label --accept`).
  ///
  /// - Returns: the label's path and whether it was a draft (a label that is not is left as it
  ///   is).
  /// - Throws: `CorpusError` when the label cannot be read, `ImageCodecError` when it cannot be
  ///   written.
  public static func accept(imagePath: String) throws -> (label: String, wasDraft: Bool) {
    let labelPath = Corpus.labelPath(forImage: imagePath)
    let label = try readLabel(at: labelPath, named: labelPath, image: imagePath)
    guard label.needsReview else { return (labelPath, false) }
    try ImageFile.write(bytes: [UInt8](label.accepted().jsonData()), to: labelPath, force: true)
    return (labelPath, true)
  }

  /// `label --accept`'s line for the image at `imagePath`, after `accept`: accepted (no longer
  /// a draft), or not a draft and left as it is.
  ///
  /// - Throws: what `accept` throws.
  public static func acceptLine(imagePath: String) throws -> String {
    let (label, wasDraft) = try accept(imagePath: imagePath)
    return "\(Printable.path(imagePath)): "
      + (wasDraft
        ? "accepted \(Printable.path(label)) (no longer a draft)\n"
        : "\(Printable.path(label)) is not a draft; left as it is\n")
  }
}
