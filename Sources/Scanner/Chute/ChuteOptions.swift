/// Where the chute stage looks for the notch and what it takes for one.
///
/// Part of `ScanOptions` (`options.chute`); geometry and counts, never colours.
public struct ChuteOptions: Hashable, Sendable, Codable {
  /// Width of the strip beside the board searched for the chute, as a fraction of a tile.
  public var stripWidth: Double
  /// Gap between the board's edge and the chute strip, as a fraction of a tile.
  public var stripGap: Double
  /// The least CIELAB distance between the empty board's colour and the frame's for the chute
  /// search to tell a notch from frame.
  public var minimumContrast: Double
  /// How many strips deep, from the board's edge outwards, the frame is looked at.
  public var depths: Int
  /// The confidence in the exit assumed when no frame is seen beside the board (a board-only
  /// crop) or one side's frame is cut off by the image's edge.
  public var assumedExitConfidence: Double
  /// The confidence in the exit assumed when the frame is seen on both sides but no notch
  /// stands out in it (hidden under a mark, or missed), while the prisoner's row on the side
  /// assumed is as open as any place of the frame (part of a notch shows beside a mark, or the
  /// frame is closed all along). Lower it to refuse such readings.
  public var hiddenNotchConfidence: Double
  /// The confidence in the exit assumed when the frame is seen on both sides, no notch stands
  /// out in it, and the prisoner's row on the side assumed is less open than another place of
  /// the frame: what the frame shows points elsewhere. Below the default least confidence accepted
  /// (`ScanReport.defaultMinimumConfidence`): every board has a chute, so such a reading has
  /// missed it (a board located with a strip of its frame looks for the notch beyond the
  /// frame), and its exit is a guess (the left notch of a daily puzzle read as the classic
  /// right one).
  public var unsupportedNotchConfidence: Double
  /// The most confidence in a reading whose exit was taken on the right with nothing to show it,
  /// for a puzzle that is no classic level (the prisoner in another row than `right:2`'s, or a
  /// fixed block): a daily puzzle's chute may be on either side, so such an exit is a guess.
  public var dailyAssumedExitConfidence: Double

  /// The defaults.
  public static let standard = ChuteOptions(
    stripWidth: 0.12,
    stripGap: 0.04,
    minimumContrast: 6,
    depths: 3,
    assumedExitConfidence: 0.5,
    hiddenNotchConfidence: 0.5,
    unsupportedNotchConfidence: 0.4,
    dailyAssumedExitConfidence: 0.25)

  /// Creates options; see `standard` for the defaults.
  public init(
    stripWidth: Double,
    stripGap: Double,
    minimumContrast: Double,
    depths: Int,
    assumedExitConfidence: Double,
    hiddenNotchConfidence: Double,
    unsupportedNotchConfidence: Double,
    dailyAssumedExitConfidence: Double
  ) {
    self.stripWidth = stripWidth
    self.stripGap = stripGap
    self.minimumContrast = minimumContrast
    self.depths = depths
    self.assumedExitConfidence = assumedExitConfidence
    self.hiddenNotchConfidence = hiddenNotchConfidence
    self.unsupportedNotchConfidence = unsupportedNotchConfidence
    self.dailyAssumedExitConfidence = dailyAssumedExitConfidence
  }
}
