import Imaging

/// Paints the icons of the bottom buttons: pause, hint (a light bulb), undo and restart
/// (greyed out, as at the start of a puzzle).
struct ButtonPainter: Sendable {
  var geometry: ScreenGeometry
  var palette: ResolvedPalette

  func paintIcons(into image: inout RGBAImage) {
    let white = RGBA.white
    let greyed = palette.background.scaled(0.72).rgba()
    for (index, button) in geometry.buttons.enumerated() {
      let h = Double(button.height)
      let centre = ImagePoint(
        x: Double(button.x) + Double(button.width) / 2, y: Double(button.y) + h / 2)
      switch index {
      case 0:
        // Pause: two bars.
        let barWidth = max(1, Int((0.18 * h).rounded()))
        let barHeight = max(2, Int((0.5 * h).rounded()))
        let gap = max(1, Int((0.12 * h).rounded()))
        for side in [-1, 1] {
          let x = Int(centre.x.rounded()) + (side < 0 ? -gap / 2 - barWidth : gap - gap / 2)
          image.fillRoundedRect(
            PixelRect(
              x: x, y: Int(centre.y.rounded()) - barHeight / 2, width: barWidth, height: barHeight),
            cornerRadius: 0.03 * h, colour: white)
        }
      case 1:
        // Hint: a bulb with rays and the number of hints left.
        let bulb = ImagePoint(x: centre.x, y: centre.y - 0.05 * h)
        let rays = UnitCircle.arc(centre: bulb, radius: 0.34 * h, from: 135, to: 405)
        for (step, ray) in rays.enumerated() where step % 9 == 0 {
          let inner = ImagePoint(
            x: bulb.x + (ray.x - bulb.x) * 0.7, y: bulb.y + (ray.y - bulb.y) * 0.7)
          image.drawLine(from: inner, to: ray, colour: white, lineWidth: max(1, 0.05 * h))
        }
        image.fillCircle(centre: bulb, radius: 0.21 * h, colour: white)
        image.fillRect(
          PixelRect(
            x: Int((centre.x - 0.09 * h).rounded()), y: Int((bulb.y + 0.12 * h).rounded()),
            width: max(1, Int((0.18 * h).rounded())), height: max(1, Int((0.18 * h).rounded()))),
          colour: RGBA(red: 0xD8, green: 0xD8, blue: 0xD0))
        TextPainter.draw(
          "5", x: bulb.x, top: bulb.y - 0.08 * h, capHeight: 0.16 * h,
          colour: RGBA(red: 0x30, green: 0x30, blue: 0x30), into: &image)
      case 2:
        // Undo: an open circle whose upper end carries an arrowhead pointing back.
        let points = UnitCircle.arc(centre: centre, radius: 0.25 * h, from: 250, to: 520)
        image.drawPolyline(points, colour: greyed, lineWidth: max(1, 0.12 * h))
        if points.count > 3 {
          let tip = points[0]
          let dx = points[0].x - points[3].x
          let dy = points[0].y - points[3].y
          let length = max(0.001, (dx * dx + dy * dy).squareRoot())
          let (ux, uy) = (dx / length, dy / length)
          let size = 0.15 * h
          image.fillPolygon(
            [
              ImagePoint(x: tip.x + ux * size, y: tip.y + uy * size),
              ImagePoint(x: tip.x - uy * size, y: tip.y + ux * size),
              ImagePoint(x: tip.x + uy * size, y: tip.y - ux * size),
            ], colour: greyed)
        }
      default:
        // Restart: two arcs chasing each other.
        for start in [20, 200] {
          let points = UnitCircle.arc(
            centre: centre, radius: 0.25 * h, from: start, to: start + 130)
          image.drawPolyline(points, colour: greyed, lineWidth: max(1, 0.12 * h))
          if let tip = points.last, let before = points.dropLast(3).last {
            let dx = tip.x - before.x
            let dy = tip.y - before.y
            let length = max(0.001, (dx * dx + dy * dy).squareRoot())
            let (ux, uy) = (dx / length, dy / length)
            let size = 0.15 * h
            image.fillPolygon(
              [
                ImagePoint(x: tip.x + ux * size, y: tip.y + uy * size),
                ImagePoint(x: tip.x - uy * size, y: tip.y + ux * size),
                ImagePoint(x: tip.x + uy * size, y: tip.y - ux * size),
              ], colour: greyed)
          }
        }
      }
    }
  }
}
