import Imaging
import Puzzle

/// The short, stable JSON form of one scan, as `unblocker scan --json` prints it (one object per
/// line): what a script needs without the full evidence of `ScanReport`.
public struct ScanSummary: Sendable, Encodable {
  /// One tile's class and confidence.
  public struct Tile: Sendable, Encodable {
    /// Row, 0-5 from the top.
    public var row: Int
    /// Column, 0-5 from the left.
    public var column: Int
    /// `empty`, `block`, `prisoner` or `fixed`.
    public var `class`: TileClass
    /// Confidence in the class, 0-1.
    public var confidence: Double
  }

  /// The image file, as given.
  public var file: String
  /// The 36-character notation, nil when rejected.
  public var board: String?
  /// The exit, nil when rejected.
  public var exit: Exit?
  /// The theme used (`fallback` for thresholds derived from the image), nil when no board was
  /// found.
  public var theme: String?
  /// The theme's score, 0-1.
  public var themeScore: Double?
  /// Overall confidence, 0-1 (0 when rejected).
  public var confidence: Double
  /// The board rectangle in image pixels.
  public var boardRect: PixelRect?
  /// A tile's width and height in pixels.
  public struct TileSize: Sendable, Encodable, Hashable {
    /// Width in pixels.
    public var width: Double
    /// Height in pixels.
    public var height: Double
  }

  /// Tile width and height in pixels.
  public var tileSize: TileSize?
  /// The 36 tiles in reading order (empty when no board was found).
  public var tiles: [Tile]
  /// Milliseconds per stage.
  public var timings: [String: Double]
  /// Warnings, as messages.
  public var warnings: [String]
  /// The stage that failed, nil on success.
  public var failedStage: ScanStage?
  /// The error message, nil on success.
  public var error: String?
  /// What the reading costs as an explanation of the pixels (nil without a board).
  public var explanation: Explanation?
  /// The likeliest reading of another puzzle (board or exit), and what it costs.
  public var runnerUp: RunnerUp?
  /// The board's margin over every other hypothesis, in nats (nil without a board).
  public var margin: Double?
  /// The board's, the exit's and the way up's probabilities, whose product is `confidence`
  /// (nil without a margin).
  public var confidenceParts: ConfidenceParts?

  /// The summary of `report` for `file`.
  public init(file: String, report: ScanReport) {
    self.file = file
    board = report.puzzle?.board.notation
    exit = report.puzzle?.exit
    theme = report.theme
    themeScore = report.themeScores.first { $0.theme == report.theme }?.score
    confidence = report.confidence
    boardRect = report.location?.board
    tileSize = report.location.map { TileSize(width: $0.tileWidth, height: $0.tileHeight) }
    tiles = report.tiles.map {
      Tile(
        row: $0.cell.row, column: $0.cell.column, class: $0.finalClass, confidence: $0.confidence)
    }
    timings = Dictionary(
      uniqueKeysWithValues: report.timings.map { ($0.stage.rawValue, $0.milliseconds) })
    warnings = report.warnings.map(\.message)
    failedStage = report.error?.stage
    error = report.error?.description
    explanation = report.explanation
    runnerUp = report.runnerUp
    margin = report.margin
    confidenceParts = report.confidenceParts
  }

  private enum CodingKeys: String, CodingKey {
    case file, board, exit, theme, themeScore, confidence, boardRect, tileSize, tiles, timings,
      warnings, failedStage, error, explanation, runnerUp, margin, confidenceParts
  }

  /// Encodes every key; one the scan did not measure (no board: no exit, no rectangle) is
  /// absent, not null.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(board, forKey: .board)
    try container.encodeIfPresent(exit, forKey: .exit)
    try container.encodeIfPresent(theme, forKey: .theme)
    try container.encodeIfPresent(themeScore, forKey: .themeScore)
    try container.encode(confidence, forKey: .confidence)
    try container.encodeIfPresent(boardRect, forKey: .boardRect)
    try container.encodeIfPresent(tileSize, forKey: .tileSize)
    try container.encode(tiles, forKey: .tiles)
    try container.encode(timings, forKey: .timings)
    try container.encode(warnings, forKey: .warnings)
    try container.encodeIfPresent(failedStage, forKey: .failedStage)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encodeIfPresent(explanation, forKey: .explanation)
    try container.encodeIfPresent(runnerUp, forKey: .runnerUp)
  }
}
