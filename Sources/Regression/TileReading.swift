/// What a scanner read on one tile of the board.
public struct TileReading: Hashable, Sendable {
  /// The notation character read: a block letter of the scanned board, or, when the scan gave
  /// no board, the tile's class (`o` empty, `#` block, `A` prisoner, `x` fixed).
  public var symbol: Character
  /// The scanner's confidence in this tile, 0-1.
  public var confidence: Double

  /// Creates a tile reading.
  public init(symbol: Character, confidence: Double) {
    self.symbol = symbol
    self.confidence = confidence
  }
}
