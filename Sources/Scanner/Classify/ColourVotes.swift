import Themes

/// How many of a tile's samples fell nearest to each colour class (within the theme's
/// `sampleDistance`), and how many matched no class.
///
/// In JSON an object keyed by class name, plus `outliers`.
public struct ColourVotes: Hashable, Sendable, Codable {
  /// Samples per class, indexed like `ColourClass.allCases`.
  public private(set) var counts: [Int]
  /// Samples farther than `sampleDistance` from every class (text, arrows, other colours).
  public var outliers: Int

  /// No votes.
  public init() {
    counts = Array(repeating: 0, count: ColourClass.allCases.count)
    outliers = 0
  }

  /// The votes for `colourClass`.
  public subscript(colourClass: ColourClass) -> Int {
    get { counts[ColourVotes.index(colourClass)] }
    set { counts[ColourVotes.index(colourClass)] = newValue }
  }

  /// All samples, outliers included.
  public var total: Int { counts.reduce(0, +) + outliers }

  /// The votes that speak for `tileClass`: board, seam and chute colour for an empty tile, block
  /// wood for a block, prisoner red for the prisoner, a fixed block's face for a fixed block.
  public func support(for tileClass: TileClass) -> Int {
    switch tileClass {
    case .empty: self[.board] + self[.seam] + self[.chute]
    case .block: self[.block]
    case .prisoner: self[.prisoner]
    case .fixed: self[.fixedBlock]
    }
  }

  static func index(_ colourClass: ColourClass) -> Int {
    switch colourClass {
    case .board: 0
    case .block: 1
    case .prisoner: 2
    case .fixedBlock: 3
    case .rivet: 4
    case .seam: 5
    case .chute: 6
    case .frame: 7
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init()
    for colourClass in ColourClass.allCases {
      self[colourClass] =
        try container.decodeIfPresent(Int.self, forKey: Key(colourClass.rawValue)) ?? 0
    }
    outliers = try container.decodeIfPresent(Int.self, forKey: Key("outliers")) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for colourClass in ColourClass.allCases {
      try container.encode(self[colourClass], forKey: Key(colourClass.rawValue))
    }
    try container.encode(outliers, forKey: Key("outliers"))
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension TileClass {
  /// The tile class a sample of `colourClass` speaks for (as `ColourVotes.support(for:)`
  /// counts it); nil for colours that speak for none (rivet, frame).
  init?(votingFor colourClass: ColourClass) {
    switch colourClass {
    case .board, .seam, .chute: self = .empty
    case .block: self = .block
    case .prisoner: self = .prisoner
    case .fixedBlock: self = .fixed
    case .rivet, .frame: return nil
    }
  }
}
