import Imaging

/// A dark region the locator considered as the board, with the verdict.
public struct BoardCandidate: Hashable, Sendable, Codable {
  /// The region's bounding box in image pixels.
  public var region: PixelRect
  /// The board rectangle it gives after trimming the chute notch (nil when rejected).
  public var board: PixelRect?
  /// Pixels of board-dark colour in the region (in the working copy).
  public var darkPixels: Int
  /// Why it was not taken, nil for the board.
  public var rejection: String?
}
