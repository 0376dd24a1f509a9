import ImageCodecs
import Themes

/// Why a scan could not start: an image that cannot be read or decoded, or a theme that
/// cannot be loaded. (A scan that runs never throws: a screenshot without a board is a
/// `Reading` whose verdict is `refused`.)
public enum UnblockerError: Error, Sendable, CustomStringConvertible {
  /// The image file cannot be opened, or its content is not a supported image (PNG, JPEG,
  /// WebP); the message names the file and what to do.
  case image(String)
  /// The theme asked for is unknown, or a theme file is unreadable or malformed.
  case theme(String)

  /// What failed, on which input, and what to do.
  public var description: String {
    switch self {
    case .image(let message), .theme(let message): message
    }
  }

  /// The error of a failed decode.
  init(_ error: ImageCodecError) { self = .image(error.description) }

  /// The error of a failed theme load.
  init(_ error: ThemeError) { self = .theme(error.description) }
}
