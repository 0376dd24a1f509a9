import FileGuard
import ImageCodecs
import Puzzle

/// Why a corpus could not be found or one of its labelled screenshots could not be loaded.
///
/// Each case names the path at fault; `description` says what failed and what to do next.
public enum CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A PATH argument does not exist.
  case pathNotFound(path: String)
  /// The stated root of sample keys is not a folder.
  case rootNotFound(path: String)
  /// A PATH argument is a file but not an image.
  case notAnImage(path: String)
  /// A PATH argument names an image that cannot be opened as a file (a FIFO, a device).
  case unreadableFile(path: String, reason: String)
  /// A folder could not be listed.
  case unreadableFolder(path: String, reason: String)
  /// The PATH arguments hold no image at all.
  case noImages(paths: [String])
  /// The image has no label beside it.
  case missingLabel(image: String, label: String)
  /// The label exists but cannot be read.
  case unreadableLabel(label: String, reason: String)
  /// The label is malformed or describes an invalid puzzle.
  case label(PuzzleError)
  /// The label marks the image as one to reject, where a puzzle was needed.
  case rejectLabel(image: String, label: String)
  /// The image cannot be read or decoded.
  case image(ImageCodecError)
  /// `-k` and `--exclude` leave no labelled sample of `paths` (keys relative to `root`).
  case nothingSelected(paths: [String], patterns: [String], excluded: [String], root: String)

  /// `PATH: what failed; what to do`; control characters escaped.
  public var description: String { Printable.text(unescapedDescription) }

  private var unescapedDescription: String {
    switch self {
    case .pathNotFound(let path):
      "\(path): no such file or folder; give a folder of labelled screenshots or one image"
    case .rootNotFound(let path):
      "\(path): no such folder; give --root the folder the sample paths are relative to"
    case .notAnImage(let path):
      "\(path): not an image (.png, .jpg, .jpeg or .webp); give a folder or an image file"
    case .unreadableFile(let path, let reason):
      "\(path): \(reason); give a folder of labelled screenshots or an image file"
    case .unreadableFolder(let path, let reason):
      "\(path): cannot list the folder (\(reason)); check its permissions"
    case .noImages(let paths):
      "\(paths.joined(separator: ", ")): no images (.png, .jpg, .jpeg, .webp) found; "
        + "give folders holding screenshots with NAME.json labels beside them"
    case .missingLabel(let image, let label):
      "\(image): no label (\(label) not found); write a draft with `unblocker label "
        + "\(image)`, check it against the image, then calibrate again"
    case .unreadableLabel(let label, let reason):
      "\(label): cannot read the label (\(reason)); check its permissions"
    case .label(let error):
      error.description
    case .rejectLabel(let image, let label):
      "\(label): the label marks \(image) as a picture to reject (no board); calibrate only "
        + "from labelled screenshots of puzzles"
    case .image(let error):
      error.description
    case .nothingSelected(let paths, let patterns, let excluded, let root):
      "no labelled sample of \(paths.joined(separator: ", ")) is selected by -k "
        + "\(patterns.isEmpty ? "(any)" : patterns.joined(separator: ", ")) and --exclude "
        + "\(excluded.isEmpty ? "(none)" : excluded.joined(separator: ", ")); sample paths are "
        + "relative to \(root)"
    }
  }
}
