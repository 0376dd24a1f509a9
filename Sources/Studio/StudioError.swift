import HTTPTypes

/// Everything a studio request can be refused for: each case carries the HTTP status and the
/// message a person reads (for library errors, the same message the command line prints).
public struct StudioError: Error, Sendable, CustomStringConvertible {
  /// The HTTP status of the answer.
  public var status: HTTPResponse.Status
  /// The message, as the command line would print it after `error: `.
  public var message: String
  /// A short machine-readable kind (`notFound`, `conflict`, `invalidInput`, ...).
  public var kind: String

  /// Creates an error.
  public init(_ status: HTTPResponse.Status, _ kind: String, _ message: String) {
    self.status = status
    self.kind = kind
    self.message = message
  }

  public var description: String { message }

  /// A path that does not name a file inside the served folders (escapes look the same).
  static func notFound(_ path: String) -> StudioError {
    StudioError(.notFound, "notFound", "\(path): no such file in the served folders")
  }

  /// Input the library refused, with its message.
  static func invalid(_ message: String) -> StudioError {
    StudioError(.unprocessableContent, "invalidInput", message)
  }

  /// A request that is malformed as HTTP or JSON.
  static func badRequest(_ message: String) -> StudioError {
    StudioError(.badRequest, "badRequest", message)
  }
}
