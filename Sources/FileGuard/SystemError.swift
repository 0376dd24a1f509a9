#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of `errno`, for messages.
package enum SystemError {
  /// `strerror(errno)`, read at once (before another call changes `errno`).
  package static func text(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
