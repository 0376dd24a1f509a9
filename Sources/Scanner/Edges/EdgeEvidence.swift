import Imaging

/// What lies just outside each side of the board: the share of points there that look like the
/// board itself (the colours of its own empty tiles, blocks and prisoner).
///
/// A board is closed by its frame (or by the image's edge, for a crop): a side beyond which the
/// board seems to go on (most of its length board-like, while another side is clearly closed)
/// means that the square taken for the board is not the whole board, for example a header
/// panel of board colour joined to the board's top rows.
public struct EdgeEvidence: Hashable, Sendable, Codable {
  /// Board-like share beyond the top edge; nil when that side lies outside the image.
  public var top: Double?
  /// Board-like share beyond the bottom edge.
  public var bottom: Double?
  /// Board-like share beyond the left edge.
  public var left: Double?
  /// Board-like share beyond the right edge.
  public var right: Double?

  /// Every side measured, with its name.
  public var sides: [(name: String, share: Double)] {
    [("top", top), ("bottom", bottom), ("left", left), ("right", right)].compactMap { side in
      side.1.map { (side.0, $0) }
    }
  }

  /// The sides beyond which the board seems to go on: at least `open` board-like while some
  /// other side is at most `closed`.
  public func continuing(open: Double, closed: Double) -> [String] {
    let measured = sides
    guard measured.contains(where: { $0.share <= closed }) else { return [] }
    return measured.filter { $0.share >= open }.map(\.name)
  }
}
