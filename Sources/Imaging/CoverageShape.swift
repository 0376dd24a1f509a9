/// The horizontal extent of a shape on one pixel row, in x positions of pixel centres.
struct RowSpans {
  /// Pixel centres outside this closed range get no coverage.
  var outer: (Double, Double)
  /// Pixel centres inside this range are fully covered (no per-pixel evaluation).
  var full: (Double, Double)?
  /// Pixel centres inside this range get no coverage (the hole of a ring).
  var hole: (Double, Double)?
}

/// An anti-aliased shape described by per-row spans and a coverage function, drawn by
/// `RGBAImage.rasterize(_:colour:antialiased:)`.
protocol CoverageShape {
  /// The continuous y range outside which the shape has no coverage.
  var verticalExtent: (Double, Double) { get }
  /// The spans on the pixel row whose centres lie at `y`; nil when the row is empty.
  func spans(atY y: Double) -> RowSpans?
  /// Coverage (0...1, clamped by the caller) of the pixel centred at (`x`, `y`).
  func coverage(x: Double, y: Double) -> Double
}

/// Half the width of a disc of radius `radius` at vertical offset `dy` from its centre; nil
/// when the row misses it.
@inline(__always)
func discHalfWidth(radius: Double, dy: Double) -> Double? {
  guard radius > 0, dy.magnitude < radius else { return nil }
  return (radius * radius - dy * dy).squareRoot()
}

/// A filled disc; coverage is 1/2 + (radius - distance), clamped.
struct DiscShape: CoverageShape {
  var centre: ImagePoint
  var radius: Double

  var verticalExtent: (Double, Double) { (centre.y - radius - 1, centre.y + radius + 1) }

  func spans(atY y: Double) -> RowSpans? {
    let dy = y - centre.y
    guard let outer = discHalfWidth(radius: radius + 0.5, dy: dy) else { return nil }
    let full = discHalfWidth(radius: radius - 0.5, dy: dy)
    return RowSpans(
      outer: (centre.x - outer, centre.x + outer), full: full.map { (centre.x - $0, centre.x + $0) }
    )
  }

  func coverage(x: Double, y: Double) -> Double {
    let dx = x - centre.x
    let dy = y - centre.y
    return radius + 0.5 - (dx * dx + dy * dy).squareRoot()
  }
}

/// A circle outline: the ring of points within `halfWidth` of the circle of `radius`.
struct RingShape: CoverageShape {
  var centre: ImagePoint
  var radius: Double
  var halfWidth: Double

  var verticalExtent: (Double, Double) {
    (centre.y - radius - halfWidth - 1, centre.y + radius + halfWidth + 1)
  }

  func spans(atY y: Double) -> RowSpans? {
    let dy = y - centre.y
    guard let outer = discHalfWidth(radius: radius + halfWidth + 0.5, dy: dy) else { return nil }
    let hole = discHalfWidth(radius: radius - halfWidth - 0.5, dy: dy)
    return RowSpans(
      outer: (centre.x - outer, centre.x + outer), hole: hole.map { (centre.x - $0, centre.x + $0) }
    )
  }

  func coverage(x: Double, y: Double) -> Double {
    let dx = x - centre.x
    let dy = y - centre.y
    return halfWidth + 0.5 - ((dx * dx + dy * dy).squareRoot() - radius).magnitude
  }
}

/// A filled axis-aligned ellipse, or its outline when `halfWidth` is set.
///
/// Coverage uses the first-order distance estimate g / |∇g| of g = (dx/rx)² + (dy/ry)² - 1.
struct EllipseShape: CoverageShape {
  var centre: ImagePoint
  var radiusX: Double
  var radiusY: Double
  /// nil for a filled ellipse; half the stroke width for an outline.
  var halfWidth: Double?

  var verticalExtent: (Double, Double) {
    let grow = (halfWidth ?? 0) + 1
    return (centre.y - radiusY - grow, centre.y + radiusY + grow)
  }

  private func halfWidthOfEllipse(rx: Double, ry: Double, dy: Double) -> Double? {
    guard rx > 0, ry > 0, dy.magnitude < ry else { return nil }
    let t = dy / ry
    return rx * (1 - t * t).squareRoot()
  }

  func spans(atY y: Double) -> RowSpans? {
    let dy = y - centre.y
    let grow = (halfWidth ?? 0) + 0.5
    guard let outer = halfWidthOfEllipse(rx: radiusX + grow, ry: radiusY + grow, dy: dy) else {
      return nil
    }
    let inner = halfWidthOfEllipse(rx: radiusX - grow, ry: radiusY - grow, dy: dy)
      .map { (centre.x - $0, centre.x + $0) }
    return RowSpans(
      outer: (centre.x - outer, centre.x + outer), full: halfWidth == nil ? inner : nil,
      hole: halfWidth == nil ? nil : inner)
  }

