/// Bounds a decoder enforces before it allocates anything.
public struct ImageLimits: Hashable, Sendable {
  /// The largest accepted `width * height` (after the header is read, before pixels are).
  public var maxPixels: Int

  /// Creates limits.
  /// - Parameter maxPixels: The largest accepted pixel count; must be positive.
  public init(maxPixels: Int) {
    precondition(maxPixels > 0, "the pixel limit must be positive")
    self.maxPixels = maxPixels
  }

  /// The default: 50 megapixels (a 5000x10000 image; far above any phone screenshot).
  public static let standard = ImageLimits(maxPixels: 50_000_000)
}
