import Foundation

extension ImageDecoder {
  /// `inspect(_:source:limits:)` for Foundation `Data`.
  /// - Parameters:
  ///   - data: The whole file (a header-only prefix works for PNG and JPEG).
  ///   - source: The file name to put in errors.
  ///   - limits: The largest image accepted.
  /// - Returns: The header facts.
  /// - Throws: `ImageCodecError` naming `source`.
  public static func inspect(
    _ data: Data, source: String = "<memory>", limits: ImageLimits = .standard
  ) throws(ImageCodecError) -> ImageInfo {
    try inspect([UInt8](data), source: source, limits: limits)
  }

  /// `decode(_:source:limits:)` for Foundation `Data`.
  /// - Parameters:
  ///   - data: The whole file.
  ///   - source: The file name to put in errors.
  ///   - limits: The largest image accepted.
  /// - Returns: The pixels and the header facts.
  /// - Throws: `ImageCodecError` naming `source`.
  public static func decode(
    _ data: Data, source: String = "<memory>", limits: ImageLimits = .standard
  ) throws(ImageCodecError) -> DecodedImage {
    try decode([UInt8](data), source: source, limits: limits)
  }
}
