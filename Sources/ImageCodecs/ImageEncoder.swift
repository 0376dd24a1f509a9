import CImageCodecs
import Imaging

/// Encodes an `RGBAImage` as PNG, JPEG or WebP bytes.
public enum ImageEncoder {
  /// Encodes `image` in `format`.
  ///
  /// PNG is lossless (8-bit RGB when every pixel is opaque, RGBA otherwise). JPEG drops alpha.
  /// WebP keeps alpha, lossy at `options.quality` or lossless with `options.lossless`.
  /// - Parameters:
  ///   - image: The pixels.
  ///   - format: The output format.
  ///   - options: Quality, lossless, progressive, compression level.
  /// - Returns: The encoded file.
  /// - Throws: `ImageCodecError.encodeFailed` (e.g. WebP beyond 16383 px) or `.outOfMemory`.
  public static func encode(
    _ image: RGBAImage, as format: ImageFormat, options: EncodeOptions = EncodeOptions()
  ) throws(ImageCodecError) -> [UInt8] {
    let width = Int32(clamping: image.width)
    let height = Int32(clamping: image.height)
    return try CodecBridge.withBytes(of: image) { pixels throws(ImageCodecError) in
      try CodecBridge.encode(format: format, path: "<memory>") { output, message in
        switch format {
        case .png:
          CImageCodecs_encodePNG(
            pixels, width, height, Int32(clamping: options.compressionLevel), output, message)
        case .jpeg:
          CImageCodecs_encodeJPEG(
            pixels, width, height, Int32(clamping: options.quality), options.progressive ? 1 : 0,
            jpegModel(options.jpegColourModel), output, message)
        case .webp:
          CImageCodecs_encodeWebP(
            pixels, width, height, options.lossless ? 1 : 0,
            Float(options.lossless ? options.effort : options.quality), output, message)
        }
      }
    }
  }

  private static func jpegModel(_ model: JPEGColourModel) -> Int32 {
    switch model {
    case .ycbcr: Int32(CImageCodecs_JPEGColourYCbCr)
    case .grey: Int32(CImageCodecs_JPEGColourGrey)
    case .cmyk: Int32(CImageCodecs_JPEGColourCMYK)
    }
  }
}
