import Corpus
import ImageCodecs
import Puzzle
import Scanner

/// Everything that stops a calibration once its screenshots are loaded (loading errors are
/// `CorpusError`s): images without a findable board, labels that contradict their image. Each
/// case carries the file and the measured facts.
public enum CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The theme name cannot be used in a theme file or with `--theme`.
  case invalidName(String)
  /// No screenshots were given.
  case noScreenshots
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
