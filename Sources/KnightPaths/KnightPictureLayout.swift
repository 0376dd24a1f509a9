import Imaging

/// Where everything goes in a knight picture: cell size, margins, square rectangles.
///
/// Cells are 720 / N pixels, kept between 24 and 80, so a 3x3 board is 240 pixels wide and
/// a 64x64 board 1536; text scales with the cells so numbers stay legible at every size.
public struct KnightPictureLayout: Hashable, Sendable {
  /// Squares per side.
  public let boardSize: Int
  /// Pixels per square side.
  public let cellSize: Int
  /// Font scale of the row and column labels around the board.
  public let labelScale: Int
  /// Font scale of the move numbers inside squares.
  public let numberScale: Int
  /// Font scale of the caption above the board.
  public let captionScale: Int
  /// Space between the image edge, the caption, the labels and the board.
  public let padding: Int
  /// The board's squares, without labels.
  public let boardRect: PixelRect
  /// The caption as drawn: one line, or two when one is wider than the board.
  public let captionText: String
  /// The caption's top-left corner.
  public let captionOrigin: PixelPoint
  /// The whole image.
  public let imageSize: PixelSize

  /// The smallest and largest cell sizes.
  public static let cellSizes: ClosedRange<Int> = 24...80

  /// Lays out a board of `boardSize` squares per side under `caption`.
  /// - Precondition: `boardSize` is in ``KnightBoard/sizes``.
  public init(boardSize: Int, caption: String) {
    precondition(KnightBoard.sizes.contains(boardSize), "board size out of range")
    let font = BitmapFont.standard
    self.boardSize = boardSize
    cellSize = min(
      KnightPictureLayout.cellSizes.upperBound,
      max(KnightPictureLayout.cellSizes.lowerBound, 720 / boardSize))
    labelScale = cellSize >= 40 ? 2 : 1
    numberScale = cellSize >= 72 ? 3 : cellSize >= 36 ? 2 : 1
    padding = max(6, cellSize / 6)
    let boardSide = boardSize * cellSize
    let widestRowLabel = font.measureText(String(boardSize), scale: labelScale)
    let columnLabelHeight = font.measureText("a", scale: labelScale).height
    // The caption is drawn at twice the font size; when it is wider than the board it breaks
    // after its colon, and the image widens (board centred) only if it is still too wide.
    let left = padding + widestRowLabel.width + padding
    let contentWidth = left + boardSide + padding
    captionScale = 2
    var captionText = caption
    if font.measureText(caption, scale: captionScale).width + 2 * padding > contentWidth,
      let colon = caption.firstIndex(of: ":")
    {
      let rest = caption[caption.index(after: colon)...].drop { $0 == " " }
      captionText = caption[...colon] + "\n" + rest
    }
    self.captionText = captionText
    let captionSize = font.measureText(captionText, scale: captionScale)
    let width = max(contentWidth, captionSize.width + 2 * padding)
    let top = padding + captionSize.height + padding
    boardRect = PixelRect(
      x: left + (width - contentWidth) / 2, y: top, width: boardSide, height: boardSide)
    captionOrigin = PixelPoint(x: padding, y: padding)
    imageSize = PixelSize(
      width: width, height: top + boardSide + padding + columnLabelHeight + padding)
  }

  /// The pixels of `square` (row 0 at the bottom of the picture).
  public func rect(of square: Square) -> PixelRect {
    PixelRect(
      x: boardRect.x + square.column * cellSize,
      y: boardRect.y + (boardSize - 1 - square.row) * cellSize,
      width: cellSize, height: cellSize)
  }

  /// The centre of `square` in continuous image coordinates.
  public func centre(of square: Square) -> ImagePoint {
    let rect = rect(of: square)
    return ImagePoint(
      x: Double(rect.x) + Double(cellSize) / 2, y: Double(rect.y) + Double(cellSize) / 2)
  }

  /// Radius of the numbered disc on an intermediate square.
  public var numberDiscRadius: Double { Double(cellSize) * 0.36 }

  /// Radius of the goal's ring (to the middle of its stroke).
  public var goalRingRadius: Double { Double(cellSize) * 0.38 }

  /// Width of the goal's ring.
  public var goalRingWidth: Double { max(3, Double(cellSize) * 0.09) }

  /// Width of a leg's line.
  public var legWidth: Double { max(3, Double(cellSize) * 0.1) }
}
