extension ScanPolicy {
  /// How a reading's explanation of the pixels is costed (`Explanation`): the spreads below
  /// which a class of tiles or of gaps counts as uniform.
  ///
  /// Part of `ScanPolicy` (`policy.explanation`).
  public struct Explanation: Hashable, Sendable, Codable {
    /// The spread (CIELAB distance, per axis) that tiles of one class show in one image anyway
    /// (noise, compression, the grain of the wood): a class no wider than this costs nothing.
    public var colourSpread: Double = 3
    /// The spread of the darkening of gaps of one kind (between blocks, or inside one) that
    /// one image shows anyway.
    public var darkeningSpread: Double = 0.03
    /// How much a tile's halves disagree on its class on the board's own grid anyway
    /// (`TileEvidence.halves`): a block's lit top edge or bevel matches another class in a
    /// row of its samples (a quarter of a half). Only what lies beyond counts as misalignment.
    public var halvesFloor: Double = 0.25
    /// The prior share of exits on the right end of the prisoner's row: every one of the 22
    /// labelled real screenshots of `../shared` has it there (the classic levels do), so
    /// (22 + 1) / (22 + 2) by Laplace's rule of succession.
    public var rightExitPrior: Double = 23.0 / 24.0
    /// The spread of the texture of tiles of one class (each tile's own lightness spread,
    /// `TileEvidence.colourSpread`) that one image shows anyway: the empty board is one smooth
    /// texture, a header's text or a panel's edge read as empty tiles is another
    /// (`Explanation.emptySplit`).
    public var textureSpread: Double = 1
    /// The least tiles in each of the two groups the empty tiles' colours are split into
    /// (`Explanation.emptySplit`): one or two odd tiles are `Explanation.unexplained`'s.
    public var emptySplitGroup: Int = 3
    /// The runner-up of the block search is looked for among readings that cost at most this
    /// much more than the chosen one (nats): a margin this wide is certainty already, and the
    /// search prunes everything beyond it.
    public var runnerUpReach: Double = 30
    /// The most readings the block search explores for each piece it looks for a runner-up
    /// without (its first search, for the chosen reading again, runs to the same limit).
    public var runnerUpNodes: Int = 100_000

    /// The defaults.
    public static let standard = Explanation()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
