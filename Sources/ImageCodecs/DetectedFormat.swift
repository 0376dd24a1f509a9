/// What a file's first bytes say it is: one of our formats, or something we name and refuse.
public enum DetectedFormat: Hashable, Sendable {
  /// A format ImageCodecs decodes.
  case supported(ImageFormat)
  /// Anything else, named for the error message: `GIF`, `BMP`, `TIFF`, `text`, `unknown`...
  case unsupported(String)

  /// Recognises `bytes` by their magic numbers; the file name plays no part.
  ///
  /// A file cut off inside a signature still counts as that format (so that the decoder can
  /// report it as truncated rather than unknown).
  /// - Parameter bytes: The file's contents (only the first few hundred bytes are read).
  /// - Returns: The format, or the name of the unsupported one.
  public static func detect(_ bytes: [UInt8]) -> DetectedFormat {
    if matches(bytes, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return .supported(.png)
    }
    if matches(bytes, [0xFF, 0xD8, 0xFF]) { return .supported(.jpeg) }
    if matches(bytes, Array("RIFF".utf8)) {
      if bytes.count < 12 || Array(bytes[8..<12]) == Array("WEBP".utf8) {
        return .supported(.webp)
      }
      return .unsupported("RIFF (not WebP)")
    }
    if bytes.count >= 14, bytes.starts(with: Array("BM".utf8)),
      bytes[6..<10].allSatisfy({ $0 == 0 })
    {
      return .unsupported("BMP")
    }
    for (signature, name) in otherSignatures where bytes.starts(with: signature) {
      return .unsupported(name)
    }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      return .unsupported(brand.hasPrefix("avi") ? "AVIF" : "HEIF/MP4 (\(brand))")
    }
    return .unsupported(looksLikeText(bytes) ? "text" : "unknown")
  }

  /// True when `bytes` starts with `signature`, or is a non-empty prefix of it.
  private static func matches(_ bytes: [UInt8], _ signature: [UInt8]) -> Bool {
    guard !bytes.isEmpty else { return false }
    let length = min(bytes.count, signature.count)
    return bytes[0..<length].elementsEqual(signature[0..<length])
  }

  /// Signatures of formats we recognise only to name them.
  private static let otherSignatures: [([UInt8], String)] = [
    (Array("GIF87a".utf8), "GIF"), (Array("GIF89a".utf8), "GIF"),
    ([0x49, 0x49, 0x2A, 0x00], "TIFF"), ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"),
    ([0x00, 0x00, 0x01, 0x00], "ICO"),
    (Array("%PDF".utf8), "PDF"),
    (Array("8BPS".utf8), "PSD"),
    (Array("qoif".utf8), "QOI"),
    ([0xFF, 0x0A], "JPEG XL"), ([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20], "JPEG XL"),
    ([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20], "JPEG 2000"),
    ([0x50, 0x4B, 0x03, 0x04], "ZIP"),
    ([0x1F, 0x8B], "gzip"),
  ]

  /// True when the first 512 bytes are printable UTF-8 text (with tabs and line breaks).
  private static func looksLikeText(_ bytes: [UInt8]) -> Bool {
    let head = Array(bytes.prefix(512))
    let printable = head.allSatisfy { byte in
      (byte >= 0x20 && byte != 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    guard printable else { return false }
    let scalars = String(decoding: head, as: UTF8.self).unicodeScalars
    // A multi-byte character cut at byte 512 decodes to one replacement at the end.
    let body = head.count < bytes.count ? scalars.dropLast() : scalars[...]
    return !body.contains("\u{FFFD}")
  }
}
