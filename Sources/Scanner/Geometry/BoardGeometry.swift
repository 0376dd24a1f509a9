import Imaging

/// What the geometry stage measured: the board's quadrilateral in the image, its rotation,
/// the quarter turn applied, and the homography through which the board was read.
public struct BoardGeometry: Hashable, Sendable, Codable {
  /// The board's corners in the original image, in the board's own order: its top-left,
  /// top-right, bottom-right and bottom-left corners (after undoing `turn`).
  public var corners: [ImagePoint]
  /// The board's rotation in the image, in degrees clockwise (besides `turn`).
  public var angle: Double
  /// The quarter turn undone before reading.
  public var turn: BoardTurn
  /// The largest difference between a side's angle and `angle`, in degrees (0 for a square
  /// seen head-on; a photo taken off-axis skews the sides).
  public var skew: Double
  /// The longest side over the shortest (1 for a square seen head-on).
  public var sideRatio: Double
  /// The map from the rectified image (where the report's pixel coordinates live) to the
  /// original image; nil when the board was read directly in the original image.
  public var homography: Homography?
  /// The rectified image's size; nil when the board was read directly.
  public var rectifiedSize: PixelSize?
  /// The shading of the blocks that decided the turn (nil when no tiles were classified).
  public var shading: ShadingEvidence?

  /// Creates the evidence.
  public init(
    corners: [ImagePoint], angle: Double, turn: BoardTurn, skew: Double, sideRatio: Double,
    homography: Homography?, rectifiedSize: PixelSize?, shading: ShadingEvidence?
  ) {
    self.corners = corners
    self.angle = angle
    self.turn = turn
    self.skew = skew
    self.sideRatio = sideRatio
    self.homography = homography
    self.rectifiedSize = rectifiedSize
    self.shading = shading
  }

  /// True when the board was read through a homography (rotated, turned or in perspective).
  public var isRectified: Bool { homography != nil }
}
