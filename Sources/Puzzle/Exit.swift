/// The chute the prisoner escapes through: an opening at the left or right end of one row.
///
/// Written `right:2` (side, colon, row 0-5). The default is `right:2`, the classic exit.
public struct Exit: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The end of the row that holds the opening.
  public enum Side: String, Codable, Sendable, CaseIterable {
    /// The opening is left of column 0.
    case left
    /// The opening is right of column 5.
    case right
  }

  /// The side of the board holding the opening.
  public let side: Side
  /// The row of the opening, 0 (top) to 5 (bottom).
  public let row: Int

  /// The classic exit: right of the third row (`right:2`).
  public static let standard = Exit(checkedSide: .right, row: 2)

  /// Creates an exit.
  ///
  /// - Parameters:
  ///   - side: `left` or `right`.
  ///   - row: the row, 0 to 5.
  /// - Throws: `PuzzleError.exitRowOutOfRange` when `row` is not 0 to 5.
  public init(side: Side, row: Int) throws(PuzzleError) {
    guard (0..<Board.size).contains(row) else { throw .exitRowOutOfRange(row) }
    self.init(checkedSide: side, row: row)
  }

  private init(checkedSide side: Side, row: Int) {
    self.side = side
    self.row = row
  }

  /// Parses `right:2` or `left:0` (side and row; the side is not case-sensitive).
  ///
  /// - Parameter text: `SIDE:ROW`.
  /// - Throws: `PuzzleError.badExitSyntax` when the text is not `left:ROW` or `right:ROW`,
  ///   `PuzzleError.exitRowOutOfRange` when the row is not 0 to 5.
  public init(parsing text: String) throws(PuzzleError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let side = Side(rawValue: parts[0].lowercased()),
      let row = Int(parts[1])
    else { throw .badExitSyntax(text) }
    try self.init(side: side, row: row)
  }

  /// `right:2`.
  public var description: String { "\(side.rawValue):\(row)" }

  private enum CodingKeys: String, CodingKey {
    case side, row
  }

  /// Decodes `{"side": "right", "row": 2}`, checking the row.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let side = try container.decode(Side.self, forKey: .side)
    let row = try container.decode(Int.self, forKey: .row)
    guard (0..<Board.size).contains(row) else {
      throw DecodingError.dataCorruptedError(
        forKey: .row, in: container,
        debugDescription: PuzzleError.exitRowOutOfRange(row).description)
    }
    self.init(checkedSide: side, row: row)
  }

  /// Encodes `{"side": "right", "row": 2}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(side, forKey: .side)
    try container.encode(row, forKey: .row)
  }
}
