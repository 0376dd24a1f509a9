import Imaging

/// Draws the header (verdict on a green or red strip) and the legend (colour key and lines on a
/// dark strip) across the annotated image's full width.
struct LegendPainter {
  /// The colours.
  let palette: AnnotationPalette
  /// Image pixels per font pixel.
  let textScale: Int
  /// The strip's width.
  let width: Int

  private var padding: Int { 4 * textScale }
  private var lineHeight: Int { 10 * textScale }
  private var columns: Int { max(12, (width - 2 * padding) / (6 * textScale)) }

  /// The lines of `paragraphs` wrapped to the strip.
  func wrapped(_ paragraphs: [String]) -> [String] {
    paragraphs.flatMap { TextWrapper.wrap($0, columns: columns) }
  }

  /// The height of a text strip of `lines` wrapped lines.
  func height(lines: Int, extra: Int = 0) -> Int {
    2 * padding + lines * lineHeight + extra
  }

  /// Writes `lines` into `rect` of `canvas` on `backing`.
  func paintText(_ lines: [String], in rect: PixelRect, backing: RGBA, on canvas: inout RGBAImage) {
    canvas.fillRect(rect, colour: backing)
    for (index, line) in lines.enumerated() {
      canvas.drawText(
        line,
        at: PixelPoint(x: rect.x + padding, y: rect.y + padding + index * lineHeight),
        scale: textScale, colour: palette.text)
    }
  }

  /// The key's swatches laid out in rows: their positions, relative to the strip's top-left.
  func keyPositions(_ key: [AnnotationLegend.KeyEntry]) -> [PixelPoint] {
    var positions: [PixelPoint] = []
    var x = padding
    var y = padding
    for entry in key {
      let entryWidth = entryWidth(entry)
      if x > padding && x + entryWidth > width - padding {
        x = padding
        y += lineHeight + 2 * textScale
      }
      positions.append(PixelPoint(x: x, y: y))
      x += entryWidth + 4 * textScale
    }
    return positions
  }

  /// Height of the key's rows.
  func keyHeight(_ key: [AnnotationLegend.KeyEntry]) -> Int {
    guard let last = keyPositions(key).last else { return 0 }
    return last.y - padding + lineHeight + 2 * textScale
  }

  private var swatchSide: Int { 8 * textScale }

  private func entryWidth(_ entry: AnnotationLegend.KeyEntry) -> Int {
    swatchSide + 2 * textScale
      + BitmapFont.standard.measureText(entry.caption, scale: textScale).width
  }

  /// Draws the key at the top of `rect`.
  func paintKey(_ key: [AnnotationLegend.KeyEntry], in rect: PixelRect, on canvas: inout RGBAImage)
  {
    let s = textScale
    for (entry, position) in zip(key, keyPositions(key)) {
      let swatch = PixelRect(
        x: rect.x + position.x, y: rect.y + position.y - s / 2, width: swatchSide,
        height: swatchSide)
      switch entry.style {
      case .line:
        let bar = PixelRect(
          x: swatch.x, y: swatch.y + swatchSide / 2 - s, width: swatchSide, height: 2 * s)
        canvas.fillRect(bar.insetBy(-1), colour: palette.halo)
        canvas.fillRect(bar, colour: entry.colour)
      case .dashes:
        canvas.strokeDashed(
          swatch, first: palette.sampleLight, second: palette.sampleDark, dash: max(2, s))
      case .badge(let symbol):
        canvas.fillRect(swatch, colour: entry.colour)
        canvas.drawText(
          String(symbol),
          at: PixelPoint(x: swatch.x + (swatchSide - 5 * s) / 2, y: swatch.y + s / 2),
          scale: s, colour: entry.colour.contrastingColour)
      case .broken:
        canvas.strokeBroken(
          swatch, colour: entry.colour, halo: palette.halo, width: max(1, s), dash: 2 * s)
      case .hazard:
        canvas.strokeHazard(
          swatch, colour: entry.colour, halo: palette.halo, width: max(1, s), dash: 2 * s)
      }
      canvas.drawText(
        entry.caption, at: PixelPoint(x: swatch.maxX + 2 * s, y: rect.y + position.y),
        scale: s, colour: palette.text)
    }
  }
}
