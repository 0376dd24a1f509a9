import Imaging

/// Where one piece is in one frame, in cells (fractional while it slides; outside 0...5
/// once the prisoner has left through the chute).
public struct PiecePlacement: Hashable, Sendable {
  /// The piece's letter (`A` the prisoner, `x` a fixed block).
  public var letter: Character
  /// Top row.
  public var row: Double
  /// Left column.
  public var column: Double
}

/// One frame of a solution's animation, before drawing: every piece's place, how many moves
/// are complete and how long the frame shows.
public struct AnimationStep: Hashable, Sendable {
  /// Every piece's place.
  public var placements: [PiecePlacement]
  /// Moves completed when this frame shows (the Moves panel's count).
  public var movesMade: Int
  /// How long the frame shows, in milliseconds.
  public var durationMilliseconds: Int

  /// The prisoner's place.
  public var prisoner: PiecePlacement? {
    placements.first { $0.letter == "A" }
  }
}

/// One drawn frame of a solution's animation.
public struct AnimationFrame: Sendable {
  /// The pixels.
  public var image: RGBAImage
  /// Where every piece is, the moves made and the frame's duration.
  public var step: AnimationStep
}