  func signedDistance(x: Double, y: Double) -> Double {
    let dx = x - centre.x
    let dy = y - centre.y
    let ux = dx / radiusX
    let uy = dy / radiusY
    let g = ux * ux + uy * uy - 1
    let gx = ux / radiusX
    let gy = uy / radiusY
    let gradient = 2 * (gx * gx + gy * gy).squareRoot()
    guard gradient > 1e-12 else { return -Swift.min(radiusX, radiusY) }
    return g / gradient
  }

  func coverage(x: Double, y: Double) -> Double {
    let distance = signedDistance(x: x, y: y)
    if let halfWidth { return halfWidth + 0.5 - distance.magnitude }
    return 0.5 - distance
  }
}

/// All points within `radius` of the segment from `start` to `end` (a thick line with round caps).
struct CapsuleShape: CoverageShape {
  let start: ImagePoint
  let end: ImagePoint
  let radius: Double
  // Precomputed per shape, not per row.
  private let dx: Double
  private let dy: Double
  private let inverseLengthSquared: Double
  /// Unit normal of the segment (zero for a dot).
  private let nx: Double
  private let ny: Double

  init(start: ImagePoint, end: ImagePoint, radius: Double) {
    self.start = start
    self.end = end
    self.radius = radius
    dx = end.x - start.x
    dy = end.y - start.y
    let lengthSquared = dx * dx + dy * dy
    inverseLengthSquared = lengthSquared > 0 ? 1 / lengthSquared : 0
    let length = lengthSquared.squareRoot()
    nx = length > 0 ? -dy / length : 0
    ny = length > 0 ? dx / length : 0
  }

  var verticalExtent: (Double, Double) {
    (Swift.min(start.y, end.y) - radius - 1, Swift.max(start.y, end.y) + radius + 1)
  }

  /// The x interval where the capsule of radius `r` meets the horizontal line at `y`
  /// (the union of the two end discs and the band between them).
  private func interval(radius r: Double, y: Double) -> (Double, Double)? {
    guard r > 0 else { return nil }
    var low = Double.infinity
    var high = -Double.infinity
    if let h = discHalfWidth(radius: r, dy: y - start.y) {
      low = start.x - h
      high = start.x + h
    }
    if let h = discHalfWidth(radius: r, dy: y - end.y) {
      low = Swift.min(low, end.x - h)
      high = Swift.max(high, end.x + h)
    }
    if inverseLengthSquared > 0 {
      let ox = nx * r
      let oy = ny * r
      @inline(__always) func edge(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double) {
        guard (py <= y && qy >= y) || (qy <= y && py >= y) else { return }
        if py == qy {
          low = Swift.min(low, px, qx)
          high = Swift.max(high, px, qx)
        } else {
          let x = px + (y - py) * (qx - px) / (qy - py)
          low = Swift.min(low, x)
          high = Swift.max(high, x)
        }
      }
      // The two long sides of the band; its short sides lie inside the end discs.
      edge(start.x + ox, start.y + oy, end.x + ox, end.y + oy)
      edge(end.x - ox, end.y - oy, start.x - ox, start.y - oy)
    }
    return low <= high ? (low, high) : nil
  }

  func spans(atY y: Double) -> RowSpans? {
    guard let outer = interval(radius: radius + 0.5, y: y) else { return nil }
    return RowSpans(outer: outer, full: interval(radius: radius - 0.5, y: y))
  }

  func coverage(x: Double, y: Double) -> Double {
    let t = ImagingMath.clamp(
      ((x - start.x) * dx + (y - start.y) * dy) * inverseLengthSquared, 0, 1)
    let px = x - (start.x + t * dx)
    let py = y - (start.y + t * dy)
    return radius + 0.5 - (px * px + py * py).squareRoot()
  }
}

/// A filled rectangle with circular corners of `cornerRadius`.
struct RoundedRectShape: CoverageShape {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
  var cornerRadius: Double

  init(minX: Double, minY: Double, maxX: Double, maxY: Double, cornerRadius: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
    self.cornerRadius = ImagingMath.clamp(cornerRadius, 0, Swift.min(maxX - minX, maxY - minY) / 2)
  }

  var verticalExtent: (Double, Double) { (minY - 1, maxY + 1) }

  /// Half the width at vertical offset `dy` from the centre of the shape grown by `grow`.
  private func halfWidth(dy: Double, grow: Double) -> Double? {
    let halfX = (maxX - minX) / 2
    let halfY = (maxY - minY) / 2
    let q = dy.magnitude - (halfY - cornerRadius)
    if q <= 0 {
      let h = halfX + grow
      return h > 0 ? h : nil
    }
    guard let h = discHalfWidth(radius: cornerRadius + grow, dy: q) else { return nil }
    let result = halfX - cornerRadius + h
    return result > 0 ? result : nil
  }

