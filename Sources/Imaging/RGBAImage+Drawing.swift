/// Drawing on an image: rectangles, lines, arrows, circles, ellipses.
///
/// Conventions shared by every drawing call:
/// - Colours are blended source-over (straight alpha); a translucent colour tints.
/// - Everything is clipped to the image: any coordinates, however far outside, are safe;
///   non-finite coordinates or sizes draw nothing.
/// - Integer calls (`PixelRect`) cover whole pixels. Vector calls take `ImagePoint`s in
///   continuous coordinates where pixel (x, y) spans [x, x+1) x [y, y+1); anti-aliasing
///   weights each pixel by the shape's coverage of it.
extension RGBAImage {
  /// Blends `colour` over every pixel of `rect` (clipped to the image).
  public mutating func fillRect(_ rect: PixelRect, colour: RGBA) {
    let region = rect.intersection(bounds)
    guard !region.isEmpty, colour.alpha > 0 else { return }
    let width = self.width
    let alpha = Int(colour.alpha)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in region.y..<region.maxY {
        let start = y * width + region.x
        if alpha == 255 {
          buffer[start..<start + region.width].update(repeating: colour)
        } else {
          for i in start..<start + region.width {
            buffer[i] = RGBA.blend(buffer[i], colour, alpha: alpha)
          }
        }
      }
    }
  }

  /// Draws the outline of `rect`, `lineWidth` pixels thick, inside the rectangle's bounds.
  ///
  /// Each pixel is blended once, so translucent outlines have even corners.
  /// - Parameters:
  ///   - rect: the outer edge of the outline.
  ///   - colour: the outline colour.
  ///   - lineWidth: thickness in pixels (at least 1); a width reaching the middle fills `rect`.
  public mutating func strokeRect(_ rect: PixelRect, colour: RGBA, lineWidth: Int = 1) {
    let w = Swift.min(Swift.max(1, lineWidth), Swift.max(rect.width, rect.height))
    guard !rect.isEmpty else { return }
    if 2 * w >= rect.width || 2 * w >= rect.height {
      fillRect(rect, colour: colour)
      return
    }
    fillRect(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: w), colour: colour)
    fillRect(PixelRect(x: rect.x, y: rect.maxY - w, width: rect.width, height: w), colour: colour)
    let sideHeight = rect.height - 2 * w
    fillRect(PixelRect(x: rect.x, y: rect.y + w, width: w, height: sideHeight), colour: colour)
    fillRect(
      PixelRect(x: rect.maxX - w, y: rect.y + w, width: w, height: sideHeight), colour: colour)
  }

  /// Fills `rect` with circular corners of radius `cornerRadius` (anti-aliased).
  ///
  /// With radius 0 it covers exactly the pixels of `rect`. The radius is limited to half
  /// the shorter side.
  public mutating func fillRoundedRect(
    _ rect: PixelRect, cornerRadius: Double, colour: RGBA, antialiased: Bool = true
  ) {
    guard !rect.isEmpty, cornerRadius.isFinite else { return }
    rasterize(
      RoundedRectShape(
        minX: Double(rect.x), minY: Double(rect.y), maxX: Double(rect.maxX),
        maxY: Double(rect.maxY), cornerRadius: cornerRadius),
      colour: colour, antialiased: antialiased)
  }

  /// Draws a straight line with round caps: all points within `lineWidth / 2` of the segment.
  ///
  /// - Parameters:
  ///   - start: one end (continuous coordinates).
  ///   - end: the other end.
  ///   - colour: the line colour.
  ///   - lineWidth: thickness in pixels; 1 gives a one-pixel line.
  ///   - antialiased: false gives hard edges.
  public mutating func drawLine(
    from start: ImagePoint, to end: ImagePoint, colour: RGBA, lineWidth: Double = 1,
    antialiased: Bool = true
  ) {
    guard start.isFinite, end.isFinite, lineWidth.isFinite, lineWidth > 0 else { return }
    rasterize(
      CapsuleShape(start: start, end: end, radius: lineWidth / 2), colour: colour,
      antialiased: antialiased)
  }

  /// Draws a straight line between the centres of two pixels; both end pixels are covered.
  ///
  /// A horizontal or vertical one-pixel line covers exactly the pixels between the ends.
  public mutating func drawLine(
    from start: PixelPoint, to end: PixelPoint, colour: RGBA, lineWidth: Double = 1,
    antialiased: Bool = true
  ) {
    drawLine(
      from: ImagePoint(centreOf: start), to: ImagePoint(centreOf: end), colour: colour,
      lineWidth: lineWidth, antialiased: antialiased)
  }

  /// Draws a connected line through `points` (round joins, round caps).
  public mutating func drawPolyline(
    _ points: [ImagePoint], colour: RGBA, lineWidth: Double = 1, antialiased: Bool = true
  ) {
    guard points.count >= 2 else {
      if let only = points.first {
        fillCircle(centre: only, radius: lineWidth / 2, colour: colour, antialiased: antialiased)
      }
      return
    }
    if colour.alpha == 255 {
      for i in 1..<points.count {
        drawLine(
          from: points[i - 1], to: points[i], colour: colour, lineWidth: lineWidth,
          antialiased: antialiased)
      }
      return
    }
    // Translucent: draw opaque onto a layer so overlapping joins are not blended twice.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in points where p.isFinite {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    guard lineWidth.isFinite, lineWidth > 0, minX <= maxX else { return }
    let grow = lineWidth / 2 + 1
    let left = ImagingMath.floorInt(minX - grow, 0, width)
    let top = ImagingMath.floorInt(minY - grow, 0, height)
    let right = ImagingMath.ceilInt(maxX + grow, 0, width)
    let bottom = ImagingMath.ceilInt(maxY + grow, 0, height)
    guard right > left, bottom > top else { return }
    var layer = RGBAImage(width: right - left, height: bottom - top)
    let opaque = colour.withAlpha(255)
    @inline(__always) func shifted(_ p: ImagePoint) -> ImagePoint {
      ImagePoint(x: p.x - Double(left), y: p.y - Double(top))
    }
    for i in 1..<points.count {
      layer.drawLine(
        from: shifted(points[i - 1]), to: shifted(points[i]), colour: opaque, lineWidth: lineWidth,
        antialiased: antialiased)
    }
    composite(layer, at: PixelPoint(x: left, y: top), opacity: Double(colour.alpha) / 255)
  }

  /// Draws an arrow from `start` to `end` with a filled triangular head whose tip is `end`.
  ///
  /// - Parameters:
  ///   - start: the tail.
  ///   - end: the tip of the head.
  ///   - colour: shaft and head colour.
  ///   - lineWidth: shaft thickness.
  ///   - headLength: length of the head along the shaft (default 4 line widths, at least
  ///     6 px; never longer than the arrow).
  ///   - headWidth: width of the head's base (default 0.8 x head length).
  public mutating func drawArrow(
    from start: ImagePoint, to end: ImagePoint, colour: RGBA, lineWidth: Double = 2,
    headLength: Double? = nil, headWidth: Double? = nil
  ) {
    guard start.isFinite, end.isFinite, lineWidth.isFinite, lineWidth > 0 else { return }
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let defaultHead = Swift.max(6, 4 * lineWidth)
    let requestedHead = headLength.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? defaultHead
    let head = Swift.min(requestedHead, length)
    let halfBase = (headWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0.8 * head) / 2
    let ux = dx / length
    let uy = dy / length
    let base = ImagePoint(x: end.x - ux * head, y: end.y - uy * head)
    // Stop the shaft inside the head so its round cap does not poke through the tip.
    let shaftEnd = ImagePoint(x: end.x - ux * head * 0.5, y: end.y - uy * head * 0.5)
    if length > head * 0.5 {
      drawLine(from: start, to: shaftEnd, colour: colour, lineWidth: lineWidth)
    }
    fillPolygon(
      [
        end, ImagePoint(x: base.x - uy * halfBase, y: base.y + ux * halfBase),
        ImagePoint(x: base.x + uy * halfBase, y: base.y - ux * halfBase),
      ], colour: colour)
  }

  /// Fills a disc of `radius` around `centre` (anti-aliased).
  public mutating func fillCircle(
    centre: ImagePoint, radius: Double, colour: RGBA, antialiased: Bool = true
  ) {
    guard centre.isFinite, radius.isFinite, radius > 0 else { return }
    rasterize(DiscShape(centre: centre, radius: radius), colour: colour, antialiased: antialiased)
  }

  /// Draws a circle outline of `radius` around `centre`, centred on the radius and
  /// `lineWidth` thick (anti-aliased).
  public mutating func strokeCircle(
    centre: ImagePoint, radius: Double, colour: RGBA, lineWidth: Double = 1,
    antialiased: Bool = true
  ) {
    guard centre.isFinite, radius.isFinite, radius > 0, lineWidth.isFinite, lineWidth > 0 else {
      return
    }
    rasterize(
      RingShape(centre: centre, radius: radius, halfWidth: lineWidth / 2), colour: colour,
      antialiased: antialiased)
  }

  /// Fills an axis-aligned ellipse with radii `radiusX`, `radiusY` around `centre`.
  public mutating func fillEllipse(
    centre: ImagePoint, radiusX: Double, radiusY: Double, colour: RGBA, antialiased: Bool = true
  ) {
    guard centre.isFinite, radiusX.isFinite, radiusY.isFinite, radiusX > 0, radiusY > 0 else {
      return
    }
    rasterize(
      EllipseShape(centre: centre, radiusX: radiusX, radiusY: radiusY, halfWidth: nil),
      colour: colour, antialiased: antialiased)
  }

  /// Fills the ellipse inscribed in `rect`.
  public mutating func fillEllipse(in rect: PixelRect, colour: RGBA, antialiased: Bool = true) {
    guard !rect.isEmpty else { return }
    fillEllipse(
      centre: ImagePoint(
        x: Double(rect.x) + Double(rect.width) / 2, y: Double(rect.y) + Double(rect.height) / 2),
      radiusX: Double(rect.width) / 2, radiusY: Double(rect.height) / 2, colour: colour,
      antialiased: antialiased)
  }

  /// Draws an ellipse outline centred on the ellipse with radii `radiusX`, `radiusY`,
  /// `lineWidth` thick.
  public mutating func strokeEllipse(
    centre: ImagePoint, radiusX: Double, radiusY: Double, colour: RGBA, lineWidth: Double = 1,
    antialiased: Bool = true
  ) {
    guard centre.isFinite, radiusX.isFinite, radiusY.isFinite, radiusX > 0, radiusY > 0,
      lineWidth.isFinite, lineWidth > 0
    else { return }
    rasterize(
      EllipseShape(centre: centre, radiusX: radiusX, radiusY: radiusY, halfWidth: lineWidth / 2),
      colour: colour, antialiased: antialiased)
  }
}
