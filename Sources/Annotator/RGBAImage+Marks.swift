import Imaging

/// Where a label sits relative to its anchor point.
struct LabelAnchor: Hashable, Sendable {
  /// -1 the label's left edge at the anchor, 0 centred, 1 its right edge at the anchor.
  var horizontal: Int
  /// -1 the label's top edge at the anchor, 0 centred, 1 its bottom edge at the anchor.
  var vertical: Int

  static let centre = LabelAnchor(horizontal: 0, vertical: 0)
  static let topLeft = LabelAnchor(horizontal: -1, vertical: -1)
  static let bottomLeft = LabelAnchor(horizontal: -1, vertical: 1)
  static let topRight = LabelAnchor(horizontal: 1, vertical: -1)
  static let bottomRight = LabelAnchor(horizontal: 1, vertical: 1)
}

/// The marks an overlay is made of: lines and outlines on a halo, dashed outlines, labels on a
/// bordered backing.
extension RGBAImage {
  /// Outlines `rect` `width` pixels thick in `colour`, inside a one-pixel halo on both sides.
  mutating func strokeWithHalo(_ rect: PixelRect, colour: RGBA, halo: RGBA, width: Int) {
    strokeRect(rect.insetBy(-1), colour: halo, lineWidth: width + 2)
    strokeRect(rect, colour: colour, lineWidth: width)
  }

  /// A straight line `width` thick in `colour` over a halo one pixel wider on each side.
  mutating func lineWithHalo(
    from start: ImagePoint, to end: ImagePoint, colour: RGBA, halo: RGBA, width: Double
  ) {
    drawLine(from: start, to: end, colour: halo, lineWidth: width + 2, antialiased: false)
    drawLine(from: start, to: end, colour: colour, lineWidth: width, antialiased: false)
  }

  /// An arrow in `colour` over a halo.
  mutating func arrowWithHalo(
    from start: ImagePoint, to end: ImagePoint, colour: RGBA, halo: RGBA, width: Double
  ) {
    let head = max(8, 4 * width)
    drawArrow(
      from: start, to: end, colour: halo, lineWidth: width + 3, headLength: head + 3,
      headWidth: 0.8 * head + 4)
    drawArrow(from: start, to: end, colour: colour, lineWidth: width, headLength: head)
  }

  /// Outlines `rect` one pixel thick in dashes of `dash` pixels alternating `first` and
  /// `second`: visible on light and dark backgrounds alike.
  mutating func strokeDashed(_ rect: PixelRect, first: RGBA, second: RGBA, dash: Int) {
    guard !rect.isEmpty else { return }
    let step = max(1, dash)
    var perimeter: [PixelPoint] = []
    for x in rect.x..<rect.maxX { perimeter.append(PixelPoint(x: x, y: rect.y)) }
    for y in rect.y + 1..<rect.maxY { perimeter.append(PixelPoint(x: rect.maxX - 1, y: y)) }
    if rect.height > 1 {
      for x in stride(from: rect.maxX - 2, through: rect.x, by: -1) {
        perimeter.append(PixelPoint(x: x, y: rect.maxY - 1))
      }
    }
    if rect.width > 1 {
      for y in stride(from: rect.maxY - 2, to: rect.y, by: -1) {
        perimeter.append(PixelPoint(x: rect.x, y: y))
      }
    }
    for (index, point) in perimeter.enumerated() where bounds.contains(point) {
      self[point.x, point.y] = (index / step) % 2 == 0 ? first : second
    }
  }

  /// A dashed outline `width` pixels thick in `colour` with gaps showing the image, over a
  /// dashed halo (for rejected candidates and faults).
  mutating func strokeBroken(
    _ rect: PixelRect, colour: RGBA, halo: RGBA, width: Int, dash: Int
  ) {
    guard !rect.isEmpty else { return }
    let step = max(2, dash)
    func segments(from start: Int, to end: Int) -> [(Int, Int)] {
      stride(from: start, to: end, by: 2 * step).map { ($0, min(end, $0 + step)) }
    }
    var pieces: [PixelRect] = []
    for (a, b) in segments(from: rect.x, to: rect.maxX) {
      pieces.append(PixelRect(x: a, y: rect.y, width: b - a, height: width))
      pieces.append(PixelRect(x: a, y: rect.maxY - width, width: b - a, height: width))
    }
    for (a, b) in segments(from: rect.y, to: rect.maxY) {
      pieces.append(PixelRect(x: rect.x, y: a, width: width, height: b - a))
      pieces.append(PixelRect(x: rect.maxX - width, y: a, width: width, height: b - a))
    }
    for piece in pieces { fillRect(piece.insetBy(-1), colour: halo) }
    for piece in pieces { fillRect(piece, colour: colour) }
  }

  /// A thick outline of alternating `colour` and white dashes over a halo: stands out on any
  /// wood, and on a block of `colour` itself (cells an error names).
  mutating func strokeHazard(_ rect: PixelRect, colour: RGBA, halo: RGBA, width: Int, dash: Int) {
    strokeWithHalo(rect, colour: .white, halo: halo, width: width)
    strokeBroken(rect, colour: colour, halo: halo, width: width, dash: dash)
  }

  /// Draws `text` on a backing with a one-pixel `border`, placed by `anchor` at `point` and
  /// moved inside the image when it would stick out.
  ///
  /// - Returns: the backing's rectangle (border excluded).
  @discardableResult
  mutating func label(
    _ text: String, at point: ImagePoint, anchor: LabelAnchor, scale: Int, colour: RGBA,
    backing: RGBA, border: RGBA?
  ) -> PixelRect {
    let size = BitmapFont.standard.measureText(text, scale: scale)
    let padding = max(1, scale)
    let boxWidth = size.width + 2 * padding
    let boxHeight = size.height + 2 * padding
    var x = Int(point.x.rounded()) - (anchor.horizontal + 1) * boxWidth / 2
    var y = Int(point.y.rounded()) - (anchor.vertical + 1) * boxHeight / 2
    x = max(1, min(x, width - boxWidth - 1))
    y = max(1, min(y, height - boxHeight - 1))
    let box = PixelRect(x: x, y: y, width: boxWidth, height: boxHeight)
    if let border { strokeRect(box.insetBy(-1), colour: border) }
    fillRect(box, colour: backing)
    drawText(text, at: PixelPoint(x: x + padding, y: y + padding), scale: scale, colour: colour)
    return box
  }
}
