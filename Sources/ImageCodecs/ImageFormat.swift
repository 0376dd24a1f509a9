/// The image formats ImageCodecs decodes and encodes.
public enum ImageFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible
{
  /// Portable Network Graphics (lossless; 1-16 bit grey, palette, RGB, with or without alpha).
  case png
  /// JPEG (lossy; baseline or progressive, grey, YCbCr or CMYK).
  case jpeg
  /// WebP (lossy or lossless, optional alpha, optional animation).
  case webp

  /// The name people use: `PNG`, `JPEG`, `WebP`.
  public var name: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .webp: "WebP"
    }
  }

  /// The usual file extension, without the dot: `png`, `jpg`, `webp`.
  public var fileExtension: String {
    switch self {
    case .png: "png"
    case .jpeg: "jpg"
    case .webp: "webp"
    }
  }

  /// The format a file extension names (`png`, `jpg`, `jpeg`, `webp`; any case), or nil.
  ///
  /// Only used to choose an *output* format; input is always recognised by its content.
  /// - Parameter fileExtension: The extension without the dot.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "png": self = .png
    case "jpg", "jpeg", "jpe": self = .jpeg
    case "webp": self = .webp
    default: return nil
    }
  }

  /// The format named by the extension of `path`'s last component, or nil.
  /// - Parameter path: A file path such as `out/board.webp`.
  public init?(outputPath path: String) {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    self.init(fileExtension: String(name[name.index(after: dot)...]))
  }

  /// Same as `name`.
  public var description: String { name }
}
