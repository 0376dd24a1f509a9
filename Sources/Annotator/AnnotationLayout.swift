import Imaging

/// Where everything sits in an annotated image: the header, the panels, the legend, and how
/// screenshot pixels map into each panel.
///
/// From top to bottom: the header (the verdict), the panels side by side (the untouched
/// screenshot with `--side-by-side`, the overlay, the enlarged board with `--zoom`), then the
/// legend. Every rectangle is in pixels of the annotated image.
public struct AnnotationLayout: Hashable, Sendable {
  /// The annotated image's size.
  public var size: PixelSize
  /// The header strip holding the title, the verdict and the stages.
  public var header: PixelRect
  /// The untouched screenshot (side-by-side only).
  public var original: PixelRect?
  /// The screenshot with the overlay.
  public var overlay: PixelRect
  /// The enlarged board (zoom only, when a board was found).
  public var zoom: PixelRect?
  /// The legend strip.
  public var legend: PixelRect
  /// Screenshot pixels to annotated-image pixels in the overlay panel.
  public var overlayTransform: PanelTransform
  /// Screenshot pixels to annotated-image pixels in the untouched panel.
  public var originalTransform: PanelTransform?
  /// Screenshot pixels to annotated-image pixels in the zoom panel.
  public var zoomTransform: PanelTransform?
  /// The part of the screenshot the zoom panel shows.
  public var zoomSource: PixelRect?
  /// Image pixels per font pixel of the overlay's labels.
  public var textScale: Int
  /// Image pixels per font pixel of the header and the legend.
  public var legendTextScale: Int
  /// Image pixels per font pixel of the zoom panel's labels.
  public var zoomTextScale: Int
}

extension AnnotationLayout {
  /// The size and scale of one panel before it is placed.
  struct PanelPlan {
    /// The screenshot region drawn.
    var source: PixelRect
    /// Drawn size of the region.
    var drawn: PixelSize
    /// Margin around the drawn region.
    var margin: Int
    /// Font scale of the labels.
    var textScale: Int

    var size: PixelSize {
      PixelSize(width: drawn.width + 2 * margin, height: drawn.height + 2 * margin)
    }

    /// Panel-local transform (the region's corner at the margin).
    var transform: PanelTransform {
      let sx = Double(drawn.width) / Double(source.width)
      let sy = Double(drawn.height) / Double(source.height)
      return PanelTransform(
        scaleX: sx, scaleY: sy, offsetX: Double(margin) - Double(source.x) * sx,
        offsetY: Double(margin) - Double(source.y) * sy)
    }
  }

  /// The scale at which the screenshot is drawn: the board between the options' minimum and
  /// maximum sides, or without a board the longest side in `imageSideRange`; never enlarged
  /// past the top of `imageSideRange`, never a panel side above `maximumPanelSide`.
  static func scale(image: PixelSize, board: PixelRect?, options: AnnotationOptions) -> Double {
    var scale = 1.0
    if let board, !board.isEmpty {
      let side = Double(max(board.width, board.height))
      if side < Double(options.minimumBoardSide) {
        scale = Double(options.minimumBoardSide) / side
      } else if side > Double(options.maximumBoardSide) {
        scale = Double(options.maximumBoardSide) / side
      }
    } else {
      let side = Double(max(image.width, image.height))
      if side < Double(options.imageSideRange.lowerBound) {
        scale = Double(options.imageSideRange.lowerBound) / side
      } else if side > Double(options.imageSideRange.upperBound) {
        scale = Double(options.imageSideRange.upperBound) / side
      }
    }
    let longest = Double(max(image.width, image.height))
    // Enlarging for a small board never takes the screenshot past the largest drawn side: a
    // board located wrongly on a few pixels of a big screenshot does not blow it up.
    if scale > 1 {
      scale = min(scale, max(1, Double(options.imageSideRange.upperBound) / longest))
    }
    return min(scale, Double(max(1, options.maximumPanelSide)) / longest)
  }

  /// Font scale for labels on tiles `tileSide` pixels wide: 2 up to 71 pixels, then one more
  /// per 48 pixels, at most 6.
  static func textScale(tileSide: Double) -> Int {
    max(2, min(6, Int((tileSide / 48).rounded())))
  }

  /// The plan for the whole screenshot drawn at `scale`.
  static func fullPanel(image: PixelSize, board: PixelRect?, scale: Double) -> PanelPlan {
    let drawn = PixelSize(
      width: max(1, Int((Double(image.width) * scale).rounded())),
      height: max(1, Int((Double(image.height) * scale).rounded())))
    let tile =
      board.map { Double($0.width) * scale / 6 }
      ?? Double(min(drawn.width, drawn.height)) / 6
    let textScale = Self.textScale(tileSide: tile)
    // Room beside the board for the exit's label when the board reaches the image's edge.
    let margin = max(10 * textScale, Int(tile * 0.75))
    return PanelPlan(
      source: PixelRect(x: 0, y: 0, width: image.width, height: image.height), drawn: drawn,
      margin: margin, textScale: textScale)
  }

  /// The plan of the enlarged board: the board and a little frame each side (room for the
  /// chute strips), twice the overlay's size within the options' limit.
  static func zoomPanel(
    image: PixelSize, board: PixelRect, scale: Double, options: AnnotationOptions
  ) -> PanelPlan {
    let side = Double(max(board.width, board.height))
    let overlaySide = side * scale
    let target = max(
      overlaySide * 1.25, min(Double(options.maximumZoomBoardSide), overlaySide * 2))
    var zoomScale = target / side
    let tileX = Double(board.width) / 6
    let tileY = Double(board.height) / 6
    let left = max(0, board.x - Int(tileX * 0.8))
    let top = max(0, board.y - Int(tileY * 0.35))
    let right = min(image.width, board.maxX + Int(tileX * 0.8))
    let bottom = min(image.height, board.maxY + Int(tileY * 0.35))
    let source = PixelRect(
      x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
    zoomScale = min(
      zoomScale,
      Double(max(1, options.maximumPanelSide)) / Double(max(source.width, source.height)))
    let drawn = PixelSize(
      width: max(1, Int((Double(source.width) * zoomScale).rounded())),
      height: max(1, Int((Double(source.height) * zoomScale).rounded())))
    let tile = Double(board.width) * zoomScale / 6
    let textScale = Self.textScale(tileSide: tile)
    return PanelPlan(
      source: source, drawn: drawn, margin: max(10 * textScale, Int(tile * 0.3)),
      textScale: textScale)
  }
}
