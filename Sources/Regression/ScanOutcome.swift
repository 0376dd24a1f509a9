import Imaging
import Puzzle

/// What scanning one screenshot gave: the seam between the harness and the scanner.
///
/// The harness compares `puzzle` (or its absence) with the label; `tiles` and `confidence`
/// explain the comparison; `overlay` draws a picture of the scan for the HTML report, only when
/// one is written and outside the time measured for the sample.
public struct ScanOutcome: Sendable {
  /// The puzzle read, nil when the scanner found none (a rejection or a failure).
  public var puzzle: Puzzle?
  /// The 36 tiles in reading order, or empty when the board was not located.
  public var tiles: [TileReading]
  /// The scan's overall confidence, 0-1.
  public var confidence: Double
  /// Why there is no puzzle (the scanner's message), nil on success.
  public var error: String?
  /// The theme the scanner used, if it says.
  public var theme: String?
  /// Draws an annotated picture of the scan for reports; nil to show the screenshot itself.
  public var overlay: (@Sendable () -> ScanPicture)?

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - puzzle: the puzzle read, or nil.
  ///   - tiles: 36 tile readings in reading order, or none.
  ///   - confidence: overall confidence, 0-1.
  ///   - error: why there is no puzzle.
  ///   - theme: the theme used.
  ///   - overlay: draws an annotated picture of the scan.
  public init(
    puzzle: Puzzle?, tiles: [TileReading] = [], confidence: Double, error: String? = nil,
    theme: String? = nil, overlay: (@Sendable () -> ScanPicture)? = nil
  ) {
    precondition(tiles.isEmpty || tiles.count == Board.cellCount, "tiles must be 0 or 36")
    self.puzzle = puzzle
    self.tiles = tiles
    self.confidence = confidence
    self.error = error
    self.theme = theme
    self.overlay = overlay
  }

  /// The reading of the tile at `cell`, if the board was located.
  public func tile(_ cell: Cell) -> TileReading? {
    tiles.isEmpty ? nil : tiles[cell.index]
  }
}
