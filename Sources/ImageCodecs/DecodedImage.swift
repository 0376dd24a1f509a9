import Imaging

/// A decoded image and the header facts of the file it came from.
public struct DecodedImage: Hashable, Sendable {
  /// The pixels, RGBA8, as displayed (EXIF orientation applied; first frame of an animation).
  public var image: RGBAImage
  /// What the header declared (format, bit depth, colour type, frames).
  public var info: ImageInfo

  /// Creates a decoded image.
  public init(image: RGBAImage, info: ImageInfo) {
    self.image = image
    self.info = info
  }
}
