import CImageCodecs
import Imaging

/// The one place where CImageCodecs is called and its statuses become `ImageCodecError`s.
enum CodecBridge {
  /// The C header facts of one file.
  typealias Header = CImageCodecs_Info

  /// Reads the header of `bytes` (already recognised as `format`).
  static func inspect(_ bytes: [UInt8], format: ImageFormat, path: String) throws(ImageCodecError)
    -> Header
  {
    var info = CImageCodecs_Info()
    var message = CImageCodecs_Message()
    let status = bytes.withUnsafeBufferPointer { data in
      switch format {
      case .png: CImageCodecs_inspectPNG(data.baseAddress, data.count, &info, &message)
      case .jpeg: CImageCodecs_inspectJPEG(data.baseAddress, data.count, &info, &message)
      case .webp: CImageCodecs_inspectWebP(data.baseAddress, data.count, &info, &message)
      }
    }
    try check(status, message, path: path, format: format)
    return info
  }

  /// Decodes `bytes` into a new `width` x `height` RGBA image (the header's stored size).
  static func decode(
    _ bytes: [UInt8], format: ImageFormat, width: Int, height: Int, path: String
  ) throws(ImageCodecError) -> RGBAImage {
    precondition(MemoryLayout<RGBA>.size == 4 && MemoryLayout<RGBA>.stride == 4)
    let count = width * height
    var message = CImageCodecs_Message()
    var status = CImageCodecs_Status.OK
    let pixels = bytes.withUnsafeBufferPointer { data in
      [RGBA](unsafeUninitializedCapacity: count) { buffer, initialized in
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
        let capacity = count * 4
        status =
          switch format {
          case .png: CImageCodecs_decodePNG(data.baseAddress, data.count, raw, capacity, &message)
          case .jpeg:
            CImageCodecs_decodeJPEG(data.baseAddress, data.count, raw, capacity, &message)
          case .webp:
            CImageCodecs_decodeWebP(data.baseAddress, data.count, raw, capacity, &message)
          }
        // RGBA is four bytes with no padding, so the bytes written are the pixels.
        initialized = status == .OK ? count : 0
      }
    }
    try check(status, message, path: path, format: format)
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Calls `body` with the image's pixels as RGBA8 bytes.
  static func withBytes<Result, Failure: Error>(
    of image: RGBAImage, _ body: (UnsafePointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(MemoryLayout<RGBA>.size == 4 && MemoryLayout<RGBA>.stride == 4)
    return try image.pixels.withUnsafeBufferPointer { pixels throws(Failure) in
      try pixels.withMemoryRebound(to: UInt8.self) { bytes throws(Failure) in
        try body(bytes.baseAddress!)
      }
    }
  }

  /// Runs one encoder call and takes ownership of the bytes it produced.
  static func encode(
    format: ImageFormat, path: String,
    _ body: (UnsafeMutablePointer<CImageCodecs_Buffer>, UnsafeMutablePointer<CImageCodecs_Message>)
      -> CImageCodecs_Status
  ) throws(ImageCodecError) -> [UInt8] {
    var buffer = CImageCodecs_Buffer()
    var message = CImageCodecs_Message()
    let status = body(&buffer, &message)
    defer { CImageCodecs_freeBuffer(&buffer) }
    try check(status, message, path: path, format: format)
    guard let start = buffer.bytes else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: buffer.size))
  }

  /// Throws the error a C status stands for; returns on `CImageCodecs_OK`.
  static func check(
    _ status: CImageCodecs_Status, _ message: CImageCodecs_Message, path: String,
    format: ImageFormat
  ) throws(ImageCodecError) {
    let text = Self.text(of: message)
    switch status {
    case .OK:
      return
    case .truncated:
      throw .truncated(
        path: path, format: format, detail: text.isEmpty ? "the data ends early" : text)
    case .corrupt:
      throw .corrupt(path: path, format: format, reason: text.isEmpty ? "rejected" : text)
    case .unsupported:
      throw .unsupportedFeature(path: path, format: format, reason: text)
    case .outOfMemory:
      throw .outOfMemory(path: path, format: format)
    case .encodeFailed:
      throw .encodeFailed(path: path, format: format, reason: text.isEmpty ? "failed" : text)
    case .invalidArgument:
      // A bad argument is our bug, not the user's; still report it rather than crash.
      throw .corrupt(path: path, format: format, reason: "internal error: \(text)")
    }
  }

  /// The NUL-terminated text of a C message.
  static func text(of message: CImageCodecs_Message) -> String {
    withUnsafeBytes(of: message.text) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
