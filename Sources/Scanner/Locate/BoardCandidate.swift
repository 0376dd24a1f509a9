import Imaging

/// A dark region the locator considered as the board, with the verdict.
public struct BoardCandidate: Hashable, Sendable, Codable {
  /// Creates a candidate.
  public init(
    region: PixelRect, board: PixelRect?, darkPixels: Int, readableTiles: Double? = nil,
    rejection: String?
  ) {
    self.region = region
    self.board = board
    self.darkPixels = darkPixels
    self.readableTiles = readableTiles
    self.rejection = rejection
  }

  /// The region's bounding box in image pixels.
  public var region: PixelRect
  /// The board rectangle it gives after trimming the chute notch (nil when rejected).
  public var board: PixelRect?
  /// Pixels of board-dark colour in the region (in the working copy).
  public var darkPixels: Int
  /// The share of its 36 tiles whose centre reads as a tile class with the theme (nil when
  /// not checked: not square, or the fallback).
  public var readableTiles: Double?
  /// Why it was not taken, nil for the board.
  public var rejection: String?
  /// The region's outline fitted as four lines (nil when its edges are not straight enough
  /// for lines): the board's corners when the image shows it rotated or in perspective.
  public var quadrilateral: BoardQuadrilateral?
}
