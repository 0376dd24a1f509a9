/// How long each swipe lasts: a one-tile move takes `baseMilliseconds`, each further tile adds
/// `perTileMilliseconds` (a longer slide needs a slower finger for the game to follow it).
public struct GestureTiming: Hashable, Sendable, Codable {
  /// The allowed durations of a one-tile swipe, in milliseconds.
  public static let baseRange: ClosedRange<Int> = 20...5000

  /// The duration of a one-tile swipe, in milliseconds.
  public var baseMilliseconds: Int
  /// What each further tile adds, in milliseconds.
  public var perTileMilliseconds: Int

  /// 200 ms for one tile, 50 ms more per further tile (400 ms for five).
  public static let standard = GestureTiming(baseMilliseconds: 200)

  /// Timing with a one-tile swipe of `baseMilliseconds`; each further tile adds a quarter of it
  /// unless `perTileMilliseconds` is given.
  public init(baseMilliseconds: Int, perTileMilliseconds: Int? = nil) {
    self.baseMilliseconds = baseMilliseconds
    self.perTileMilliseconds = perTileMilliseconds ?? baseMilliseconds / 4
  }

  /// The duration of a swipe over `distance` tiles (at least 1).
  public func milliseconds(forDistance distance: Int) -> Int {
    baseMilliseconds + perTileMilliseconds * max(0, distance - 1)
  }
}
