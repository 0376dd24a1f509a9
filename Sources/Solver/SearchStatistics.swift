/// The figures of one search: per level, largest queue, distinct positions, elapsed time.
public struct SearchStatistics: Hashable, Sendable, Codable {
  /// Per depth: positions examined and new positions enqueued.
  public var levels: [LevelStatistics]
  /// The positions expanded (moves generated) in all.
  public var examinedPositions: Int
  /// The distinct positions met, the start included. For an unsolvable board this is the
  /// number of positions reachable from the start.
  public var distinctPositions: Int
  /// The most positions waiting in the queue at one time.
  public var largestQueue: Int
  /// The wall-clock time of the search, in seconds (solution reconstruction excluded).
  public var elapsedSeconds: Double

  /// Creates a set of statistics.
  public init(
    levels: [LevelStatistics], examinedPositions: Int, distinctPositions: Int,
    largestQueue: Int, elapsedSeconds: Double
  ) {
    self.levels = levels
    self.examinedPositions = examinedPositions
    self.distinctPositions = distinctPositions
    self.largestQueue = largestQueue
    self.elapsedSeconds = elapsedSeconds
  }

  /// Average nanoseconds per examined position.
  public var nanosecondsPerExaminedPosition: Double {
    examinedPositions > 0 ? elapsedSeconds * 1e9 / Double(examinedPositions) : 0
  }
}
