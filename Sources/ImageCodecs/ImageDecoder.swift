import CImageCodecs
import Imaging

/// Decodes PNG, JPEG and WebP recognised by their content, never by a file name.
public enum ImageDecoder {
  /// Reads only the header: format, size, colour type, bit depth, frames.
  ///
  /// The size limit is enforced here too, so `inspect` fails exactly where `decode` would
  /// refuse an image for its size.
  /// - Parameters:
  ///   - bytes: The whole file (a header-only prefix works for PNG and JPEG).
  ///   - source: The file name to put in errors (`<memory>` by default).
  ///   - limits: The largest image accepted.
  /// - Returns: The header facts, with the displayed size (EXIF orientation applied).
  /// - Throws: `ImageCodecError` (`emptyFile`, `unsupportedFormat`, `truncated`, `corrupt`,
  ///   `tooLarge`, ...), naming `source`.
  public static func inspect(
    _ bytes: [UInt8], source: String = "<memory>", limits: ImageLimits = .standard
  ) throws(ImageCodecError) -> ImageInfo {
    try header(of: bytes, source: source, limits: limits).info
  }

  /// Decodes the whole image into RGBA8 (the first frame of an animation, with EXIF
  /// orientation applied), after checking the declared size against `limits`.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - source: The file name to put in errors (`<memory>` by default).
  ///   - limits: The largest image accepted; larger ones are refused before any allocation.
  /// - Returns: The pixels and the header facts.
  /// - Throws: `ImageCodecError`, naming `source`.
  public static func decode(
    _ bytes: [UInt8], source: String = "<memory>", limits: ImageLimits = .standard
  ) throws(ImageCodecError) -> DecodedImage {
    let header = try header(of: bytes, source: source, limits: limits)
    let stored = try CodecBridge.decode(
      bytes, format: header.info.format, width: header.storedWidth,
      height: header.storedHeight, path: source)
    let image = stored.oriented(header.info.orientation)
    return DecodedImage(image: image, info: header.info)
  }

  /// The checked header and the stored (pre-orientation) size.
  private struct Header {
    var info: ImageInfo
    var storedWidth: Int
    var storedHeight: Int
  }

  private static func header(of bytes: [UInt8], source: String, limits: ImageLimits)
    throws(ImageCodecError) -> Header
  {
    guard !bytes.isEmpty else { throw .emptyFile(path: source) }
    let format: ImageFormat
    switch DetectedFormat.detect(bytes) {
    case .supported(let found): format = found
    case .unsupported(let name): throw .unsupportedFormat(path: source, format: name)
    }
    if format == .jpeg, let bits = JPEGPrecision.read(bytes), bits == 12 || bits == 16 {
      throw .unsupportedFeature(
        path: source, format: .jpeg, reason: "\(bits)-bit JPEG is not supported, only 8-bit")
    }
    let raw = try CodecBridge.inspect(bytes, format: format, path: source)
    let width = Int(raw.width)
    let height = Int(raw.height)
    guard width > 0, height > 0 else {
      throw .corrupt(
        path: source, format: format,
        reason: "the header declares a \(width)x\(height) image")
    }
    guard width * height <= limits.maxPixels else {
      throw .tooLarge(path: source, width: width, height: height, limit: limits.maxPixels)
    }
    let orientation = format == .jpeg ? ExifOrientation.read(fromJPEG: bytes) : .identity
    let swapped = orientation.swapsDimensions
    let info = ImageInfo(
      format: format, width: swapped ? height : width, height: swapped ? width : height,
      bitDepth: Int(raw.bitDepth), colourType: colourType(raw.colourType),
      hasAlpha: raw.hasAlpha != 0, interlaced: raw.interlaced != 0,
      frameCount: max(1, Int(raw.frameCount)),
      lossless: raw.lossless < 0 ? nil : raw.lossless == 1, orientation: orientation)
    return Header(info: info, storedWidth: width, storedHeight: height)
  }

  private static func colourType(_ value: Int32) -> ColourType {
    switch value {
    case Int32(CImageCodecs_ColourGrey): .grey
    case Int32(CImageCodecs_ColourGreyAlpha): .greyAlpha
    case Int32(CImageCodecs_ColourRGBA): .rgba
    case Int32(CImageCodecs_ColourPalette): .palette
    case Int32(CImageCodecs_ColourCMYK): .cmyk
    case Int32(CImageCodecs_ColourYCCK): .ycck
    case Int32(CImageCodecs_ColourYCbCr): .ycbcr
    default: .rgb
    }
  }
}
