import Imaging
import Puzzle

/// A rendered screenshot with everything a test needs to check a scan of it.
public struct RenderedScreenshot: Sendable {
  /// The pixels.
  public var image: RGBAImage
  /// The label to write beside the image.
  public var label: Label
  /// Where the 6x6 grid lies in `image`, in pixels (nil for rejected screens).
  public var boardRect: PixelRect?
  /// Pixels per cell in `image` (nil for rejected screens).
  public var tileSize: Double?
}
