/// One reason a sample failed.
public struct SampleFailure: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What kind of disagreement or error it is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
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

  /// The kind.
  public var kind: Kind
  /// One line saying what differs or what failed.
  public var message: String

  /// Creates a failure.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
