#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names and arguments as the system's bytes, for those that are not UTF-8: Swift strings
/// cannot carry them, so they are found here and reported instead of silently dropped.
public enum RawNames {
  /// The entries of `folder` whose names are not valid UTF-8, as raw bytes, sorted.
  public static func undecodable(in folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if String(validating: bytes, as: UTF8.self) == nil { names.append(bytes) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The command-line arguments that are not valid UTF-8 (index from 1, text shown), read from
  /// the raw `argv`.
  public static func undecodableArguments() -> [(index: Int, shown: String)] {
    var found: [(Int, String)] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
        .map { UInt8(bitPattern: $0) }
      if String(validating: bytes, as: UTF8.self) == nil { found.append((index, shown(bytes))) }
    }
    return found
  }

  /// `bad\xFF.png`: valid UTF-8 as text (control characters escaped), other bytes as `\xNN`.
  public static func shown(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
      if length > 0, index + length <= bytes.count,
        let text = String(validating: bytes[index..<index + length], as: UTF8.self)
      {
        result += Printable.text(text)
        index += length
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "\\x" + (hex.count < 2 ? "0" : "") + hex
        index += 1
      }
    }
    return result
  }
}
