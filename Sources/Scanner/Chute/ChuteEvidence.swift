import Imaging
import Puzzle

/// Where the scanner looked for the chute, what it saw, and the exit it chose.
public struct ChuteEvidence: Hashable, Sendable, Codable {
  /// One strip of frame beside one end of a row.
  public struct Strip: Hashable, Sendable, Codable {
    /// Which end of the row.
    public var side: Exit.Side
    /// The row.
    public var row: Int
    /// The strip in image pixels.
    public var region: PixelRect
    /// Share of its classified samples in the opening classes (board, seam, chute); samples
    /// matching no class (marks drawn over the frame) do not count, but the share is taken of
    /// at least half the samples.
    public var darkShare: Double
    /// How much more open the strip is than the frame just above and below it on the same
    /// side (its dark share minus the larger of its neighbours'): a notch is open between
    /// closed frame, while an image edge, a letterbox or a frame colour near the board's is
    /// open along the whole side.
    public var notchContrast: Double = 0

    /// Creates a strip (its notch contrast is set once every strip of its side is known).
    public init(side: Exit.Side, row: Int, region: PixelRect, darkShare: Double) {
      self.side = side
      self.row = row
      self.region = region
      self.darkShare = darkShare
    }

    private enum CodingKeys: String, CodingKey {
      case side, row, region, darkShare, notchContrast
    }

    /// Decodes a strip; reports written before the notch contrast was measured have none (0).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      side = try container.decode(Exit.Side.self, forKey: .side)
      row = try container.decode(Int.self, forKey: .row)
      region = try container.decode(PixelRect.self, forKey: .region)
      darkShare = try container.decode(Double.self, forKey: .darkShare)
      notchContrast = try container.decodeIfPresent(Double.self, forKey: .notchContrast) ?? 0
    }
  }

  /// Every strip inside the image (none for a board-only crop).
  public var strips: [Strip]
  /// The notch contrast of the strip that stands out most (`Strip.notchContrast`), compared
  /// with the theme's `chuteShare`; nil when no strip is visible.
  public var score: Double?
  /// The strip with the highest score, if any.
  public var best: Strip?
  /// True when the notch was seen (score passes `chuteShare`).
  public var found: Bool
  /// The exit chosen (the notch, or the default when not seen).
  public var exit: Exit
  /// Confidence in the exit, 0-1.
  public var confidence: Double
  /// True when nothing showed the exit's side (no notch, no frame cut by the image's edge): it
  /// was taken on the right, where the classic levels have it. Nil otherwise.
  public var sideAssumed: Bool? = nil

  /// True when no notch showed the exit's side: it was assumed (`sideAssumed`), or taken where
  /// the frame is cut by the image's edge, with nothing seen there. Such a side is as likely as
  /// its prior makes it (`ScanPolicy.Explanation.rightExitPrior`): `confidence` is no evidence.
  public var sideUnseen: Bool { sideAssumed == true || !found }
}
