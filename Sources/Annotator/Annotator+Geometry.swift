import Imaging
import Scanner

extension Annotator {
  /// The annotation of a board read through a homography: the usual panels drawn on the
  /// rectified board (the image the report's coordinates refer to), and below them the
  /// original image with the board's quadrilateral, its top-left corner and the rectified
  /// grid mapped back onto it.
  static func annotateRectified(
    _ report: ScanReport, on image: RGBAImage, geometry: BoardGeometry, homography: Homography,
    size: PixelSize, options: AnnotationOptions
  ) -> Annotation {
    let rectified = image.warped(
      width: size.width, height: size.height, sourceOf: homography,
      fill: RGBA(red: 128, green: 128, blue: 128))
    var annotation = annotatePanels(report, on: rectified, options: options)
    let palette = options.palette
    let width = annotation.image.width
    let textScale = annotation.layout.legendTextScale
    let line = 10 * textScale
    let maximumHeight = max(160, annotation.layout.overlay.height)
    let factor = min(
      Double(width - 2 * textScale) / Double(image.width),
      Double(maximumHeight) / Double(image.height))
    let shown = image.resized(
      width: max(1, Int(Double(image.width) * factor)),
      height: max(1, Int(Double(image.height) * factor)))
    var canvas = RGBAImage(
      width: width, height: annotation.image.height + line + shown.height + 2 * textScale,
      fill: palette.background)
    canvas.paste(annotation.image, at: PixelPoint(x: 0, y: 0))
    let turn = geometry.turn == .none ? "" : ", turned \(geometry.turn) degrees"
    canvas.drawText(
      "read through a homography: rotated \(Decimals.fixed(geometry.angle, 1)) degrees\(turn), "
        + "skew \(Decimals.fixed(geometry.skew, 1)), sides \(Decimals.fixed(geometry.sideRatio, 2))",
      at: PixelPoint(x: textScale, y: annotation.image.height + textScale), scale: textScale,
      colour: palette.text)
    let origin = PixelPoint(x: textScale, y: annotation.image.height + line)
    var panel = shown
    func mapped(_ point: ImagePoint) -> ImagePoint {
      let p = homography.apply(point)
      return ImagePoint(x: p.x * factor, y: p.y * factor)
    }
    if let location = report.location {
      let rows = location.rowLines
      let columns = location.columnLines
      for x in columns {
        panel.drawLine(
          from: mapped(ImagePoint(x: x, y: rows[0])), to: mapped(ImagePoint(x: x, y: rows[6])),
          colour: palette.grid)
      }
      for y in rows {
        panel.drawLine(
          from: mapped(ImagePoint(x: columns[0], y: y)),
          to: mapped(ImagePoint(x: columns[6], y: y)), colour: palette.grid)
      }
    }
    let corners = geometry.corners.map { ImagePoint(x: $0.x * factor, y: $0.y * factor) }
    if let first = corners.first {
      panel.drawPolyline(corners + [first], colour: palette.board, lineWidth: 2)
      panel.fillCircle(centre: first, radius: 4, colour: palette.board)
    }
    canvas.paste(panel, at: origin)
    annotation.image = canvas
    annotation.layout.size = canvas.size
    return annotation
  }
}
