import Puzzle

/// What a scan amounts to for a caller that needs a board it can trust.
///
/// A reading is only a success when its calibrated confidence reaches the minimum; below it the
/// best reading is kept (for display) but marked uncertain, and callers treat it as refused.
public enum ScanVerdict: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// A board was read with at least the minimum confidence.
  case read
  /// A board was read, but its confidence is below the minimum: not a success.
  case uncertain
  /// No board was read (the image is not a puzzle screen, or the scan failed).
  case refused

  /// `read`, `uncertain` or `refused`.
  public var description: String { rawValue }
}

extension ScanReport {
  /// The default least confidence for a reading to count as a success (`--min-confidence`),
  /// chosen from the reliability measured over the labelled corpora and their perturbations
  /// (README, "Confidence").
  public static let defaultMinimumConfidence = 0.5

  /// The verdict on this report for a least confidence of `minimumConfidence`.
  public func verdict(minimumConfidence: Double = ScanReport.defaultMinimumConfidence)
    -> ScanVerdict
  {
    guard puzzle != nil else { return .refused }
    return confidence >= minimumConfidence ? .read : .uncertain
  }
}

extension ScanReport {
  /// The least sure decision of the reading, as words (`tile (2,3) to be block, 0.41`): where
  /// to look first when the reading is doubted; nil when no board was read.
  ///
  /// It considers the exit, every tile's class and every gap between two solid tiles.
  public var leastSureDecision: String? {
    guard let puzzle else { return nil }
    func cell(_ cell: Cell) -> String { "(\(cell.row),\(cell.column))" }
    var weakest = ("the exit \(puzzle.exit)", chute?.confidence ?? 1)
    for tile in tiles where tile.confidence < weakest.1 {
      weakest = ("tile \(cell(tile.cell)) to be \(tile.finalClass)", tile.confidence)
    }
    for seam in seams where seam.confidence < weakest.1 {
      guard let first = tile(seam.first), let second = tile(seam.second),
        first.finalClass.isSolid, second.finalClass.isSolid
      else { continue }
      weakest = (
        "\(seam.split ? "a split" : "a join") between \(cell(seam.first)) and "
          + "\(cell(seam.second))", seam.confidence
      )
    }
    let probability = (weakest.1 * 100).rounded() / 100
    return "\(weakest.0), \(probability)"
  }
}
