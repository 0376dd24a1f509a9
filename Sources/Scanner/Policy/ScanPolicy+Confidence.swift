extension ScanPolicy {
  /// How sure a reading is (`ScanConfidence`): the prices of a square that is not the board's
  /// own, and σ(slope · margin + intercept) that turns a margin in nats into the probability
  /// that the board is right.
  ///
  /// Fitted on the labelled renders of `samples/renders` (photographed, dimmed, far, tilted,
  /// turned, re-compressed, and board-only crops of them photographed) and on the theme zoo's
  /// screenshots of 12 wood themes no profile knows by `tools/margin-study` (`--rows FILE`
  /// refits a study's rows), which prints these fields and how the fit reads the real
  /// screenshots, the unknown themes, the board-only crops and 12 other zoo themes it never
  /// saw. The fit weighs a wrong board a hundred times a right one (`wrongWeight`): a confident
  /// wrong answer is the worst thing a scan can give, a refusal with its reason is not.
  ///
  /// Part of `ScanPolicy` (`policy.confidence`).
  public struct Confidence: Hashable, Sendable, Codable {
    /// The price (nats over the floor of its tiles and gaps) of "no legal board explains these
    /// tiles": a reading's margin within its own view is at most this less what its legality
    /// costs.
    public var kappa: Double = 8
    /// The price of each unit of `Explanation.misalignment` (nats per tile cut in half): a grid
    /// that does not sit on the board's tiles is no view of the board.
    public var misalignmentWeight: Double = 8
    /// The price of each unit of `Explanation.spill` (nats per side whose outside looks like
    /// the reading's tiles all along): a square that leaves a row of the board outside is no
    /// view of the whole board.
    public var spillWeight: Double = 0
    /// The spill a board's own square shows anyway (a chute's opening, a header or a dark corner
    /// beyond a crop's edge that happen to look like the tiles): only what lies beyond is priced.
    public var spillFloor: Double = 0.5
    /// The price of each tile a reading calls empty that looks like none of its other empty
    /// tiles (`Explanation.unexplained`): a fixed block its model did not see, read as board.
    public var unexplainedWeight: Double = 20
    /// The price of each nat the tiles a reading calls empty gain when split into two colours
    /// (`Explanation.emptySplit`): blocks of a theme no profile knows, read as board.
    public var emptySplitWeight: Double = 2
    /// The price of each nat a rival's empty tiles gain more than the chosen reading's when
    /// split by their textures too (`Explanation.textureSplit`): of two squares, the one that
    /// reads a header's text or a panel's edges as empty board is not the board's. Only
    /// between readings: text drawn over the board is no misreading.
    public var textureWeight: Double = 4
    /// The price of each nat the gaps between a rival's empty tiles cost more than the chosen
    /// reading's (`Explanation.continuity`): of two readings, the one that reads wood as board
    /// puts the gaps between blocks among them. Only between readings, as `textureWeight`.
    public var continuityWeight: Double = 1
    /// The price of a square smaller than the largest one read as a board, per unit of the log
    /// of their areas' ratio: a part of the board, or a thumbnail beside it, reads a board too.
    public var areaWeight: Double = 5
    /// The price of a turn the blocks' shading speaks against (`ShadingEvidence`): the chosen
    /// reading's bottom lit more than its top, or, for the chosen board read in another quarter
    /// turn, the chosen reading's top lit more than the side that turn makes the top; per unit
    /// of that difference's standard error (`ShadingEvidence.contrast`) times the square root of
    /// the solid tiles measured.
    public var shadingWeight: Double = 3.2
    /// The least spread (luma levels) of a side's step over the tiles that the shading's
    /// standard error is taken with: a few tiles that happen to agree measure no light that
    /// precisely.
    public var shadingFloor: Double = 40
    /// The slope of σ(slope · margin + intercept), per nat.
    public var slope: Double = 0.444
    /// The intercept of σ(slope · margin + intercept): a margin of −intercept / slope nats is
    /// even odds.
    public var intercept: Double = -2.285
    /// How many right readings one wrong reading weighs in the fit of `slope` and `intercept`.
    public var wrongWeight: Double = 100

    /// The defaults.
    public static let standard = Confidence()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
