/// A raster image: `width` x `height` RGBA8 pixels stored row-major, top row first.
///
/// A value type: copies share storage until one is mutated.
public struct RGBAImage: Hashable, Sendable {
  /// Width in pixels (at least 1).
  public let width: Int
  /// Height in pixels (at least 1).
  public let height: Int
  /// `width * height` pixels, row-major.
  public var pixels: [RGBA]

  /// Creates an image filled with one colour.
  /// - Precondition: `width` and `height` are positive (callers validate user sizes first).
  public init(width: Int, height: Int, fill: RGBA = .clear) {
    precondition(width > 0 && height > 0, "image size must be positive")
    self.width = width
    self.height = height
    self.pixels = Array(repeating: fill, count: width * height)
  }

  /// Creates an image from row-major pixels.
  /// - Precondition: `pixels.count == width * height`, both positive.
  public init(width: Int, height: Int, pixels: [RGBA]) {
    precondition(width > 0 && height > 0, "image size must be positive")
    precondition(pixels.count == width * height, "pixel count must equal width * height")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The whole image as a rectangle at the origin.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The image's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// True when every pixel has alpha 255.
  public var isOpaque: Bool {
    // AND all pixels as 32-bit words (vectorises); alpha is the byte at memory offset 3.
    let all = pixels.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UInt32.self) { words in
        var all: UInt32 = 0xFFFF_FFFF
        for word in words { all &= word }
        return all
      }
    }
    return withUnsafeBytes(of: all) { $0[3] } == 255
  }

  /// The pixel at column `x`, row `y`.
  /// - Precondition: the position lies inside the image.
  @inlinable
  public subscript(x: Int, y: Int) -> RGBA {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }
}
