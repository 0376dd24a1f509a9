import Imaging
import Scanner

/// Draws a scan's evidence over its screenshot, so a person sees at a glance why a scan went
/// right or wrong.
///
/// Everything drawn comes from the `ScanReport` (nothing is measured again): the board
/// rectangle and origin with pixel coordinates, the grid, each tile's sample region, class and
/// confidence, every seam's darkening against its threshold, the block outlines and letters,
/// the chute strips and exit, the theme scores, the stage reached and the error. Small
/// screenshots are enlarged and large ones reduced so that the labels stay readable.
public enum Annotator {
  /// The annotated image for `report`, the scan of `image`.
  ///
  /// - Parameters:
  ///   - report: the scanner's evidence; its pixel coordinates refer to an image of
  ///     `report.imageWidth` x `report.imageHeight` (a differently sized `image` is stretched
  ///     to that size).
  ///   - image: the scanned screenshot.
  ///   - options: title, side-by-side, zoom, sizes and colours.
  /// - Returns: header, panels and legend in one image.
  public static func overlay(
    for report: ScanReport, on image: RGBAImage, options: AnnotationOptions = .standard
  ) -> RGBAImage {
    annotate(report, on: image, options: options).image
  }

  /// The annotated image for `report` with its layout and words (for tests and reports that
  /// need to know where things are).
  ///
  /// - Parameters:
  ///   - report: the scanner's evidence.
  ///   - image: the scanned screenshot.
  ///   - options: title, side-by-side, zoom, sizes and colours.
  /// - Returns: the image, its layout and its legend.
  public static func annotate(
    _ report: ScanReport, on image: RGBAImage, options: AnnotationOptions = .standard
  ) -> Annotation {
    if let geometry = report.geometry, let homography = geometry.homography,
      let size = geometry.rectifiedSize
    {
      return annotateRectified(
        report, on: image, geometry: geometry, homography: homography, size: size,
        options: options)
    }
    return annotatePanels(report, on: image, options: options)
  }

