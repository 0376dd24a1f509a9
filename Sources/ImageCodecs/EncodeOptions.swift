/// How to encode: quality for the lossy formats, lossless WebP, progressive JPEG.
public struct EncodeOptions: Hashable, Sendable {
  /// JPEG quality 1-100, or lossy WebP quality 0-100.
  public var quality: Int
  /// Lossless WebP only: effort 0 (fastest) to 100 (smallest). 50 is near the smallest size at
  /// about 70% of the time of 75 (measured on screenshot-like images).
  public var effort: Int
  /// WebP only: encode losslessly (pixel-exact, including colour under transparent pixels).
  public var lossless: Bool
  /// JPEG only: write a progressive JPEG.
  public var progressive: Bool
  /// PNG only: zlib level 0 (fastest) to 9 (smallest).
  public var compressionLevel: Int
  /// JPEG only: the stored colour model (tests use grey and CMYK to exercise the decoder).
  package var jpegColourModel: JPEGColourModel = .ycbcr

  /// Creates options.
  /// - Parameters:
  ///   - quality: 1-100 for JPEG, 0-100 for WebP (clamped). Default 90.
  ///   - lossless: WebP only: lossless instead of lossy.
  ///   - progressive: JPEG only: progressive instead of baseline.
  ///   - compressionLevel: PNG only: zlib level 0-9 (clamped). Default 6.
  ///   - effort: Lossless WebP only: 0-100 (clamped). Default 50.
  public init(
    quality: Int = 90, lossless: Bool = false, progressive: Bool = false,
    compressionLevel: Int = 6, effort: Int = 50
  ) {
    self.quality = quality
    self.effort = effort
    self.lossless = lossless
    self.progressive = progressive
    self.compressionLevel = compressionLevel
  }
}

/// The colour model a JPEG is written in.
package enum JPEGColourModel: Hashable, Sendable {
  /// Colour, as every camera and screenshot tool writes it.
  case ycbcr
  /// One grey channel.
  case grey
  /// Adobe (inverted) CMYK with an APP14 marker.
  case cmyk
}
