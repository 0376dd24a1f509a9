import ImageCodecs
import Puzzle
import Scanner

/// Everything that stops a calibration: missing or bad labels, images without a findable
/// board, labels that contradict their image. Each case carries the file and the measured facts.
public enum CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The theme name cannot be used in a theme file or with `--theme`.
  case invalidName(String)
  /// No screenshots were given.
  case noScreenshots
  /// The image cannot be read or decoded.
  case image(ImageCodecError)
  /// No `NAME.json` beside the image.
  case missingLabel(image: String, label: String)
  /// The label file exists but cannot be read.
  case unreadableLabel(label: String, reason: String)
  /// The label is not JSON of the label format, or its board breaks the rules.
  case label(PuzzleError)
  /// The label says the image is to be rejected: it shows no board to learn from.
  case rejectLabel(image: String, label: String)
  /// The board could not be located without knowing the theme.
  case boardNotFound(image: String, reason: ScanError)
  /// The label disagrees with what the image's colours say.
  case labelMismatch(image: String, label: String, disagreements: [LabelDisagreement])

  /// `FILE: what failed; what to do`.
  public var description: String {
    switch self {
    case .invalidName(let name):
      return
        "theme name \"\(name)\" is not usable: a name is lowercase letters, digits and '-' "
        + "(not \"auto\"); choose another --name"
    case .noScreenshots:
      return "no screenshots given; calibrate needs at least one labelled screenshot"
    case .image(let error):
      return error.description
    case .missingLabel(let image, let label):
      return
        "\(image): no label (\(label) not found); write a draft with `unblocker label "
        + "\(image)`, check it against the image, then calibrate again"
    case .unreadableLabel(let label, let reason):
      return "\(label): cannot read the label (\(reason)); check its permissions"
    case .label(let error):
      return error.description
    case .rejectLabel(let image, let label):
      return
        "\(label): the label marks \(image) as a picture to reject (no board); calibrate only "
        + "from labelled screenshots of puzzles"
    case .boardNotFound(let image, let reason):
      return
        "\(image): the board could not be located (\(reason.description)); use a screenshot "
        + "that shows the whole board"
    case .labelMismatch(let image, let label, let disagreements):
      let shown = disagreements.prefix(6).map(\.description).joined(separator: "; ")
      let more = disagreements.count > 6 ? "; and \(disagreements.count - 6) more" : ""
      return
        "\(label) does not match \(image): \(shown)\(more); fix the label (compare it with "
        + "`unblocker label`'s draft) or leave the image out"
    }
  }
}
