import Foundation

/// Short texts for file-system and decoding errors.
enum FileProblem {
  /// The system's message for a file error (`No such file or directory`).
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey].flatMap { $0 as? any Error }
    let posix = (underlying ?? error) as NSError
    if posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    return nsError.localizedDescription
  }

  /// `samples.3.status: ...`: the coding path and what was wrong there.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return keys.isEmpty ? "" : keys.joined(separator: ".") + ": "
    }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return path(context) + context.debugDescription
    case .keyNotFound(let key, let context):
      return path(context) + "missing key \"\(key.stringValue)\""
    @unknown default:
      return "unreadable"
    }
  }
}
