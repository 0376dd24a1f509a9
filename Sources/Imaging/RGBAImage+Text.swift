/// Bitmap text drawn with `BitmapFont`.
extension RGBAImage {
  /// Draws `text` with its top-left font pixel at `origin`, optionally on a backing box.
  ///
  /// Lines split at newlines and are left-aligned; each font pixel becomes a
  /// `scale` x `scale` square. Everything is clipped to the image.
  /// - Parameters:
  ///   - text: the text; characters outside printable ASCII draw as a hollow box.
  ///   - origin: the top-left corner of the text itself (the backing extends beyond it).
  ///   - scale: image pixels per font pixel (clamped to 1...`BitmapFont.maximumScale`).
  ///   - colour: the ink colour.
  ///   - backing: when set, a box of this colour is blended first behind the whole text,
  ///     grown by `padding` on every side; pick it with `colour.contrastingColour` (often
  ///     with alpha ~200) so text stays readable on any background.
  ///   - padding: the backing's margin around the text in image pixels (default `2 * scale`).
  ///   - font: the font (only `.standard` exists today).
  /// - Returns: the area drawn, backing included (unclipped; equals the text box with no
  ///   backing).
  @discardableResult
  public mutating func drawText(
    _ text: String, at origin: PixelPoint, scale: Int = 1, colour: RGBA, backing: RGBA? = nil,
    padding: Int? = nil, font: BitmapFont = .standard
  ) -> PixelRect {
    let s = Swift.min(Swift.max(1, scale), BitmapFont.maximumScale)
    let size = font.measureText(text, scale: s)
    let textBox = PixelRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    var drawn = textBox
    if let backing {
      let margin = Swift.min(Swift.max(0, padding ?? 2 * s), 1 << 20)
      drawn = PixelRect(
        x: origin.x - margin, y: origin.y - margin, width: size.width + 2 * margin,
        height: size.height + 2 * margin)
      if !textBox.isEmpty { fillRect(drawn, colour: backing) }
    }
    guard colour.alpha > 0, !textBox.intersection(bounds).isEmpty else { return drawn }
    var lineY = origin.y
    for line in BitmapFont.lines(of: text) {
      var glyphX = origin.x
      for character in line {
        let base = BitmapFont.glyphIndex(character) * 7
        for row in 0..<font.glyphHeight {
          let bits = BitmapFont.glyphRows[base + row]
          guard bits != 0 else { continue }
          for column in 0..<font.glyphWidth where bits >> (4 - column) & 1 == 1 {
            fillRect(
              PixelRect(x: glyphX + column * s, y: lineY + row * s, width: s, height: s),
              colour: colour)
          }
        }
        glyphX += font.advance * s
      }
      lineY += font.lineHeight * s
    }
    return drawn
  }
}
