import Imaging

/// What the game's header says: the puzzle's number and category, and the Moves panel.
public struct HeaderContent: Hashable, Sendable {
  /// The puzzle number shown under "Puzzle".
  public var puzzleNumber: Int
  /// The category under the number (`Beginner`, `Intermediate`, `Advanced`, `Expert`).
  public var category: String
  /// True when the three stars of a solved puzzle show above the category.
  public var showsStars: Bool
  /// The Moves count.
  public var moves: Int
  /// The record shown as `Record: RECORD/TARGET`; nil shows `--`.
  public var record: Int?
  /// The target move count shown after the record.
  public var target: Int

  /// Creates the header's content.
  public init(
    puzzleNumber: Int, category: String, showsStars: Bool = false, moves: Int = 0,
    record: Int? = nil, target: Int
  ) {
    self.puzzleNumber = puzzleNumber
    self.category = category
    self.showsStars = showsStars
    self.moves = moves
    self.record = record
    self.target = target
  }

  /// The game's category for a puzzle needing `moves` moves: Beginner up to 20, Intermediate
  /// 21-25, Advanced 26-30, Expert 31 and more.
  public static func category(forMoves moves: Int) -> String {
    switch moves {
    case ...20: "Beginner"
    case 21...25: "Intermediate"
    case 26...30: "Advanced"
    default: "Expert"
    }
  }

  /// A plausible header drawn from `generator`, using `optimalMoves` when known.
  static func random(optimalMoves: Int?, using generator: inout SeededGenerator) -> HeaderContent {
    let target = optimalMoves ?? generator.nextInt(in: 15...45)
    let solved = generator.nextUnit() < 0.4
    return HeaderContent(
      puzzleNumber: generator.nextInt(in: 1...9999), category: category(forMoves: target),
      showsStars: solved, moves: 0, record: solved ? target : nil, target: target)
  }
}
