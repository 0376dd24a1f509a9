/// One move: a block slid any distance in one direction. Printed `C down 2`.
///
/// JSON: `{"block":"C","direction":"down","distance":2}`.
public struct Move: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The letter of the block that slides.
  public var block: Character
  /// The direction of the slide.
  public var direction: Direction
  /// The number of cells slid (at least 1).
  public var distance: Int

  /// Creates a move of `block` by `distance` cells towards `direction`.
  public init(block: Character, direction: Direction, distance: Int) {
    self.block = block
    self.direction = direction
    self.distance = distance
  }

  /// Parses `C down 2`.
  ///
  /// - Parameter text: letter, direction and distance separated by spaces.
  /// - Throws: `PuzzleError.badMoveSyntax` when the text is not of that form.
  public init(parsing text: String) throws(PuzzleError) {
    let parts = text.split(separator: " ")
    guard parts.count == 3, parts[0].count == 1, let letter = parts[0].first,
      let direction = Direction(rawValue: String(parts[1])), let distance = Int(parts[2]),
      distance > 0
    else { throw .badMoveSyntax(text) }
    self.init(block: letter, direction: direction, distance: distance)
  }

  /// `C down 2`.
  public var description: String { "\(block) \(direction) \(distance)" }

  private enum CodingKeys: String, CodingKey {
    case block, direction, distance
  }

  /// Decodes `{"block":"C","direction":"down","distance":2}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .block)
    guard text.count == 1, let letter = text.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .block, in: container, debugDescription: "a block letter is one character")
    }
    block = letter
    direction = try container.decode(Direction.self, forKey: .direction)
    distance = try container.decode(Int.self, forKey: .distance)
  }

  /// Encodes `{"block":"C","direction":"down","distance":2}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(String(block), forKey: .block)
    try container.encode(direction, forKey: .direction)
    try container.encode(distance, forKey: .distance)
  }
}
