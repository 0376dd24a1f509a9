/// A position in pixel coordinates: `x` to the right, `y` down, origin at the top-left pixel.
public struct PixelPoint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Column, in pixels.
  public var x: Int
  /// Row, in pixels.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle of whole pixels; `x`/`y` is its top-left pixel.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in pixels (never negative).
  public var width: Int
  /// Height in pixels (never negative).
  public var height: Int

  /// Creates a rectangle; negative sizes are clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// One past the right column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// True when the rectangle holds no pixel.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// Number of pixels inside.
  public var area: Int { width * height }

  /// True when the pixel at `point` lies inside.
  public func contains(_ point: PixelPoint) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return PixelRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// The rectangle grown by `amount` pixels on every side (shrunk when negative).
  public func insetBy(_ amount: Int) -> PixelRect {
    PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// `WxH+X+Y`, as image tools print geometry.
  public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}

/// A position in continuous image coordinates, used by the vector drawing calls.
///
/// Pixel `(x, y)` covers the unit square `[x, x+1) x [y, y+1)`, so its centre is
/// `(x + 0.5, y + 0.5)`; `ImagePoint(centreOf:)` converts a `PixelPoint` to that centre.
public struct ImagePoint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Horizontal position, in pixels, growing to the right.
  public var x: Double
  /// Vertical position, in pixels, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The centre of pixel `point`.
  public init(centreOf point: PixelPoint) {
    self.x = Double(point.x) + 0.5
    self.y = Double(point.y) + 0.5
  }

  /// True when both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

extension PixelRect {
  /// The rectangle's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }
}
