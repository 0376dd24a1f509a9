extension TilingCount: Encodable {
  private enum CodingKeys: String, CodingKey {
    case board, symmetries, symmetryGroup, distinct, total
  }

  /// Encodes `board`, the number of `symmetries` and their names (`symmetryGroup`), the
  /// `distinct` tilings up to symmetry and the `total` (`--count --json`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(board, forKey: .board)
    try container.encode(symmetries.count, forKey: .symmetries)
    try container.encode(symmetries.map(\.description), forKey: .symmetryGroup)
    try container.encode(distinct, forKey: .distinct)
    try container.encode(total, forKey: .total)
  }
}
