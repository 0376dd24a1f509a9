extension ScanPolicy {
  /// Where the seams stage looks for the gap between two tiles.
  ///
  /// Part of `ScanPolicy` (`policy.seams`); geometry and counts, never colours.
  public struct Seams: Hashable, Sendable, Codable {
    /// How far either side of a grid line the gap between two tiles is searched, as a fraction
    /// of the tile.
    public var window: Double = 0.2
    /// The middle fraction of a shared tile edge along which the gap is measured.
    public var span: Double = 0.5
    /// The grid shifts (fractions of a tile) against which the grid read is checked: no block
    /// boundary lies there.
    public var alignmentShifts: [Double] = [-0.5, -1.0 / 3, 1.0 / 3]
    /// How far either side of a grid line (a fraction of the tile) its strongest step is sought.
    public var alignmentWindow: Double = 0.1
    /// A shifted grid whose lines step this many times more than the grid read's casts doubt
    /// on the reading ...
    public var misalignedRatio: Double = 1
    /// ... whose confidence is multiplied by this.
    public var misalignedFactor: Double = 0.3

    /// A pair of neighbouring tiles is measured for a seam only when each may be solid: its
    /// probability of being empty is below this.
    public var solidCandidate: Double = 0.95
    /// How far apart (in threshold margins) the joined wood and the faint gaps below the
    /// threshold must be for the threshold to move down between them (`SeamMeter.adapted`).
    public var faintSeparation: Double = 0.6
    /// The least scale of a group of this image's gaps as the legal reading's refit judges them
    /// (`SeamRefit`): the darkenings' own quantisation, a step of lightness on the wood.
    public var refitSpreadFloor: Double = 0.005

    /// The defaults.
    public static let standard = Seams()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
