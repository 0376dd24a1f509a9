import Foundation

/// What a file held when it was read: a 64-bit FNV-1a hash of its bytes, or `absent`. A save
/// names the version it started from and is refused when the file now holds another.
enum FileVersion {
  /// The version of a file that does not exist.
  static let absent = "absent"

  /// The version of `bytes`.
  static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let text = String(hash, radix: 16)
    return "\(bytes.count)-" + String(repeating: "0", count: 16 - text.count) + text
  }

  /// The version of the file at `path` now.
  static func current(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return absent }
    return of([UInt8](data))
  }
}
