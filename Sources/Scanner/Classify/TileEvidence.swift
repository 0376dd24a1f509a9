import Imaging
import Puzzle
import Themes

/// What the scanner measured on one tile and what it concluded.
public struct TileEvidence: Hashable, Sendable, Codable {
  /// The tile's board cell.
  public var cell: Cell
  /// The whole tile in image pixels.
  public var tileRect: PixelRect
  /// The region its colour samples were taken from (the tile minus `sampleInset`).
  public var sampleRegion: PixelRect
  /// The colour-class votes of its samples.
  public var votes: ColourVotes
  /// Mean CIELAB colour of all samples.
  public var meanColour: LabColour
  /// Standard deviation of the samples per CIELAB axis.
  public var colourSpread: LabSpread
  /// Mean lightness of the samples that voted for the winning class (the wood's lightness, used
  /// as the reference for the gaps beside the tile).
  public var classLightness: Double
  /// The class the colours alone say (before the legal-reading search).
  public var measuredClass: TileClass
  /// Probability of each tile class from the votes, indexed like `TileClass.allCases`.
  public var classProbabilities: [Double]
  /// The winning class's share of the votes for tile classes.
  public var share: Double
  /// The share of samples that matched some class (not outliers).
  public var coverage: Double
  /// The mean share of rivet-coloured samples in the four corner spots (measured only for
  /// tiles that may be fixed blocks).
  public var rivetShare: Double?
  /// The class in the final reading (differs from `measuredClass` when only another class gives
  /// a legal puzzle).
  public var finalClass: TileClass
  /// Confidence in `finalClass`, 0-1.
  public var confidence: Double
  /// How far the winning class's share of the matched votes differs between two opposite
  /// halves of the samples (left and right, or top and bottom, whichever differ more), 0-1 (a
  /// block caught halfway between tiles covers half of one): above the `splitTile` level it
  /// lowers the confidence, and summed over the tiles it tells a grid that sits on the board's
  /// tiles from one that does not (`Explanation.misalignment`). Always measured now; nil in a
  /// report saved before it was (it was kept only above the `splitTile` level then).
  public var halves: Double? = nil

  /// The probability of `tileClass` from the colour votes.
  public func probability(of tileClass: TileClass) -> Double {
    classProbabilities[TileClass.allCases.firstIndex(of: tileClass) ?? 0]
  }
}
