import Imaging

/// How the images fared under one perturbation: exact, refused and wrong readings.
public struct PerturbationTally: Hashable, Sendable, Codable {
  /// The perturbation (`none` for the images as they are).
  public var perturbation: Perturbation
  /// Readings judged (labels that could be read).
  public var total: Int
  /// Readings equal to the label (or rejections where the label expects one).
  public var exact: Int
  /// Readings refused: no board, or a board below the least confidence.
  public var refused: Int
  /// Boards read with enough confidence that differ from the label.
  public var wrong: Int

  /// Creates a tally.
  public init(perturbation: Perturbation, total: Int, exact: Int, refused: Int, wrong: Int) {
    self.perturbation = perturbation
    self.total = total
    self.exact = exact
    self.refused = refused
    self.wrong = wrong
  }

  /// The fraction of readings that are exact, 0-1 (0 when there are none).
  public var exactShare: Double { total > 0 ? Double(exact) / Double(total) : 0 }

  /// One tally per perturbation of `perturbations`, in that order, over `results`.
  ///
  /// - Parameters:
  ///   - results: the results of a run.
  ///   - perturbations: the perturbations to count.
  /// - Returns: the tallies.
  public static func tallies(_ results: [SampleResult], perturbations: [Perturbation])
    -> [PerturbationTally]
  {
    perturbations.map { perturbation in
      let judged = results.filter { $0.perturbation == perturbation && $0.grade != nil }
      func count(_ grade: SampleGrade) -> Int { judged.filter { $0.grade == grade }.count }
      return PerturbationTally(
        perturbation: perturbation, total: judged.count, exact: count(.exact),
        refused: count(.refused), wrong: count(.wrong))
    }
  }

  private enum CodingKeys: String, CodingKey {
    case perturbation, total, exact, refused, wrong, exactShare
  }

  /// Decodes the counts (`exactShare` is derived).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    perturbation = try container.decode(Perturbation.self, forKey: .perturbation)
    total = try container.decode(Int.self, forKey: .total)
    exact = try container.decode(Int.self, forKey: .exact)
    refused = try container.decode(Int.self, forKey: .refused)
    wrong = try container.decode(Int.self, forKey: .wrong)
  }

  /// Encodes the counts and `exactShare`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(perturbation, forKey: .perturbation)
    try container.encode(total, forKey: .total)
    try container.encode(exact, forKey: .exact)
    try container.encode(refused, forKey: .refused)
    try container.encode(wrong, forKey: .wrong)
    try container.encode(exactShare, forKey: .exactShare)
  }
}
