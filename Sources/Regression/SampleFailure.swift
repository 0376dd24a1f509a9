import Scanner

/// One reason a sample failed.
public typealias SampleFailure = KindedMessage<SampleFailureKind>

/// What kind of disagreement or error a sample's failure is.
public enum SampleFailureKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// The label could not be read or breaks the label rules.
  case label
  /// The image could not be read or decoded.
  case image
  /// The label has a board but the scanner found none.
  case noBoard
  /// The label expects a rejection but the scanner read a board.
  case unexpectedBoard
  /// The boards differ on some tiles.
  case board
  /// The exits differ.
  case exit
  /// A board was read, but with a confidence below the least confidence: refused.
  case uncertain
}
