import Corpus
import FileGuard
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
  /// The label disagrees with the image where the board was located, but the location, not
  /// the label, is probably at fault: the label's blocks do not line up with the tiles and
  /// seams there (`check` holds the facts, and a place that fits better if one was found).
  case boardMisplaced(
    image: String, label: String, check: LocationCheck, disagreements: [LabelDisagreement])
  /// The profile may not be written where it was asked to go.
  case output(OutputPathError)

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
    case .output(.exists(let path)):
      return
        "\(path): the theme file exists; use --force to overwrite it, or choose another "
        + "--name or -o"
    case .output(let error):
      return error.description
    case .boardMisplaced(let image, let label, let check, let disagreements):
      return
        "\(image): \(check.description); \(label) is not blamed for the \(disagreements.count) "
        + "disagreement\(disagreements.count == 1 ? "" : "s") measured there; look at the "
        + "overlay (calibrate --annotate DIR), crop the screenshot closer to the board and its "
        + "frame, or leave it out"
    }
  }
}
