import Foundation

/// Short texts for file-system and decoding errors.
package enum FileProblem {
  /// The system's message for a file error (`No such file or directory`).
  package static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey].flatMap { $0 as? any Error }
    let posix = (underlying ?? error) as NSError
    if posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    return nsError.localizedDescription
  }
}
