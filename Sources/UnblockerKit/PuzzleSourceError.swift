import ImageCodecs
import Themes

/// Why a puzzle could not be read from its source (`solve`'s argument): the message names the
/// input and what to do.
public enum PuzzleSourceError: Error, Sendable, CustomStringConvertible {
  /// A board file or standard input that cannot be read.
  case unreadable(String)
  /// A board that is not valid (notation, board file or standard input).
  case invalidBoard(String)
  /// A screenshot that cannot be read or decoded.
  case image(ImageCodecError)
  /// A theme that cannot be loaded.
  case theme(ThemeError)
  /// A screenshot in which no board was found.
  case noBoard(String)
  /// A screenshot whose board was read below the least confidence.
  case uncertain(String)

  /// What failed, on which input, and what to do.
  public var description: String {
    switch self {
    case .unreadable(let message), .invalidBoard(let message), .noBoard(let message),
      .uncertain(let message):
      message
    case .image(let error): error.description
    case .theme(let error): error.description
    }
  }
}