  /// The annotation of a report whose coordinates are those of `image`.
  static func annotatePanels(
    _ report: ScanReport, on image: RGBAImage, options: AnnotationOptions
  ) -> Annotation {
    let reportSize =
      report.imageWidth > 0 && report.imageHeight > 0
      ? PixelSize(width: report.imageWidth, height: report.imageHeight) : image.size
    let board = report.location?.board
    let scale = AnnotationLayout.scale(image: reportSize, board: board, options: options)
    let main = AnnotationLayout.fullPanel(image: reportSize, board: board, scale: scale)
    let zoom =
      options.zoom
      ? board.map {
        AnnotationLayout.zoomPanel(image: reportSize, board: $0, scale: scale, options: options)
      } : nil
    let textScale = main.textScale
    let gap = 3 * textScale

    var plans: [(kind: PanelKind, plan: AnnotationLayout.PanelPlan)] = []
    if options.sideBySide { plans.append((.original, main)) }
    plans.append((.overlay, main))
    if let zoom { plans.append((.zoom, zoom)) }
    let panelsWidth =
      plans.reduce(0) { $0 + $1.plan.size.width } + gap * (plans.count - 1)
    let panelsHeight = plans.map(\.plan.size.height).max() ?? 0
    let width = max(panelsWidth, 480)
    // Header and legend: the labels' font scale, smaller if a line would hold under 64
    // characters, never below 2.
    var legendScale = min(textScale, 3)
    while legendScale > 2 && (width - 8 * legendScale) / (6 * legendScale) < 64 {
      legendScale -= 1
    }

    let legend = AnnotationLegend(
      report: report, title: options.title, scale: scale, zoom: options.zoom,
      palette: options.palette, verdict: options.verdict)
    let painter = LegendPainter(palette: options.palette, textScale: legendScale, width: width)
    let headerLines = painter.wrapped(legend.header)
    let legendLines = painter.wrapped(legend.lines)
    let keyHeight = painter.keyHeight(legend.key)
    let headerRect = PixelRect(
      x: 0, y: 0, width: width, height: painter.height(lines: headerLines.count))
    let legendRect = PixelRect(
      x: 0, y: headerRect.maxY + panelsHeight, width: width,
      height: painter.height(lines: legendLines.count, extra: keyHeight))

    var canvas = RGBAImage(
      width: width, height: legendRect.maxY, fill: options.palette.background)
    let succeeded = options.verdict?.passed ?? AnnotationLegend.succeeded(report)
    painter.paintText(
      headerLines, in: headerRect,
      backing: succeeded ? options.palette.success : options.palette.failure, on: &canvas)
    painter.paintKey(legend.key, in: legendRect, on: &canvas)
    painter.paintText(
      legendLines,
      in: PixelRect(
        x: legendRect.x, y: legendRect.y + keyHeight, width: legendRect.width,
        height: legendRect.height - keyHeight),
      backing: options.palette.background, on: &canvas)

    var layout = AnnotationLayout(
      size: canvas.size, header: headerRect, original: nil, overlay: headerRect, zoom: nil,
      legend: legendRect, overlayTransform: main.transform, originalTransform: nil,
      zoomTransform: nil, zoomSource: nil, textScale: textScale, legendTextScale: legendScale,
      zoomTextScale: zoom?.textScale ?? textScale)
    var x = 0
    for (kind, plan) in plans {
      let rect = PixelRect(
        x: x, y: headerRect.maxY, width: plan.size.width, height: plan.size.height)
      var panel = RGBAImage(
        width: plan.size.width, height: plan.size.height, fill: options.palette.background)
      panel.composite(
        drawnRegion(of: image, source: plan.source, reportSize: reportSize, drawn: plan.drawn),
        at: PixelPoint(x: plan.margin, y: plan.margin))
      let transform = plan.transform.translated(x: rect.x, y: rect.y)
      switch kind {
      case .original:
        layout.original = rect
        layout.originalTransform = transform
      case .overlay:
        OverlayPainter(
          report: report, palette: options.palette, transform: plan.transform,
          textScale: plan.textScale, detail: false, faults: options.verdict?.cells ?? []
        ).paint(on: &panel)
        layout.overlay = rect
        layout.overlayTransform = transform
      case .zoom:
        OverlayPainter(
          report: report, palette: options.palette, transform: plan.transform,
          textScale: plan.textScale, detail: true, faults: options.verdict?.cells ?? []
        ).paint(on: &panel)
        layout.zoom = rect
        layout.zoomTransform = transform
        layout.zoomSource = plan.source
      }
      canvas.paste(panel, at: PixelPoint(x: rect.x, y: rect.y))
      x = rect.maxX + gap
    }
    return Annotation(image: canvas, layout: layout, legend: legend)
  }

  /// The panels an annotation can hold.
  private enum PanelKind {
    case original, overlay, zoom
  }

  /// `source` (in report pixels) of `image`, resampled to `drawn`.
  private static func drawnRegion(
    of image: RGBAImage, source: PixelRect, reportSize: PixelSize, drawn: PixelSize
  ) -> RGBAImage {
    let rx = Double(image.width) / Double(reportSize.width)
    let ry = Double(image.height) / Double(reportSize.height)
    let region = PixelRect(
      x: Int((Double(source.x) * rx).rounded()), y: Int((Double(source.y) * ry).rounded()),
      width: max(1, Int((Double(source.width) * rx).rounded())),
      height: max(1, Int((Double(source.height) * ry).rounded()))
    ).intersection(image.bounds)
    let cropped: RGBAImage
    if region == image.bounds {
      cropped = image
    } else if !region.isEmpty, let part = try? image.cropped(to: region) {
      cropped = part
    } else {
      return RGBAImage(width: drawn.width, height: drawn.height, fill: .black)
    }
    return cropped.resized(width: drawn.width, height: drawn.height)
  }
}
