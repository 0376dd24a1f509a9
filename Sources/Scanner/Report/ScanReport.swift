import Imaging
import Puzzle
import Themes

/// Everything a scan measured and decided, stage by stage: the facts the annotator draws, the
/// calibrator fits and error messages quote.
public struct ScanReport: Sendable, Encodable {
  /// Width of the scanned image.
  public var imageWidth: Int
  /// Height of the scanned image.
  public var imageHeight: Int
  /// The theme used: a profile name, or `fallback` for thresholds derived from the image.
  public var theme: String?
  /// True when no profile fitted and the thresholds came from the image.
  public var usedFallback: Bool
  /// Estimated lightness noise of the image (CIELAB L standard deviation); above the policy'
  /// `noiseFloor` every class's spread was widened by it.
  public var lightnessNoise: Double
  /// The colour model the tiles were classified with (the derived one for the fallback).
  public var model: ScanModel?
  /// How the chosen profile's colours were moved onto the image's (adapt stage); nil for the
  /// fallback.
  public var adaptation: LabTransform?
  /// Every theme tried, best first.
  public var themeScores: [ThemeScore]
  /// The board and its grid.
  public var location: BoardLocation?
  /// When no board was found: the regions considered and why each was rejected (with a board,
  /// they are in `location.candidates`).
  public var candidates: [BoardCandidate]
  /// The 36 tiles in reading order (empty when the board was not found).
  public var tiles: [TileEvidence]
  /// Every measured gap between neighbouring tiles.
  public var seams: [SeamEvidence]
  /// The blocks of the final reading, in reading order, lettered `A` (prisoner), `x` (fixed),
  /// `B`, `C`, ...
  public var blocks: [Block]
  /// The chute search and the exit.
  public var chute: ChuteEvidence?
  /// What lies just outside each side of the board.
  public var edges: EdgeEvidence?
  /// The puzzle, when the scan succeeded.
  public var puzzle: Puzzle?
  /// The probability that the board and exit are right: the board's margin over every other
  /// hypothesis, calibrated, times the exit's and the way up's odds (`ScanConfidence`, the one
  /// formula). Below the least confidence asked for, the reading is refused. Set when the scan
  /// ends (`ViewReader.finished`); 0 on the readings the search makes.
  public var confidence: Double
  /// Time per stage.
  public var timings: [StageTiming]
  /// Assumptions and doubts.
  public var warnings: [ScanWarning]
  /// The last stage run (the failing one on failure).
  public var stageReached: ScanStage
  /// Why there is no puzzle, nil on success.
  public var error: ScanError?
  /// The board's shape in the image (corners, rotation, turn, homography); nil when the
  /// locate stage found no region to fit. When `geometry.isRectified`, every pixel coordinate
  /// of this report is in the rectified image.
  public var geometry: BoardGeometry?
  /// What the reading costs as an explanation of the pixels (nil without a legal puzzle).
  public var explanation: Explanation?
  /// Every other puzzle the scan read or could read from the chosen reading's tiles, each once
  /// at its cheapest, cheapest first (empty without a puzzle).
  public var alternatives: [RunnerUp]
  /// The likeliest reading of another puzzle (board or exit), and what it costs: the first of
  /// `alternatives` (nil when none was made).
  public var runnerUp: RunnerUp? { alternatives.first }
  /// The other reading made of the same puzzle whose square the margin prices least
  /// (`RunnerUp.agreeing`): the board's hypothesis is the better of it and this reading (nil
  /// without a puzzle or another reading of it).
  public var agreeing: RunnerUp?
  /// The board's margin over every other hypothesis, square prices counted, in nats
  /// (`ScanConfidence.margin`; nil without a puzzle).
  public var margin: Double?
  /// The rank the search orders the readings of one view by (`CandidateDecoder.rank`): it ends
  /// the search (`RetryPlan.isSure`), triggers its retries and breaks ties between readings
  /// (`HypothesisChoice`). An order, not a probability; kept as evidence of the choice, and 0
  /// without a puzzle.
  public var rank: Double = 0
  /// The gaps between every two neighbouring tiles, measured alike under every colour model
  /// (`SeamMeter.continuity`, for `Explanation.continuity`); not encoded.
  public var continuity: [SeamEvidence] = []
  /// The three probabilities `confidence` is the product of: the board's, the exit's and the
  /// way up's (`ScanConfidence`; nil without a margin).
  public var confidenceParts: ConfidenceParts?

