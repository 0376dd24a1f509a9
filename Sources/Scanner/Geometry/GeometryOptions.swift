/// Parameters of the geometry stage: when a board counts as upright, how far from upright it
/// may be and still be read, and how clear the blocks' shading must be to decide a turn.
public struct GeometryOptions: Hashable, Sendable, Codable {
  /// False reads every board as upright and axis-aligned (no quadrilateral, no turn): for
  /// measuring what the geometry stage costs.
  public var isEnabled: Bool = true
  /// A square found in a rectified image is the board the homography put there when the two
  /// share at least this much of the larger one's area.
  public var expectedOverlap: Double = 0.8
  /// A region's outline is the board's own when its mean side is within this share of the
  /// board's side.
  public var outlineSlack: Double = 0.15
  /// ... and each of its corners lies within this many tiles of the board's corner (a region
  /// that took in part of the frame or a vignette's shade beside the board has the board's size
  /// but not its corners: its sides' drift says nothing of the board's).
  public var outlineCornerSlack: Double = 0.5
  /// A rotated rectangle whose sides differ by more than this share is made square before
  /// rectifying (the board is square: the shorter sides missed part of it).
  public var squareSlack: Double = 0.08
  /// How many times at most the board found in a rectified image refines the quadrilateral
  /// (each time read again through the refined one).
  public var refinements: Int = 3
  /// A screen whose margin below the board is at least this many times the margin above it
  /// shows the board upside down (its header at the bottom)...
  public var layoutRatio: Double = 1.3
  /// ...when both margins are at least this share of the board's side.
  public var layoutMargin: Double = 0.15
  /// Read as it is, a rotated board whose grid drifts by at least this share of a tile across
  /// the board is no rival to its reading through the homography.
  public var rivalGridDrift: Double = 0.25
  /// A rectified board that reads unsurely is read again with its lighting evened out when the
  /// lighting its tiles show moves a mid level by at least this many levels somewhere.
  public var minimumUnevenLighting: Double = 8
  /// ... and at most this many: a field moving a mid level further was fitted to tiles read
  /// wrongly (a grid off the board's tiles), not to a lighting a picture can be read through.
  public var maximumUnevenLighting: Double = 64
  /// A side whose ends differ across by at most this many working-copy cells is straight
  /// (the board is read directly, without a homography).
  public var uprightDrift: Double
  /// Boards rotated by more than this (degrees) are refused.
  public var maximumAngle: Double
  /// Quadrilaterals whose sides' angles differ from their mean by more than this (degrees)
  /// are refused: no square seen at a readable angle looks like that.
  public var maximumSkew: Double
  /// Quadrilaterals whose longest side exceeds the shortest by more than this factor are
  /// refused.
  public var maximumSideRatio: Double
  /// The rectified board's side in pixels is the quadrilateral's mean side, at most this.
  public var maximumRectifiedSide: Double
  /// The rectified image holds this share of the board's side around it on each side (the
  /// frame, the chute).
  public var rectifiedMargin: Double
  /// The shading decides a turn when the blocks' edges on two opposite sides differ by at
  /// least this (luma levels)...
  public var minimumShading: Double
  /// ...and by at least this many times as much as on the other two sides.
  public var shadingDominance: Double
  /// When the shading decides no turn, blocks whose top edges are darker than their bottom
  /// edges by at least this (luma levels) show the board upside down; lighter by less than
  /// this, the board's top is unknown.
  public var minimumVerticalShading: Double
  /// The vertical shading alone shows a board upside down only over at least this many solid
  /// tiles.
  public var minimumShadingTiles: Int
  /// A board rotated by at least this (degrees) that reads only without rectification is
  /// read with the confidence lowered by `misfitFactor`.
  public var doubtfulAngle: Double
  /// The confidence factor of a reading whose rectified board is not upright and square (the
  /// quadrilateral was fitted wrongly).
  public var misfitFactor: Double

  /// The defaults.
  public static let standard = GeometryOptions(
    uprightDrift: 2.5, maximumAngle: 15, maximumSkew: 10, maximumSideRatio: 1.3,
    maximumRectifiedSide: 600, rectifiedMargin: 0.25, minimumShading: 25, shadingDominance: 2,
    minimumVerticalShading: 10, minimumShadingTiles: 8, doubtfulAngle: 1.5, misfitFactor: 0.5)

  /// Creates options; see `standard` for the defaults.
  public init(
    uprightDrift: Double, maximumAngle: Double, maximumSkew: Double, maximumSideRatio: Double,
    maximumRectifiedSide: Double, rectifiedMargin: Double, minimumShading: Double,
    shadingDominance: Double, minimumVerticalShading: Double, minimumShadingTiles: Int,
    doubtfulAngle: Double, misfitFactor: Double
  ) {
    self.uprightDrift = uprightDrift
    self.maximumAngle = maximumAngle
    self.maximumSkew = maximumSkew
    self.maximumSideRatio = maximumSideRatio
    self.maximumRectifiedSide = maximumRectifiedSide
    self.rectifiedMargin = rectifiedMargin
    self.minimumShading = minimumShading
    self.shadingDominance = shadingDominance
    self.minimumVerticalShading = minimumVerticalShading
    self.minimumShadingTiles = minimumShadingTiles
    self.doubtfulAngle = doubtfulAngle
    self.misfitFactor = misfitFactor
  }
}
