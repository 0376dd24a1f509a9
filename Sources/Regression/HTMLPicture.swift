/// A sample's pictures in the HTML report folder.
public struct HTMLPicture: Hashable, Sendable {
  /// The full-size picture, relative to the report folder (`images/0003.webp`); nil when only
  /// the thumbnail was kept (a sample that passed).
  public var full: String?
  /// The thumbnail, relative to the report folder (`images/0003-thumb.jpg`).
  public var thumbnail: String
  /// The thumbnail's width in pixels.
  public var width: Int
  /// The thumbnail's height in pixels.
  public var height: Int
  /// True for an annotated overlay, false for the plain screenshot.
  public var isOverlay: Bool

  /// Creates a picture entry.
  public init(full: String?, thumbnail: String, width: Int, height: Int, isOverlay: Bool) {
    self.full = full
    self.thumbnail = thumbnail
    self.width = width
    self.height = height
    self.isOverlay = isOverlay
  }
}
