import Imaging

/// Paints the header panels' contents: "Puzzle", the number, stars, category and arrows;
/// "Moves", the count and the record.
struct HeaderPainter: Sendable {
  var geometry: ScreenGeometry
  var palette: ResolvedPalette

  private var outline: RGBA { palette.panel.scaled(0.35).rgba() }
  private var textColour: RGBA { palette.text.rgba() }

  /// The two header panels.
  enum Panel: Sendable {
    case puzzle
    case moves
  }

  /// Paints the contents of `panels` (their recesses must be painted already).
  func paint(_ content: HeaderContent, panels: Set<Panel>, into image: inout RGBAImage) {
    if panels.contains(.puzzle), let panel = geometry.puzzlePanel {
      paintPuzzlePanel(panel, content, into: &image)
    }
    if panels.contains(.moves), let panel = geometry.movesPanel {
      paintMovesPanel(panel, content, into: &image)
    }
  }

  private func paintPuzzlePanel(
    _ panel: PixelRect, _ content: HeaderContent, into image: inout RGBAImage
  ) {
    let h = Double(panel.height)
    let midX = Double(panel.x) + Double(panel.width) / 2
    let top = Double(panel.y)
    TextPainter.draw(
      "Puzzle", x: midX, top: top + 0.105 * h, capHeight: 0.165 * h, colour: textColour,
      outline: outline, into: &image)
    // The number shrinks to stay between the round buttons.
    let number = String(content.puzzleNumber)
    let room = Double(panel.width) - 2 * (0.21 * h + 0.15 * h) - 0.12 * h
    let numberCap = min(0.3 * h, room / max(1, TextPainter.width(of: number, capHeight: 1)))
    TextPainter.draw(
      number, x: midX, top: top + 0.31 * h + (0.3 * h - numberCap) / 2, capHeight: numberCap,
      colour: textColour, outline: outline, into: &image)
    if content.showsStars {
      let gold = RGBA(red: 0xF2, green: 0xC0, blue: 0x1E)
      for index in -1...1 {
        let centre = ImagePoint(x: midX + Double(index) * 0.12 * h, y: top + 0.665 * h)
        image.fillPolygon(UnitCircle.star(centre: centre, radius: 0.062 * h), colour: outline)
        image.fillPolygon(UnitCircle.star(centre: centre, radius: 0.048 * h), colour: gold)
      }
    }
    TextPainter.draw(
      content.category, x: midX, top: top + 0.76 * h, capHeight: 0.125 * h, colour: textColour,
      outline: outline, into: &image)
    // The round previous/next buttons.
    let radius = 0.15 * h
    let inset = 0.21 * h
    for (side, x) in [(-1.0, Double(panel.x) + inset), (1.0, Double(panel.maxX) - inset)] {
      let centre = ImagePoint(x: x, y: top + 0.5 * h)
      let width = max(1, 0.028 * h)
      image.strokeCircle(
        centre: centre, radius: radius, colour: outline, lineWidth: width * 2.2)
      image.strokeCircle(centre: centre, radius: radius, colour: textColour, lineWidth: width)
      let arm = radius * 0.42
      let chevron = [
        ImagePoint(x: centre.x - side * arm * 0.5, y: centre.y - arm),
        ImagePoint(x: centre.x + side * arm * 0.5, y: centre.y),
        ImagePoint(x: centre.x - side * arm * 0.5, y: centre.y + arm),
      ]
      image.drawPolyline(chevron, colour: textColour, lineWidth: width * 1.3)
    }
  }

  private func paintMovesPanel(
    _ panel: PixelRect, _ content: HeaderContent, into image: inout RGBAImage
  ) {
    let h = Double(panel.height)
    let midX = Double(panel.x) + Double(panel.width) / 2
    let top = Double(panel.y)
    TextPainter.draw(
      "Moves", x: midX, top: top + 0.105 * h, capHeight: 0.165 * h, colour: textColour,
      outline: outline, into: &image)
    TextPainter.draw(
      String(content.moves), x: midX, top: top + 0.31 * h, capHeight: 0.3 * h,
      colour: textColour, outline: outline, into: &image)
    let record = "Record: \(content.record.map(String.init) ?? "--")/\(content.target)"
    let fit = Double(panel.width) * 0.92 / max(1, TextPainter.width(of: record, capHeight: 1))
    TextPainter.draw(
      record, x: midX, top: top + 0.775 * h, capHeight: min(0.11 * h, fit),
      colour: textColour, outline: outline, into: &image)
  }
}
