/// Everything one run found, in the corpus's stable order.
public struct RegressionRun: Hashable, Sendable, Codable {
  /// One result per labelled sample, in corpus order (whatever order they finished in).
  public var results: [SampleResult]
  /// Images that were not checked, and why.
  public var warnings: [RegressionWarning]
  /// The number of samples scanned at once.
  public var jobs: Int
  /// Wall-clock seconds for the whole run.
  public var seconds: Double

  /// Creates a run.
  public init(results: [SampleResult], warnings: [RegressionWarning], jobs: Int, seconds: Double) {
    self.results = results
    self.warnings = warnings
    self.jobs = jobs
    self.seconds = seconds
  }

  /// The failed samples, in corpus order.
  public var failures: [SampleResult] { results.filter { !$0.passed } }

  /// True when every sample passed.
  public var allPassed: Bool { results.allSatisfy(\.passed) }
}
