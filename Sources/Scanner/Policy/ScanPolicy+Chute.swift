extension ScanPolicy {
  /// Where the chute stage looks for the notch and what it takes for one.
  ///
  /// Part of `ScanPolicy` (`policy.chute`); geometry and counts, never colours.
  public struct Chute: Hashable, Sendable, Codable {
    /// Width of the strip beside the board searched for the chute, as a fraction of a tile.
    public var stripWidth: Double = 0.12
    /// Gap between the board's edge and the chute strip, as a fraction of a tile.
    public var stripGap: Double = 0.04
    /// The least CIELAB distance between the empty board's colour and the frame's for the chute
    /// search to tell a notch from frame.
    public var minimumContrast: Double = 6
    /// How many strips deep, from the board's edge outwards, the frame is looked at.
    public var depths: Int = 3
    /// The confidence in the exit assumed when no frame is seen beside the board (a board-only
    /// crop) or one side's frame is cut off by the image's edge.
    public var assumedExitConfidence: Double = 0.5
    /// The confidence in the exit assumed when the frame is seen on both sides but no notch
    /// stands out in it (hidden under a mark, or missed), while the prisoner's row on the side
    /// assumed is as open as any place of the frame (part of a notch shows beside a mark, or the
    /// frame is closed all along). Lower it to refuse such readings.
    public var hiddenNotchConfidence: Double = 0.5
    /// The confidence in the exit assumed when the frame is seen on both sides, no notch stands
    /// out in it, and the prisoner's row on the side assumed is less open than another place of
    /// the frame: what the frame shows points elsewhere. Below the default least confidence accepted
    /// (`ScanReport.defaultMinimumConfidence`): every board has a chute, so such a reading has
    /// missed it (a board located with a strip of its frame looks for the notch beyond the
    /// frame), and its exit is a guess (the left notch of a daily puzzle read as the classic
    /// right one).
    public var unsupportedNotchConfidence: Double = 0.4
    /// The highest rank of a reading whose exit was taken on the right with nothing to show it,
    /// for a puzzle that is no classic level (the prisoner in another row than `right:2`'s, or a
    /// fixed block): a daily puzzle's chute may be on either side, so such an exit is a guess.
    public var dailyAssumedExitRank: Double = 0.25

    /// The part of each row's height (fractions of a tile, from its top) a chute strip covers:
    /// the middle of the row, away from the blocks' shading above and below.
    public var rowBand: ClosedRange<Double> = 0.3...0.7
    /// A notch whose score the profile's chute threshold trusts at least this much shows the
    /// exit; below, the exit is assumed on the right with the rest as its confidence.
    public var sureNotch: Double = 0.9

    /// The defaults.
    public static let standard = Chute()

    /// The defaults; change a field to try another value.
    public init() {}
  }
}
