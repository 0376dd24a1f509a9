/// What the breadth-first search did at one depth.
public struct LevelStatistics: Hashable, Sendable, Codable {
  /// The number of moves from the start to the positions of this level.
  public var depth: Int
  /// The positions of this depth that were expanded (their moves generated).
  public var examined: Int
  /// The new positions found from them (the next level's size).
  public var enqueued: Int

  /// Creates the figures of one level.
  public init(depth: Int, examined: Int, enqueued: Int) {
    self.depth = depth
    self.examined = examined
    self.enqueued = enqueued
  }
}
