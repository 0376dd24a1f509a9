import FileGuard
import Foundation
import StrictJSON

/// What a labelled screenshot shows: the `NAME.json` beside `NAME.png|jpg|webp`.
///
/// `{"board": "...", "exit": {"side": "right", "row": 2}, "optimalMoves": 23, "note": "..."}`,
/// or `{"board": null, "reject": true, "note": "..."}` for an image that must be rejected;
/// `"draft": true` marks a label written from a scan that no person has checked yet.
/// Keys other than these are allowed and kept in `attributes`, with their JSON types.
public struct Label: Hashable, Sendable {
  /// The known optimal solution length.
  public enum OptimalMoves: Hashable, Sendable {
    /// The label does not say (`optimalMoves` absent).
    case unknown
    /// The puzzle has no solution (`optimalMoves: null`).
    case unsolvable
    /// The fewest moves that solve the puzzle.
    case moves(Int)

    /// `render --optimal-moves`'s argument: a move count (0 or more), or `unsolvable`; nil for
    /// anything else.
    public init?(argument: String) {
      if argument == "unsolvable" {
        self = .unsolvable
      } else if let moves = Int(argument), moves >= 0 {
        self = .moves(moves)
      } else {
        return nil
      }
    }
  }

  /// The puzzle shown, or nil when the image must be rejected.
  public var puzzle: Puzzle?
  /// The known optimal move count.
  public var optimalMoves: OptimalMoves
  /// A note for people.
  public var note: String?
  /// Other keys (for example `theme`, `layout`, `seed`), with their JSON values.
  public var attributes: [String: LabelValue]
  /// True for a draft written from a scan and not yet checked by a person (`"draft": true`).
  public var draft: Bool = false

  /// True when the image is not a puzzle screen and must be rejected.
  public var isReject: Bool { puzzle == nil }

  /// A label for a puzzle screenshot.
  public init(
    puzzle: Puzzle, optimalMoves: OptimalMoves = .unknown, note: String? = nil,
    attributes: [String: LabelValue] = [:]
  ) {
    self.puzzle = puzzle
    self.optimalMoves = optimalMoves
    self.note = note
    self.attributes = attributes
  }

  /// A label for an image that must be rejected.
  public static func reject(note: String?, attributes: [String: LabelValue] = [:]) -> Label {
    Label(puzzle: nil, optimalMoves: .unknown, note: note, attributes: attributes)
  }

  private init(
    puzzle: Puzzle?, optimalMoves: OptimalMoves, note: String?, attributes: [String: LabelValue]
  ) {
    self.puzzle = puzzle
    self.optimalMoves = optimalMoves
    self.note = note
    self.attributes = attributes
  }
}

extension Label {
  /// Decodes a label from its JSON bytes.
  ///
  /// - Parameters:
  ///   - data: the file's content.
  ///   - file: the file's path, for messages.
  /// - Throws: `PuzzleError.malformedLabel` for JSON that is not of the label format (the
  ///   detail names the key), `PuzzleError.invalidLabel` for a label whose content breaks the
  ///   rules.
  public init(json data: Data, file: String) throws(PuzzleError) {
    let raw: RawLabel
    do {
      raw = try JSONProblem.decode(
        RawLabel.self, from: [UInt8](data), wholeNumberKeys: ["optimalMoves", "exit.row"])
    } catch {
      throw .malformedLabel(file: file, detail: error.description)
    }

    guard let notation = raw.board else {
      guard raw.reject == true else {
        throw .invalidLabel(
          file: file, problem: "the label has no board and does not say \"reject\": true")
      }
      self.init(puzzle: nil, optimalMoves: .unknown, note: raw.note, attributes: raw.attributes)
      draft = raw.draft == true
      return
    }
    guard raw.reject != true else {
      throw .invalidLabel(
        file: file, problem: "the label has a board and also says \"reject\": true")
    }
    var exit = Exit.standard
    if let rawExit = raw.exit {
      do {
        exit = try Exit(side: rawExit.side, row: rawExit.row)
      } catch {
        throw .invalidLabel(file: file, problem: "exit: \(error.description)")
      }
    }
    let puzzle: Puzzle
    do {
      puzzle = try Puzzle(notation: notation, exit: exit)
    } catch {
      throw .invalidLabel(file: file, problem: "board: \(error.description)")
    }
    if case .moves(let count) = raw.optimalMoves, count < 0 {
      throw .malformedLabel(file: file, detail: "optimalMoves: \(count) is negative")
    }
    self.init(
      puzzle: puzzle, optimalMoves: raw.optimalMoves, note: raw.note, attributes: raw.attributes)
    draft = raw.draft == true
  }

  /// The label as pretty-printed JSON with sorted keys, ending in a newline.
  public func jsonData() -> Data {
    var raw = RawLabel()
    raw.board = puzzle?.board.notation
    raw.exit = puzzle.map { RawLabel.RawExit(side: $0.exit.side, row: $0.exit.row) }
    raw.reject = puzzle == nil ? true : nil
    raw.optimalMoves = puzzle == nil ? .unknown : optimalMoves
    raw.note = note
    raw.draft = draft ? true : nil
    raw.attributes = attributes
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers and nulls cannot fail.
    let data = (try? encoder.encode(raw)) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }
}

/// The label file's JSON shape, before the rules are checked.
private struct RawLabel: Codable {
  struct RawExit: Codable {
    var side: Exit.Side
    var row: Int
  }

  var board: String?
  var exit: RawExit?
  var optimalMoves: Label.OptimalMoves = .unknown
  var reject: Bool?
  var draft: Bool?
  var note: String?
  var attributes: [String: LabelValue] = [:]

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private static let known: Set<String> = [
    "board", "exit", "optimalMoves", "reject", "draft", "note",
  ]

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    board = try container.decodeIfPresent(String.self, forKey: Key("board"))
    exit = try container.decodeIfPresent(RawExit.self, forKey: Key("exit"))
    reject = try container.decodeIfPresent(Bool.self, forKey: Key("reject"))
    draft = try container.decodeIfPresent(Bool.self, forKey: Key("draft"))
    note = try container.decodeIfPresent(String.self, forKey: Key("note"))
    let moves = Key("optimalMoves")
    if container.contains(moves) {
      optimalMoves =
        try container.decodeNil(forKey: moves)
        ? .unsolvable : .moves(try container.decode(Int.self, forKey: moves))
    }
    for key in container.allKeys where !Self.known.contains(key.stringValue) {
      attributes[key.stringValue] = try container.decode(LabelValue.self, forKey: key)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for (key, value) in attributes where !Self.known.contains(key) {
      try container.encode(value, forKey: Key(key))
    }
    if let board {
      try container.encode(board, forKey: Key("board"))
    } else {
      try container.encodeNil(forKey: Key("board"))
    }
    try container.encodeIfPresent(exit, forKey: Key("exit"))
    try container.encodeIfPresent(reject, forKey: Key("reject"))
    try container.encodeIfPresent(draft, forKey: Key("draft"))
    try container.encodeIfPresent(note, forKey: Key("note"))
    switch optimalMoves {
    case .unknown: break
    case .unsolvable: try container.encodeNil(forKey: Key("optimalMoves"))
    case .moves(let count): try container.encode(count, forKey: Key("optimalMoves"))
    }
  }
}
