extension ScanPolicy {
  /// Parameters of the geometry stage: when a board counts as upright, how far from upright it
  /// may be and still be read, and how clear the blocks' shading must be to decide a turn.
  public struct Geometry: Hashable, Sendable, Codable {
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
    /// A rectified board that reads unsurely is read again with its lighting evened out when the
    /// lighting its tiles show moves a mid level by at least this many levels somewhere.
    public var minimumUnevenLighting: Double = 8
    /// ... and at most this many: a field moving a mid level further was fitted to tiles read
    /// wrongly (a grid off the board's tiles), not to a lighting a picture can be read through.
    public var maximumUnevenLighting: Double = 64
    /// A side whose ends differ across by at most this many working-copy cells is straight
    /// (the board is read directly, without a homography).
    public var uprightDrift: Double = 2.5
    /// Boards rotated by more than this (degrees) are refused.
    public var maximumAngle: Double = 15
    /// Quadrilaterals whose sides' angles differ from their mean by more than this (degrees)
    /// are refused: no square seen at a readable angle looks like that.
    public var maximumSkew: Double = 10
    /// Quadrilaterals whose longest side exceeds the shortest by more than this factor are
    /// refused.
    public var maximumSideRatio: Double = 1.3
    /// The rectified board's side in pixels is the quadrilateral's mean side, at most this.
    public var maximumRectifiedSide: Double = 600
    /// The rectified image holds this share of the board's side around it on each side (the
    /// frame, the chute).
    public var rectifiedMargin: Double = 0.25
    /// The shading decides a turn when the blocks' edges on two opposite sides differ by at
    /// least this (luma levels)...
    public var minimumShading: Double = 25
    /// ...and by at least this many times as much as on the other two sides.
    public var shadingDominance: Double = 2
    /// When the shading decides no turn, blocks whose top edges are darker than their bottom
    /// edges by at least this (luma levels) show the board upside down; lighter by less than
    /// this, the board's top is unknown.
    public var minimumVerticalShading: Double = 10
    /// The vertical shading alone shows a board upside down only over at least this many solid
    /// tiles.
    public var minimumShadingTiles: Int = 8
    /// A board rotated by at least this (degrees) and read as it is, without rectification, is
    /// doubted (a warning; the margin prices the grid's drift as misalignment).
    public var doubtfulAngle: Double = 1.5

    /// Fitting a quadrilateral to a region's outline (`QuadrilateralFitter`): the share of each
    /// side's profile, at each end, left out of the fit (near a rotated board's corners the
    /// outermost cell belongs to the neighbouring side).
    public var outlineEndShare: Double = 0.2
    /// Profile points farther than this from the first line (in working-copy cells) are
    /// outliers: the chute notch, a block touching the edge, noise...
    public var outlineInlierDistance: Double = 1.5
    /// ...or than this share of the box's longer side, when that is more (a blurred edge of a
    /// board many cells wide).
    public var outlineInlierShare: Double = 0.012
    /// One side of a fitted quadrilateral is a misfit (refitted from the other three) when its
    /// angle differs from each other side's by more than this many degrees...
    public var oddSideDegrees: Double = 1.5
    /// ...while those three agree within this many degrees.
    public var agreeingSidesDegrees: Double = 1
    /// The picture on a plain background (`ContentOutline`): the four image corners share a
    /// colour when within this many levels (per channel) of each other...
    public var backgroundCornerTolerance: Int = 12
    /// ...and a cell is background while its centre is within this many levels of it.
    public var backgroundTolerance: Int = 24
    /// The uneven light (`IlluminationField`): how strongly the field's gain is pulled towards
    /// 1 (a larger pull leaves more of the change of light to the offset)...
    public var lightingGainPull: Double = 0.01
    /// ...how smooth the field is kept between its nodes...
    public var lightingSmoothness: Double = 0.02
    /// ...how strongly each node is pulled towards no change where samples are few...
    public var lightingPull: Double = 0.05
    /// ...and the gains a pixel's correction may take (a gain outside is no change of light).
    public var lightingGains: ClosedRange<Double> = 0.25...4

    /// The defaults.
    public static let standard = Geometry()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