  func spans(atY y: Double) -> RowSpans? {
    let centreX = (minX + maxX) / 2
    let dy = y - (minY + maxY) / 2
    guard let outer = halfWidth(dy: dy, grow: 0.5) else { return nil }
    let full = halfWidth(dy: dy, grow: -0.5)
    return RowSpans(
      outer: (centreX - outer, centreX + outer), full: full.map { (centreX - $0, centreX + $0) })
  }

  func coverage(x: Double, y: Double) -> Double {
    let qx = (x - (minX + maxX) / 2).magnitude - ((maxX - minX) / 2 - cornerRadius)
    let qy = (y - (minY + maxY) / 2).magnitude - ((maxY - minY) / 2 - cornerRadius)
    let ox = Swift.max(qx, 0)
    let oy = Swift.max(qy, 0)
    let distance = (ox * ox + oy * oy).squareRoot() + Swift.min(Swift.max(qx, qy), 0) - cornerRadius
    return 0.5 - distance
  }
}

extension RGBAImage {
  /// Blends `colour` over every pixel the shape covers, weighted by coverage, clipped to the image.
  mutating func rasterize(_ shape: some CoverageShape, colour: RGBA, antialiased: Bool) {
    guard colour.alpha > 0 else { return }
    let (top, bottom) = shape.verticalExtent
    guard top.isFinite, bottom.isFinite else { return }
    let firstRow = ImagingMath.floorInt(top, 0, height)
    let lastRow = ImagingMath.ceilInt(bottom, -1, height - 1)
    guard firstRow <= lastRow else { return }
    let width = self.width
    let sourceAlpha = Int(colour.alpha)
    let opaque = colour.withAlpha(255)
    // Pixel px has its centre at px + 0.5: a centre range [a, b] holds px in ceil(a-0.5)...floor(b-0.5).
    @inline(__always) func firstPixel(_ a: Double) -> Int {
      ImagingMath.ceilInt(a - 0.5, -1, width)
    }
    @inline(__always) func lastPixel(_ b: Double) -> Int {
      ImagingMath.floorInt(b - 0.5, -1, width)
    }
    pixels.withUnsafeMutableBufferPointer { buffer in
      for py in firstRow...lastRow {
        let y = Double(py) + 0.5
        guard let spans = shape.spans(atY: y) else { continue }
        let x0 = Swift.max(0, firstPixel(spans.outer.0))
        let x1 = Swift.min(width - 1, lastPixel(spans.outer.1))
        guard x0 <= x1 else { continue }
        var full0 = Int.max
        var full1 = Int.min
        if let full = spans.full {
          full0 = firstPixel(full.0)
          full1 = lastPixel(full.1)
        }
        var hole0 = Int.max
        var hole1 = Int.min
        if let hole = spans.hole {
          hole0 = firstPixel(hole.0)
          hole1 = lastPixel(hole.1)
        }
        let row = buffer.baseAddress! + py * width

        /// Blends pixels `from...to` of this row, weighted by the shape's coverage.
        @inline(__always) func edge(_ from: Int, _ to: Int) {
          guard from <= to else { return }
          for px in from...to {
            let c = shape.coverage(x: Double(px) + 0.5, y: y)
            let alpha: Int
            if antialiased {
              guard c > 0 else { continue }
              alpha = c >= 1 ? sourceAlpha : ImagingMath.div255(sourceAlpha * Int(c * 255 + 0.5))
            } else {
              guard c >= 0.5 else { continue }
              alpha = sourceAlpha
            }
            row[px] = RGBA.blend(row[px], colour, alpha: alpha)
          }
        }

        if full0 <= full1 {
          let inner0 = Swift.max(x0, full0)
          let inner1 = Swift.min(x1, full1)
          edge(x0, Swift.min(x1, inner0 - 1))
          if inner0 <= inner1 {
            if sourceAlpha == 255 {
              (row + inner0).update(repeating: opaque, count: inner1 - inner0 + 1)
            } else {
              for px in inner0...inner1 {
                row[px] = RGBA.blend(row[px], colour, alpha: sourceAlpha)
              }
            }
          }
          edge(Swift.max(x0, inner1 + 1), x1)
        } else if hole0 <= hole1 {
          edge(x0, Swift.min(x1, hole0 - 1))
          edge(Swift.max(x0, hole1 + 1), x1)
        } else {
          edge(x0, x1)
        }
      }
    }
  }
}
