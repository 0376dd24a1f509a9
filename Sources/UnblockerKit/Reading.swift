import Gestures
import Imaging
import Puzzle
import Scanner
import Solver
import Themes

/// What a scan of one screenshot read: the board (when one was found), how sure the scan is,
/// every stage's evidence, and where the board lies in the image.
public struct Reading: Sendable {
  /// The scan's full report: every stage's measurements and thresholds, its timings, its
  /// warnings and why it failed, if it did.
  public var report: ScanReport
  /// The least confidence a board needs to count as read.
  public var minimumConfidence: Double
  /// The size of the scanned image, in pixels (the report's own size is the rectified
  /// image's when the board was read through a homography): build a `DeviceScreen` from it.
  public var imageSize: PixelSize
  /// The theme profile the board was read with (a shipped one, one from a themes folder or
  /// the user's theme file): nil when no board was read, or when the colours were derived
  /// from the image because no profile fitted. Pictures of the solution are drawn in it.
  public var theme: ThemeProfile?

  /// Creates a reading of `report`, made from an image of `imageSize` with the profile
  /// `theme` (nil when none fitted).
  public init(
    report: ScanReport, imageSize: PixelSize,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence, theme: ThemeProfile? = nil
  ) {
    self.report = report
    self.imageSize = imageSize
    self.minimumConfidence = minimumConfidence
    self.theme = theme
  }

  /// `read` when a board was read at least `minimumConfidence` sure, `uncertain` when read
  /// less surely (not a success), `refused` when none was read.
  public var verdict: ScanVerdict { report.verdict(minimumConfidence: minimumConfidence) }

  /// The puzzle read (board and exit) when the verdict is `read`; nil when it is uncertain
  /// or refused.
  public var puzzle: Puzzle? { verdict == .read ? report.puzzle : nil }

  /// The best reading whatever the verdict (an uncertain one included): for display only.
  public var bestGuess: Puzzle? { report.puzzle }

  /// The confidence of the reading, 0 to 1.
  public var confidence: Double { report.confidence }

  /// The board's shape in the image: corners, rotation, quarter turn, homography.
  public var geometry: BoardGeometry? { report.geometry }

  /// Where the board's tiles lie in the image's pixels (nil when no board was found).
  public var screenMap: BoardScreenMap? { BoardScreenMap(report: report) }

  /// The swipes that play `solution` on the screen the image shows, in its pixels (or a
  /// device's, through `screen`).
  ///
  /// - Parameters:
  ///   - solution: a solution of `puzzle` (`Unblocker.solve(_:)`'s).
  ///   - timing: how long each swipe lasts.
  ///   - screen: the map to the device's pixels (`DeviceScreen(screenshot: imageSize,
  ///     device: ...)`).
  /// - Returns: one gesture per move.
  /// - Throws: `GestureError.noGeometry` when no board was read surely, `PuzzleError` when
  ///   the moves do not play on the board read.
  public func gestures(
    for solution: Solution, timing: GestureTiming = .standard,
    screen: DeviceScreen = .identity
  ) throws -> [Gesture] {
    guard let puzzle else { throw GestureError.noGeometry }
    return try gestures(for: solution.moves, from: puzzle.board, timing: timing, screen: screen)
  }

  /// The swipes that play `moves` from `board` on the screen the image shows, whatever the
  /// verdict (the command line places the moves of an uncertain reading it was told to accept).
  ///
  /// - Throws: `GestureError.noGeometry` when no board was found, `PuzzleError` when the moves
  ///   do not play on `board`.
  package func gestures(
    for moves: [Move], from board: Board, timing: GestureTiming = .standard,
    screen: DeviceScreen = .identity
  ) throws -> [Gesture] {
    guard let map = screenMap else { throw GestureError.noGeometry }
    return try GesturePlanner(map: map, timing: timing).gestures(for: moves, from: board)
      .map(screen.apply)
  }

  /// `image` (the screenshot read) with the swipes of `moves` from `board` drawn over it:
  /// one numbered arrow per move, in the screenshot's pixels.
  ///
  /// - Throws: as `gestures(for:from:timing:screen:)`.
  package func drawingMoves(_ moves: [Move], from board: Board, on image: RGBAImage) throws
    -> RGBAImage
  {
    guard let map = screenMap else { throw GestureError.noGeometry }
    let gestures = try GesturePlanner(map: map).gestures(for: moves, from: board)
    return GestureOverlay.standard.draw(gestures, on: image, tileSize: map.tileSize)
  }
}