  /// An empty report for an image of this size.
  public init(imageWidth: Int, imageHeight: Int) {
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    theme = nil
    usedFallback = false
    lightnessNoise = 0
    model = nil
    adaptation = nil
    themeScores = []
    location = nil
    candidates = []
    tiles = []
    seams = []
    blocks = []
    chute = nil
    explanation = nil
    alternatives = []
    edges = nil
    puzzle = nil
    confidence = 0
    timings = []
    warnings = []
    stageReached = .locate
    error = nil
    geometry = nil
  }

  /// The tile at `cell`.
  public func tile(_ cell: Cell) -> TileEvidence? {
    tiles.count == 36 ? tiles[cell.row * 6 + cell.column] : nil
  }

  /// The milliseconds spent in `stage`.
  public func milliseconds(_ stage: ScanStage) -> Double {
    timings.first { $0.stage == stage }?.milliseconds ?? 0
  }

  /// Total milliseconds over all stages.
  public var totalMilliseconds: Double { timings.reduce(0) { $0 + $1.milliseconds } }

  /// Whether no theme profile fitted this image: every profile tried found no board or scored
  /// below its `themeFit` (whatever was read came from thresholds derived from the image, or
  /// nothing was read). A screenshot of a wood theme that no profile knows looks like this.
  public var noProfileFits: Bool {
    let profiles = themeScores.filter { !$0.isDerived }
    return !profiles.isEmpty && profiles.allSatisfy { $0.score < $0.threshold }
  }

  private enum CodingKeys: String, CodingKey {
    case imageWidth, imageHeight, theme, usedFallback, lightnessNoise, model, adaptation,
      themeScores,
      location, candidates, tiles, seams, blocks, chute, edges, board, exit, confidence, timings,
      warnings, stageReached, failure, geometry, explanation, runnerUp, alternatives, agreeing,
      margin, searchRank, confidenceParts
  }

  private struct Failure: Encodable {
    var stage: ScanStage
    var message: String
  }

  /// Encodes the report; the puzzle as `board` (notation) and `exit`, the error as
  /// `failure: {stage, message}`; what the scan did not reach or measure is absent, not null.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(imageWidth, forKey: .imageWidth)
    try container.encode(imageHeight, forKey: .imageHeight)
    try container.encodeIfPresent(theme, forKey: .theme)
    try container.encode(usedFallback, forKey: .usedFallback)
    try container.encode(lightnessNoise, forKey: .lightnessNoise)
    try container.encodeIfPresent(model, forKey: .model)
    try container.encodeIfPresent(adaptation, forKey: .adaptation)
    try container.encode(themeScores, forKey: .themeScores)
    try container.encodeIfPresent(location, forKey: .location)
    try container.encode(candidates, forKey: .candidates)
    try container.encode(tiles, forKey: .tiles)
    try container.encode(seams, forKey: .seams)
    try container.encode(blocks, forKey: .blocks)
    try container.encodeIfPresent(chute, forKey: .chute)
    try container.encodeIfPresent(edges, forKey: .edges)
    try container.encodeIfPresent(puzzle?.board.notation, forKey: .board)
    try container.encodeIfPresent(puzzle?.exit, forKey: .exit)
    try container.encode(confidence, forKey: .confidence)
    try container.encode(timings, forKey: .timings)
    try container.encode(warnings, forKey: .warnings)
    try container.encode(stageReached, forKey: .stageReached)
    try container.encodeIfPresent(
      error.map { Failure(stage: $0.stage, message: $0.description) }, forKey: .failure)
    try container.encodeIfPresent(geometry, forKey: .geometry)
    try container.encodeIfPresent(explanation, forKey: .explanation)
    try container.encodeIfPresent(runnerUp, forKey: .runnerUp)
    if !alternatives.isEmpty { try container.encode(alternatives, forKey: .alternatives) }
    try container.encodeIfPresent(agreeing, forKey: .agreeing)
    try container.encodeIfPresent(margin, forKey: .margin)
    if puzzle != nil { try container.encode(rank, forKey: .searchRank) }
    try container.encodeIfPresent(confidenceParts, forKey: .confidenceParts)
  }
}
