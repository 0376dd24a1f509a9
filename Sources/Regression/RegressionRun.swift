import Corpus
import Imaging
import Scanner

/// Everything one run found, in the corpus's stable order.
public struct RegressionRun: Hashable, Sendable, Codable {
  /// One result per labelled sample, in corpus order (whatever order they finished in).
  public var results: [SampleResult]
  /// Images that were not checked, and why.
  public var warnings: [CorpusWarning]
  /// The number of samples scanned at once.
  public var jobs: Int
  /// Wall-clock seconds for the whole run.
  public var seconds: Double
  /// The least confidence for a board to count as read.
  public var minimumConfidence: Double
  /// The changes each image was scanned under, `none` (the image as it is) first.
  public var perturbations: [Perturbation]
  /// Labelled samples not checked because the run stopped at `--maxfail` failures.
  public var unchecked: Int = 0

  /// Creates a run.
  public init(
    results: [SampleResult], warnings: [CorpusWarning], jobs: Int, seconds: Double,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence,
    perturbations: [Perturbation] = [.unchanged]
  ) {
    self.results = results
    self.warnings = warnings
    self.jobs = jobs
    self.seconds = seconds
    self.minimumConfidence = minimumConfidence
    self.perturbations = perturbations
  }

  /// True when images were also scanned perturbed (`--perturb`): refusals then do not fail the
  /// run, only wrong readings (and `--min-exact`) do.
  public var isPerturbed: Bool { perturbations.contains { $0 != .unchanged } }

  /// The results of the images as they are (`none`), in corpus order.
  public var originals: [SampleResult] { results.filter { $0.perturbation == .unchanged } }

  /// The results read wrong (a board read with enough confidence that differs from the
  /// label, or a board where a rejection was expected), in order.
  public var wrong: [SampleResult] { results.filter { $0.grade == .wrong } }

  /// The fraction of judged readings that are exact, 0-1 (0 when none was judged).
  public var exactShare: Double {
    let judged = results.filter { $0.grade != nil }
    guard !judged.isEmpty else { return 0 }
    return Double(judged.filter { $0.grade == .exact }.count) / Double(judged.count)
  }

  /// True when a result counts against the run: any failure of an unperturbed run; with
  /// perturbations, a wrong reading or an unreadable label.
  public func failsRun(_ result: SampleResult) -> Bool {
    guard isPerturbed else { return !result.passed }
    return result.grade == .wrong || result.grade == nil
  }

  /// The samples whose labels are drafts no person has checked (images as they are), in
  /// corpus order: they pass or fail like the others, but a pass against a draft proves little.
  public var drafts: [SampleResult] { originals.filter { $0.draft == true } }

  /// The failed samples, in corpus order.
  public var failures: [SampleResult] { results.filter { !$0.passed } }

  /// True when every sample passed.
  public var allPassed: Bool { results.allSatisfy(\.passed) }
}
