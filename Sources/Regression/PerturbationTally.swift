import Imaging

/// How the images fared under one perturbation: exact, refused and wrong readings.
public struct PerturbationTally: Hashable, Sendable, Codable {
  /// The perturbation (`none` for the images as they are).
  public let perturbation: Perturbation
  /// Readings judged (labels that could be read).
  public let total: Int
  /// Readings equal to the label (or rejections where the label expects one).
  public let exact: Int
  /// Readings refused: no board, or a board below the least confidence.
  public let refused: Int
  /// Boards read with enough confidence that differ from the label.
  public let wrong: Int
  /// The fraction of readings that are exact, 0-1 (0 when there are none).
  public let exactShare: Double

  /// Creates a tally.
  public init(perturbation: Perturbation, total: Int, exact: Int, refused: Int, wrong: Int) {
    self.perturbation = perturbation
    self.total = total
    self.exact = exact
    self.refused = refused
    self.wrong = wrong
    exactShare = total > 0 ? Double(exact) / Double(total) : 0
  }

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
}
