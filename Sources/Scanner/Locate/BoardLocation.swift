import Imaging

/// Where the board is: its rectangle, the tile grid, and the regions considered.
public struct BoardLocation: Hashable, Sendable, Codable {
  /// The board (inside its rim), in image pixels.
  public var board: PixelRect
  /// Tile width in pixels (board width / 6).
  public var tileWidth: Double
  /// Tile height in pixels (board height / 6).
  public var tileHeight: Double
  /// The seven x positions of the vertical grid lines, left edge to right edge.
  public var columnLines: [Double]
  /// The seven y positions of the horizontal grid lines, top edge to bottom edge.
  public var rowLines: [Double]
  /// The stride of the working copy (1 = full resolution).
  public var workingStride: Int
  /// True when the board touches the image's edges (a board-only crop, no frame).
  public var touchesImageEdge: Bool
  /// Every region considered, the chosen one first.
  public var candidates: [BoardCandidate]

  /// Creates a location for `board` with an even 6x6 grid.
  public init(
    board: PixelRect, workingStride: Int, touchesImageEdge: Bool, candidates: [BoardCandidate]
  ) {
    self.board = board
    self.tileWidth = Double(board.width) / 6
    self.tileHeight = Double(board.height) / 6
    self.columnLines = (0...6).map { Double(board.x) + Double($0) * Double(board.width) / 6 }
    self.rowLines = (0...6).map { Double(board.y) + Double($0) * Double(board.height) / 6 }
    self.workingStride = workingStride
    self.touchesImageEdge = touchesImageEdge
    self.candidates = candidates
  }

  /// Creates a location for `board` in an image of `size`, telling a board-only crop as the
  /// locate stage does: the board within one working cell (`workingStride` pixels) of an edge.
  init(board: PixelRect, workingStride: Int, imageSize size: PixelSize, candidates: [BoardCandidate]) {
    self.init(
      board: board, workingStride: workingStride,
      touchesImageEdge: Self.edgesReached(by: board, stride: workingStride, size: size) > 0,
      candidates: candidates)
  }

  /// How many of the image's four edges `board` lies within `stride` pixels of.
  static func edgesReached(by board: PixelRect, stride: Int, size: PixelSize) -> Int {
    [
      board.x <= stride, board.y <= stride, board.maxX >= size.width - stride,
      board.maxY >= size.height - stride,
    ].filter { $0 }.count
  }

  /// The pixel rectangle of the tile at `row`, `column`.
  public func tileRect(row: Int, column: Int) -> PixelRect {
    let x0 = Int(columnLines[column].rounded())
    let y0 = Int(rowLines[row].rounded())
    return PixelRect(
      x: x0, y: y0, width: Int(columnLines[column + 1].rounded()) - x0,
      height: Int(rowLines[row + 1].rounded()) - y0)
  }
}
