import Imaging
import Puzzle
import Themes

/// The gap between two neighbouring tiles: measured darkening against the theme's
/// `seamDarkening` threshold, and whether the tiles belong to different blocks.
public struct SeamEvidence: Hashable, Sendable, Codable {
  /// The left or upper tile.
  public var first: Cell
  /// The right or lower tile.
  public var second: Cell
  /// The strip searched for the gap, in image pixels.
  public var searchRegion: PixelRect
  /// Where the darkest line was found: its x for a vertical seam, its y for a horizontal one.
  public var gapPosition: Double
  /// Median CIELAB lightness along the darkest line (median, so that marks drawn across the
  /// gap do not count).
  public var gapLightness: Double
  /// Mean lightness of the two tiles' wood.
  public var woodLightness: Double
  /// `1 - gapLightness / woodLightness`, clamped to 0-1.
  public var darkening: Double
  /// The threshold it was compared with (from the theme).
  public var threshold: Threshold
  /// The probability that the tiles belong to different blocks: from the threshold as
  /// measured, and in a finished reading from this image's own gaps refitted on it
  /// (`SeamRefit`) where those read the same board.
  public var splitProbability: Double
  /// True when the final reading puts the tiles in different blocks (or one is not a block).
  public var split: Bool
  /// True when the measurement alone says split.
  public var measuredSplit: Bool { splitProbability >= 0.5 }
  /// Confidence in the final decision, 0-1.
  public var confidence: Double
}
