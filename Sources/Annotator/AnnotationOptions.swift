/// What an overlay shows and how big it is drawn.
public struct AnnotationOptions: Hashable, Sendable {
  /// A title for the header, usually the screenshot's file name (nil: none).
  public var title: String?
  /// Put the untouched screenshot beside the overlay, at the same scale.
  public var sideBySide: Bool
  /// Add an enlarged copy of the board with more detail (tile shares, seam search strips).
  public var zoom: Bool
  /// The board is drawn at least this many pixels wide: small screenshots are enlarged so that
  /// every label fits inside its tile.
  public var minimumBoardSide: Int
  /// The board is drawn at most this many pixels wide: big screenshots are reduced.
  public var maximumBoardSide: Int
  /// Without a board, the screenshot's longest side is drawn between these sizes.
  public var imageSideRange: ClosedRange<Int>
  /// No panel is drawn larger than this on either side (bounds memory for odd shapes).
  public var maximumPanelSide: Int
  /// The board side in the zoom panel, at most (it is twice the overlay's board otherwise).
  public var maximumZoomBoardSide: Int
  /// The colours.
  public var palette: AnnotationPalette
  /// A verdict replacing the scan's in the header (nil: the scan's own), for overlays of other
  /// measurements such as a calibration's.
  public var verdict: AnnotationVerdict? = nil

  /// The defaults: overlay only, board drawn 576-1152 pixels wide, standard palette.
  public static let standard = AnnotationOptions()

  /// Creates options; every parameter defaults to the standard value.
  ///
  /// - Parameters:
  ///   - title: the header's title, usually the file name.
  ///   - sideBySide: show the untouched screenshot beside the overlay.
  ///   - zoom: add an enlarged, more detailed board.
  ///   - minimumBoardSide: the smallest board drawn, in pixels.
  ///   - maximumBoardSide: the largest board drawn, in pixels.
  ///   - imageSideRange: the drawn size of the longest side when there is no board.
  ///   - maximumPanelSide: the largest panel side, in pixels.
  ///   - maximumZoomBoardSide: the largest board in the zoom panel, in pixels.
  ///   - palette: the colours.
  public init(
    title: String? = nil, sideBySide: Bool = false, zoom: Bool = false,
    minimumBoardSide: Int = 576, maximumBoardSide: Int = 1152,
    imageSideRange: ClosedRange<Int> = 800...1600, maximumPanelSide: Int = 4096,
    maximumZoomBoardSide: Int = 1400, palette: AnnotationPalette = .standard
  ) {
    self.title = title
    self.sideBySide = sideBySide
    self.zoom = zoom
    self.minimumBoardSide = minimumBoardSide
    self.maximumBoardSide = maximumBoardSide
    self.imageSideRange = imageSideRange
    self.maximumPanelSide = maximumPanelSide
    self.maximumZoomBoardSide = maximumZoomBoardSide
    self.palette = palette
  }
}
