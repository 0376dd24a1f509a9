import Imaging

/// Maps screenshot pixel coordinates to the pixels of a drawn panel: a scale per axis and the
/// position of the screenshot's top-left corner.
public struct PanelTransform: Hashable, Sendable {
  /// Drawn pixels per screenshot pixel, horizontally.
  public var scaleX: Double
  /// Drawn pixels per screenshot pixel, vertically.
  public var scaleY: Double
  /// Where the screenshot's x = 0 lands.
  public var offsetX: Double
  /// Where the screenshot's y = 0 lands.
  public var offsetY: Double

  /// Creates a transform.
  public init(scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// The drawn x of screenshot x `x` (continuous coordinates).
  public func x(_ x: Double) -> Double { offsetX + x * scaleX }

  /// The drawn y of screenshot y `y` (continuous coordinates).
  public func y(_ y: Double) -> Double { offsetY + y * scaleY }

  /// The drawn position of a screenshot position (continuous coordinates).
  public func point(_ point: ImagePoint) -> ImagePoint {
    ImagePoint(x: x(point.x), y: y(point.y))
  }

  /// The drawn pixels covering a screenshot rectangle (edges rounded to whole pixels).
  public func rect(_ rect: PixelRect) -> PixelRect {
    let left = Int(x(Double(rect.x)).rounded())
    let top = Int(y(Double(rect.y)).rounded())
    return PixelRect(
      x: left, y: top, width: Int(x(Double(rect.maxX)).rounded()) - left,
      height: Int(y(Double(rect.maxY)).rounded()) - top)
  }

  /// The drawn pixel holding the centre of screenshot pixel `point`.
  public func pixel(_ point: PixelPoint) -> PixelPoint {
    let centre = self.point(ImagePoint(centreOf: point))
    return PixelPoint(x: Int(centre.x.rounded(.down)), y: Int(centre.y.rounded(.down)))
  }

  /// The same mapping with the drawn origin moved by `dx`, `dy`.
  public func translated(x dx: Int, y dy: Int) -> PanelTransform {
    PanelTransform(
      scaleX: scaleX, scaleY: scaleY, offsetX: offsetX + Double(dx), offsetY: offsetY + Double(dy))
  }
}
