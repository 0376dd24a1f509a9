import Imaging

/// The three probabilities a reading's confidence is the product of (`ScanConfidence`): that
/// its board is right, that its exit is, and that it is the right way up.
public struct ConfidenceParts: Hashable, Sendable, Codable {
  /// σ(slope · margin + intercept): the board's margin over every other hypothesis, calibrated.
  public var board: Double
  /// The exit's: the chute's odds for its side, and the side's prior where no notch shows.
  public var exit: Double
  /// The way up's, where the board was read upside down too; 1 where not.
  public var wayUp: Double

  /// Their product: the probability that the board and its exit are right.
  public var confidence: Double { board * exit * wayUp }
}

extension ScanReport {
  /// What holds the confidence down most, as words (`the exit right:2, assumed where no chute
  /// shows (0.50)`); nil without a calibrated confidence.
  public var weakestPart: String? {
    guard let parts = confidenceParts, let puzzle else { return nil }
    let least = min(parts.board, parts.exit, parts.wayUp)
    if least == parts.board {
      return "the board's margin over every other reading, "
        + "\(Decimals.fixed(margin ?? 0, 1)) nats (\(Decimals.fixed(parts.board)))"
    }
    if least == parts.exit {
      let assumed = chute?.sideUnseen == true ? ", assumed where no chute shows" : ""
      return "the exit \(puzzle.exit)\(assumed) (\(Decimals.fixed(parts.exit)))"
    }
    return "which way is up: the board reads upside down too (\(Decimals.fixed(parts.wayUp)))"
  }
}
