/// How the classify stage samples each tile.
///
/// Part of `ScanOptions` (`options.classify`); geometry and counts, never colours.
public struct ClassifyOptions: Hashable, Sendable, Codable {
  /// The fraction of a tile left out on each side when sampling its colour.
  public var sampleInset: Double
  /// Samples per tile along each axis (the tile gets the square of this).
  public var samplesPerAxis: Int
  /// Where the window searched for a rivet starts, from the tile's corner, as a fraction of the
  /// tile (along both axes).
  public var rivetWindowStart: Double
  /// Where that window ends, as a fraction of the tile.
  public var rivetWindowEnd: Double
  /// The difference between the winning class's shares in two opposite halves of a tile above
  /// which the tile is taken to show two classes side by side (a block caught halfway between
  /// tiles, mid-move): its confidence falls from 1 at this level to 0 at a difference of 1.
  public var splitTile: Double
  /// How far from a fixed block's face colour towards its rivets' a sample in a rivet window
  /// must lie (a fraction of the way), and how close to that line (the same fraction of the
  /// way's length), to count as rivet where the rivet is not its nearest class: a rivet mixed
  /// with the face around it.
  public var rivetMixture: Double = 0.5

  /// The defaults.
  public static let standard = ClassifyOptions(
    sampleInset: 0.2,
    samplesPerAxis: 9,
    rivetWindowStart: 0.06,
    rivetWindowEnd: 0.34,
    splitTile: 0.5)

  /// Creates options; see `standard` for the defaults.
  public init(
    sampleInset: Double,
    samplesPerAxis: Int,
    rivetWindowStart: Double,
    rivetWindowEnd: Double,
    splitTile: Double
  ) {
    self.sampleInset = sampleInset
    self.samplesPerAxis = samplesPerAxis
    self.rivetWindowStart = rivetWindowStart
    self.rivetWindowEnd = rivetWindowEnd
    self.splitTile = splitTile
  }
}
