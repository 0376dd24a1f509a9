extension ScanPolicy {
  /// How the classify stage samples each tile.
  ///
  /// Part of `ScanPolicy` (`policy.classify`); geometry and counts, never colours.
  public struct Classify: Hashable, Sendable, Codable {
    /// The fraction of a tile left out on each side when sampling its colour.
    public var sampleInset: Double = 0.2
    /// Samples per tile along each axis (the tile gets the square of this).
    public var samplesPerAxis: Int = 9
    /// Where the window searched for a rivet starts, from the tile's corner, as a fraction of the
    /// tile (along both axes).
    public var rivetWindowStart: Double = 0.06
    /// Where that window ends, as a fraction of the tile.
    public var rivetWindowEnd: Double = 0.34
    /// The difference between the winning class's shares in two opposite halves of a tile above
    /// which the tile is taken to show two classes side by side (a block caught halfway between
    /// tiles, mid-move): its confidence falls from 1 at this level to 0 at a difference of 1.
    public var splitTile: Double = 0.5
    /// How far from a fixed block's face colour towards its rivets' a sample in a rivet window
    /// must lie (a fraction of the way), and how close to that line (the same fraction of the
    /// way's length), to count as rivet where the rivet is not its nearest class: a rivet mixed
    /// with the face around it.
    public var rivetMixture: Double = 0.5

    /// How far outside the board (a fraction of a tile) the ring of points that measures the
    /// share of the frame in the theme's frame colour lies (`FrameMeter`).
    public var frameRingGap: Double = 0.15

    /// The defaults.
    public static let standard = Classify()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
