import Imaging

/// A picture of a tiling: each piece filled with its own colour and labelled with its letter,
/// thin lines between the cells of one piece, thick dark lines between different pieces and
/// around the board, holes left in the background colour.
public struct TilingPicture: Sendable {
  /// The tiling drawn.
  public let tiling: Tiling
  /// Pixels per cell side.
  public let cellSize: Int
  /// Space around the board, in pixels.
  public let margin: Int
  /// The first row and column drawn (the cells' bounding box; hole margins are cropped).
  public let origin: BoardCell
  /// Rows and columns drawn.
  public let rows: Int
  /// Columns drawn.
  public let columns: Int

  /// The colour around the board and in its holes.
  public static let background = RGBA(red: 0xF4, green: 0xF1, blue: 0xEA)
  /// The lines between pieces and around the board.
  public static let pieceBorder = RGBA(red: 0x22, green: 0x20, blue: 0x1E)
  /// The longest side the picture aims for, in pixels; cells shrink to fit (down to 4 pixels).
  public static let targetSide = 2048

  /// Lays out a picture of `tiling`, cropped to its cells' bounding box.
  /// - Parameters:
  ///   - tiling: the tiling.
  ///   - cellSize: pixels per cell; nil picks 48, smaller for boards over 42 cells across.
  public init(tiling: Tiling, cellSize: Int? = nil) {
    self.tiling = tiling
    let cells = tiling.board.cells
    let top = cells.map(\.row).min() ?? 0
    let left = cells.map(\.column).min() ?? 0
    origin = BoardCell(row: top, column: left)
    rows = (cells.map(\.row).max() ?? 0) - top + 1
    columns = (cells.map(\.column).max() ?? 0) - left + 1
    let fitted = Self.targetSide / max(rows, columns)
    self.cellSize = max(4, cellSize ?? min(48, fitted))
    margin = max(4, self.cellSize / 2)
  }

  /// The picture's size in pixels.
  public var size: PixelSize {
    PixelSize(width: columns * cellSize + 2 * margin, height: rows * cellSize + 2 * margin)
  }

  /// The thickness of the lines between pieces.
  public var borderWidth: Int { max(2, cellSize / 12) }

  /// The pixel rectangle of the cell at `row`, `column` of the drawn area.
  public func rect(row: Int, column: Int) -> PixelRect {
    PixelRect(
      x: margin + column * cellSize, y: margin + row * cellSize, width: cellSize,
      height: cellSize)
  }

  /// Draws the picture.
  public func render() -> RGBAImage {
    var image = RGBAImage(width: size.width, height: size.height, fill: Self.background)
    for row in 0..<rows {
      for column in 0..<columns {
        if let piece = piece(row, column) {
          image.fillRect(rect(row: row, column: column), colour: piece.colour)
        }
      }
    }
    drawThinLines(on: &image)
    drawBorders(on: &image)
    drawLetters(on: &image)
    return image
  }

  /// The piece at a drawn position (nil for a hole or outside).
  private func piece(_ row: Int, _ column: Int) -> Pentomino? {
    guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
    return tiling[BoardCell(row: origin.row + row, column: origin.column + column)]
  }

  /// One-pixel lines, a darker shade of the piece, between cells of the same piece.
  private func drawThinLines(on image: inout RGBAImage) {
    for row in 0..<rows {
      for column in 0..<columns {
        guard let piece = piece(row, column) else { continue }
        let cell = rect(row: row, column: column)
        let line = piece.colour.mixed(with: .black, fraction: 0.3)
        if piece == self.piece(row, column + 1) {
          image.fillRect(
            PixelRect(x: cell.maxX, y: cell.y, width: 1, height: cellSize), colour: line)
        }
        if piece == self.piece(row + 1, column) {
          image.fillRect(
            PixelRect(x: cell.x, y: cell.maxY, width: cellSize, height: 1), colour: line)
        }
      }
    }
  }

  /// Thick lines on every cell edge whose two sides differ (another piece, a hole, outside),
  /// each extended by half its width at both ends so corners join cleanly.
  private func drawBorders(on image: inout RGBAImage) {
    let width = borderWidth
    let half = width / 2
    for row in -1..<rows {
      for column in -1..<columns {
        let here = piece(row, column)
        let cell = rect(row: row, column: column)
        if here != piece(row, column + 1), here != nil || piece(row, column + 1) != nil {
          image.fillRect(
            PixelRect(
              x: cell.maxX - half, y: cell.y - half, width: width, height: cellSize + width),
            colour: Self.pieceBorder)
        }
        if here != piece(row + 1, column), here != nil || piece(row + 1, column) != nil {
          image.fillRect(
            PixelRect(
              x: cell.x - half, y: cell.maxY - half, width: cellSize + width, height: width),
            colour: Self.pieceBorder)
        }
      }
    }
  }

  /// Each piece's letter, centred in the piece's cell nearest the piece's centre of mass.
  private func drawLetters(on image: inout RGBAImage) {
    let font = BitmapFont.standard
    let scale = max(1, cellSize / 16)
    for piece in Pentomino.allCases {
      let cells = tiling.cells(of: piece).map {
        BoardCell(row: $0.row - origin.row, column: $0.column - origin.column)
      }
      guard !cells.isEmpty else { continue }
      let meanRow = Double(cells.map(\.row).reduce(0, +)) / Double(cells.count)
      let meanColumn = Double(cells.map(\.column).reduce(0, +)) / Double(cells.count)
      let centre = cells.min { lhs, rhs in
        let l = (Double(lhs.row) - meanRow, Double(lhs.column) - meanColumn)
        let r = (Double(rhs.row) - meanRow, Double(rhs.column) - meanColumn)
        return l.0 * l.0 + l.1 * l.1 < r.0 * r.0 + r.1 * r.1
      }!
      let cell = rect(row: centre.row, column: centre.column)
      let text = String(piece.letter)
      // The glyph's ink is 5 x 7 font pixels of its 6 x 8 cell: centre the ink.
      let inkWidth = font.glyphWidth * scale
      let inkHeight = font.glyphHeight * scale
      image.drawText(
        text,
        at: PixelPoint(
          x: cell.x + (cellSize - inkWidth + 1) / 2, y: cell.y + (cellSize - inkHeight + 1) / 2),
        scale: scale, colour: piece.colour.contrastingColour)
    }
  }
}
