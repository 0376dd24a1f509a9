import Imaging

/// What an image file's header declares, as `unblocker info` reports it.
public struct ImageInfo: Hashable, Sendable, Codable {
  /// The format recognised from the content.
  public var format: ImageFormat
  /// Width as displayed (EXIF orientation applied), in pixels.
  public var width: Int
  /// Height as displayed (EXIF orientation applied), in pixels.
  public var height: Int
  /// Bits per sample as stored (1, 2, 4, 8 or 16).
  public var bitDepth: Int
  /// The stored colour model.
  public var colourType: ColourType
  /// True when the file carries transparency.
  public var hasAlpha: Bool
  /// True for an Adam7-interlaced PNG or a progressive JPEG.
  public var interlaced: Bool
  /// Frames in a WebP animation; 1 for a still image.
  public var frameCount: Int
  /// WebP only: true for lossless (VP8L), false for lossy (VP8); nil otherwise or when mixed.
  public var lossless: Bool?
  /// The EXIF orientation, already applied to `width`, `height` and decoded pixels; only JPEG
  /// files carry one here (`.identity` otherwise).
  public var orientation: ImageOrientation

  /// Creates an info record.
  public init(
    format: ImageFormat, width: Int, height: Int, bitDepth: Int, colourType: ColourType,
    hasAlpha: Bool, interlaced: Bool, frameCount: Int = 1, lossless: Bool? = nil,
    orientation: ImageOrientation = .identity
  ) {
    self.format = format
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colourType = colourType
    self.hasAlpha = hasAlpha
    self.interlaced = interlaced
    self.frameCount = frameCount
    self.lossless = lossless
    self.orientation = orientation
  }

  /// True for a WebP with more than one frame.
  public var isAnimated: Bool { frameCount > 1 }
}
