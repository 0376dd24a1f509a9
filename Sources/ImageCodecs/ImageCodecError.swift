/// Everything that can go wrong reading, decoding, encoding or writing an image.
///
/// Each case names the file (or `<memory>` for bytes with no file) and carries the facts
/// measured; `description` says what failed and what to do next.
public enum ImageCodecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission); `reason` is the system's.
  case cannotRead(path: String, reason: String)
  /// The file holds no bytes at all.
  case emptyFile(path: String)
  /// The content is not PNG, JPEG or WebP; `format` names what it is (`GIF`, `text`, `unknown`).
  case unsupportedFormat(path: String, format: String)
  /// The data ends before the image is complete.
  case truncated(path: String, format: ImageFormat, detail: String)
  /// The library rejected the data; `reason` is its message.
  case corrupt(path: String, format: ImageFormat, reason: String)
  /// A valid file using a feature the decoder does not handle.
  case unsupportedFeature(path: String, format: ImageFormat, reason: String)
  /// The header declares more pixels than `limit` allows; nothing was allocated.
  case tooLarge(path: String, width: Int, height: Int, limit: Int)
  /// Memory ran out while decoding or encoding.
  case outOfMemory(path: String, format: ImageFormat)
  /// The output file exists and overwriting was not allowed.
  case outputExists(path: String)
  /// The output file could not be written; `reason` is the system's.
  case cannotWrite(path: String, reason: String)
  /// The output path's extension names no format we write (and none was given).
  case unknownOutputFormat(path: String)
  /// The encoder refused the image; `reason` is its message.
  case encodeFailed(path: String, format: ImageFormat, reason: String)

  /// The file (or `<memory>`) at fault.
  public var path: String {
    switch self {
    case .cannotRead(let path, _), .emptyFile(let path), .unsupportedFormat(let path, _),
      .truncated(let path, _, _), .corrupt(let path, _, _), .unsupportedFeature(let path, _, _),
      .tooLarge(let path, _, _, _), .outOfMemory(let path, _), .outputExists(let path),
      .cannotWrite(let path, _), .unknownOutputFormat(let path), .encodeFailed(let path, _, _):
      path
    }
  }

  /// The same error for another path (bytes decoded in memory, then attributed to a file).
  public func attributed(to path: String) -> ImageCodecError {
    switch self {
    case .cannotRead(_, let reason): .cannotRead(path: path, reason: reason)
    case .emptyFile: .emptyFile(path: path)
    case .unsupportedFormat(_, let format): .unsupportedFormat(path: path, format: format)
    case .truncated(_, let format, let detail):
      .truncated(path: path, format: format, detail: detail)
    case .corrupt(_, let format, let reason): .corrupt(path: path, format: format, reason: reason)
    case .unsupportedFeature(_, let format, let reason):
      .unsupportedFeature(path: path, format: format, reason: reason)
    case .tooLarge(_, let width, let height, let limit):
      .tooLarge(path: path, width: width, height: height, limit: limit)
    case .outOfMemory(_, let format): .outOfMemory(path: path, format: format)
    case .outputExists: .outputExists(path: path)
    case .cannotWrite(_, let reason): .cannotWrite(path: path, reason: reason)
    case .unknownOutputFormat: .unknownOutputFormat(path: path)
    case .encodeFailed(_, let format, let reason):
      .encodeFailed(path: path, format: format, reason: reason)
    }
  }

  /// `PATH: what failed; what to do`.
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      "\(path): cannot read the file (\(reason)); check the path and its permissions"
    case .emptyFile(let path):
      "\(path): the file is empty (0 bytes); export or download the image again"
    case .unsupportedFormat(let path, let format):
      "\(path): unsupported format (\(format)); convert it to PNG, JPEG or WebP first"
    case .truncated(let path, let format, let detail):
      "\(path): truncated \(format.name) (\(detail)); the file was cut off, copy or download it again"
    case .corrupt(let path, let format, let reason):
      "\(path): corrupt \(format.name) (\(reason)); re-export the image from its source"
    case .unsupportedFeature(let path, let format, let reason):
      "\(path): unsupported \(format.name) feature (\(reason)); re-save it as a plain \(format.name)"
    case .tooLarge(let path, let width, let height, let limit):
      "\(path): image too large (\(width)x\(height) = \(Self.megapixels(width * height)), "
        + "the limit is \(Self.megapixels(limit))); scale it down or raise the pixel limit"
    case .outOfMemory(let path, let format):
      "\(path): out of memory decoding or encoding \(format.name); try a smaller image"
    case .outputExists(let path):
      "\(path): the output file exists; use --force to overwrite it or choose another name"
    case .cannotWrite(let path, let reason):
      "\(path): cannot write the file (\(reason)); check the folder exists and is writable"
    case .unknownOutputFormat(let path):
      "\(path): cannot tell the output format from the file name; end it in .png, .jpg or "
        + ".webp, or name the format"
    case .encodeFailed(let path, let format, let reason):
      "\(path): cannot encode \(format.name) (\(reason))"
    }
  }

  /// `12.3 megapixels`, or `12345 pixels` below a tenth of a megapixel.
  private static func megapixels(_ pixels: Int) -> String {
    guard pixels >= 100_000 else { return "\(pixels) pixels" }
    let tenths = (pixels + 50_000) / 100_000
    return tenths % 10 == 0
      ? "\(tenths / 10) megapixels" : "\(tenths / 10).\(tenths % 10) megapixels"
  }
}
