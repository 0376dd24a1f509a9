import Imaging

/// A picture of one scan for reports: the image and the part of it a thumbnail shows.
public struct ScanPicture: Sendable {
  /// The whole picture (for an annotated overlay: header, annotated screenshot, legend).
  public var image: RGBAImage
  /// The part a thumbnail shows (the annotated screenshot without header and legend); nil for
  /// the whole picture.
  public var thumbnailRegion: PixelRect?
  /// True when a report keeps the whole picture beside its thumbnail (a sample that failed or
  /// was not read exactly); false keeps only the thumbnail.
  public var keepsFullSize: Bool

  /// Creates a picture.
  ///
  /// - Parameters:
  ///   - image: the whole picture.
  ///   - thumbnailRegion: the part a thumbnail shows, nil for all of it.
  ///   - keepsFullSize: whether reports keep the whole picture too.
  public init(image: RGBAImage, thumbnailRegion: PixelRect? = nil, keepsFullSize: Bool = true) {
    self.image = image
    self.thumbnailRegion = thumbnailRegion
    self.keepsFullSize = keepsFullSize
  }

  /// The part a thumbnail shows, clamped to the image (the whole image when the region misses
  /// it).
  public var thumbnailSource: RGBAImage {
    guard let region = thumbnailRegion, let part = try? image.cropped(to: region) else {
      return image
    }
    return part
  }
}
