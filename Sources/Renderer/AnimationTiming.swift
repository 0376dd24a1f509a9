/// How a solution is played: frames per move, how long a move takes, the pauses.
public struct AnimationTiming: Hashable, Sendable {
  /// In-between frames drawn for each move (the last one shows the block at rest).
  public var framesPerMove: Int
  /// How long one move takes, in milliseconds.
  public var moveMilliseconds: Int
  /// How long the start position shows before the first move.
  public var startPauseMilliseconds: Int
  /// How long the final position (prisoner gone) shows.
  public var endPauseMilliseconds: Int
  /// Frames of the prisoner sliding out through the chute after the last move.
  public var exitFrames: Int

  /// Creates a timing; the defaults play like the original app's Play button: 0.4 s a move
  /// in 10 frames, a second's pause at the start and a second and a half at the end.
  public init(
    framesPerMove: Int = 10, moveMilliseconds: Int = 400, startPauseMilliseconds: Int = 1000,
    endPauseMilliseconds: Int = 1500, exitFrames: Int = 8
  ) {
    self.framesPerMove = max(1, framesPerMove)
    self.moveMilliseconds = max(framesPerMove, moveMilliseconds)
    self.startPauseMilliseconds = max(1, startPauseMilliseconds)
    self.endPauseMilliseconds = max(1, endPauseMilliseconds)
    self.exitFrames = max(1, exitFrames)
  }
}
