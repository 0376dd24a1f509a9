import Imaging

/// Smooth, bold text for headers and labels, built on the bitmap font of `Imaging`: the
/// text is drawn large, thickened and outlined, then scaled down to the wanted height, which
/// gives anti-aliased letters at any size.
struct TextPainter: Sendable {
  /// Font pixels per glyph height.
  private static let glyphHeight = 7
  /// Horizontal squeeze applied to the bitmap font's letters.
  private static let condensed = 0.82

  /// How text is placed horizontally relative to the given x.
  enum Alignment: Sendable {
    case left
    case centre
    case right
  }

  /// Draws one line of `text` whose capitals are `capHeight` pixels tall.
  ///
  /// - Parameters:
  ///   - text: one line of printable ASCII.
  ///   - x: the left edge, centre or right edge, per `alignment`.
  ///   - top: the top of the capitals.
  ///   - capHeight: the height of capitals in pixels.
  ///   - colour: the letters' colour.
  ///   - outline: a darker edge around the letters, if any.
  ///   - bold: thickens the strokes.
  ///   - image: the image drawn on.
  /// - Returns: the rectangle covered.
  @discardableResult
  static func draw(
    _ text: String, x: Double, top: Double, capHeight: Double, alignment: Alignment = .centre,
    colour: RGBA, outline: RGBA? = nil, bold: Bool = true, into image: inout RGBAImage
  ) -> PixelRect {
    guard !text.isEmpty, capHeight >= 3 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    let font = BitmapFont.standard
    // Draw with font pixels of `scale` image pixels, at least 3x the final size.
    let scale = max(4, Int((capHeight / Double(glyphHeight) * 3).rounded(.up)))
    let size = font.measureText(text, scale: scale)
    let margin = 2 * scale
    let boldShift = bold ? max(1, scale / 2) : 0
    var mask = RGBAImage(
      width: size.width + 2 * margin + boldShift, height: size.height + 2 * margin, fill: .clear)
    for shift in Set([0, boldShift]) {
      mask.drawText(
        text, at: PixelPoint(x: margin + shift, y: margin), scale: scale, colour: .white)
    }
    // Blur the square glyphs and cut them again at mid grey: strokes keep their width and
    // get round ends and corners, like the game's bold type. A lower cut gives the outline.
    let blurred = mask.gaussianBlurred(sigma: Double(scale) * 0.45)
    let ink = Shade(colour)
    let edge = outline.map(Shade.init)
    var layer = RGBAImage(width: mask.width, height: mask.height, fill: .clear)
    for index in layer.pixels.indices {
      let coverage = Double(blurred.pixels[index].alpha) / 255
      let body = smoothStep(bold ? 0.18 : 0.3, bold ? 0.45 : 0.6, coverage)
      if let edge {
        let rim = smoothStep(0.03, 0.16, coverage)
        if rim > 0 {
          layer.pixels[index] = edge.mixed(with: ink, body).rgba(alpha: Shade.byte(rim * 255))
        }
      } else if body > 0 {
        layer.pixels[index] = ink.rgba(alpha: Shade.byte(body * 255))
      }
    }
    let factor = capHeight / Double(size.height)
    // The bitmap font is wide; the game's type is narrower.
    let width = max(1, Int((Double(layer.width) * factor * condensed).rounded()))
    let height = max(1, Int((Double(layer.height) * factor).rounded()))
    let small = layer.resized(width: width, height: height)
    let left: Double
    switch alignment {
    case .left: left = x
    case .centre: left = x - Double(width) / 2
    case .right: left = x - Double(width)
    }
    let origin = PixelPoint(
      x: Int(left.rounded()), y: Int((top - Double(margin) * factor).rounded()))
    image.composite(small, at: origin)
    return PixelRect(x: origin.x, y: origin.y, width: width, height: height)
  }

  /// The width `text` takes at `capHeight` (for laying out before drawing).
  static func width(of text: String, capHeight: Double, bold: Bool = true) -> Double {
    let size = BitmapFont.standard.measureText(text, scale: 1)
    return (Double(size.width) + (bold ? 0.5 : 0)) * capHeight / Double(glyphHeight) * condensed
  }
}
