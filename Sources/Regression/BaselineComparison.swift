/// How a run differs from a baseline (the `--json` results of an earlier run), sample by sample
/// matched on their keys (paths relative to the key root; display paths in older baselines).
public struct BaselineComparison: Hashable, Sendable, Codable {
  /// A sample whose confidence fell by more than the threshold.
  public struct ConfidenceDrop: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The sample's display path.
    public var file: String
    /// The confidence in the baseline.
    public var before: Double
    /// The confidence now.
    public var after: Double

    /// `FILE: confidence 0.93 -> 0.71`.
    public var description: String {
      "\(file): confidence \(ReportFormat.fraction(before)) -> \(ReportFormat.fraction(after))"
    }
  }

  /// The baseline file, as given.
  public var baseline: String
  /// Samples that passed in the baseline and fail now.
  public var newlyFailing: [String]
  /// Samples that failed in the baseline and pass now.
  public var newlyPassing: [String]
  /// Samples that fail now as they did in the baseline.
  public var stillFailing: [String]
  /// Samples not in the baseline that fail now.
  public var newSamplesFailing: [String]
  /// Samples not in the baseline that pass now.
  public var newSamplesPassing: [String]
  /// Samples of the baseline that this run did not check.
  public var missing: [String]
  /// Samples whose confidence fell by more than `threshold`, in corpus order.
  public var confidenceDrops: [ConfidenceDrop]
  /// The confidence drop reported.
  public var threshold: Double
  /// How many samples of this run the baseline has.
  public var matched: Int

  /// Compares `results` with `baseline`, the images as they are only (perturbed readings are
  /// not compared).
  ///
  /// - Parameters:
  ///   - results: this run's results.
  ///   - baseline: the earlier run's samples.
  ///   - file: the baseline's path, for reports.
  ///   - threshold: report confidences that fell by more than this.
  public init(
    results: [SampleResult], baseline: [BaselineSample], file: String, threshold: Double
  ) {
    self.baseline = file
    self.threshold = threshold
    let results = results.filter { $0.perturbation == .unchanged }
    var before: [String: BaselineSample] = [:]
    for sample in baseline { before[sample.key ?? sample.file] = sample }
    matched = 0
    newlyFailing = []
    newlyPassing = []
    stillFailing = []
    newSamplesFailing = []
    newSamplesPassing = []
    confidenceDrops = []
    for result in results {
      guard let old = before[result.key ?? result.file] else {
        if result.passed {
          newSamplesPassing.append(result.file)
        } else {
          newSamplesFailing.append(result.file)
        }
        continue
      }
      matched += 1
      switch (old.status, result.status) {
      case (.pass, .fail): newlyFailing.append(result.file)
      case (.fail, .pass): newlyPassing.append(result.file)
      case (.fail, .fail): stillFailing.append(result.file)
      case (.pass, .pass): break
      }
      if let was = old.confidence, let now = result.confidence, was - now > threshold {
        confidenceDrops.append(ConfidenceDrop(file: result.file, before: was, after: now))
      }
    }
    let current = Set(results.map { $0.key ?? $0.file })
    missing = baseline.filter { !current.contains($0.key ?? $0.file) }.map(\.file)
  }

  /// The failures the baseline does not have: newly failing samples and failing new samples.
  public var newFailures: [String] { newlyFailing + newSamplesFailing }

  /// Report lines: what changed since the baseline.
  public var lines: [String] {
    var lines = [
      "Compared with \(baseline): \(newFailures.count) new failure\(newFailures.count == 1 ? "" : "s"), "
        + "\(newlyPassing.count) newly passing, \(stillFailing.count) still failing, "
        + "\(confidenceDrops.count) confidence drop\(confidenceDrops.count == 1 ? "" : "s") "
        + "over \(ReportFormat.fraction(threshold))"
    ]
    for file in newlyFailing { lines.append("  newly failing: \(file)") }
    for file in newSamplesFailing { lines.append("  new sample failing: \(file)") }
    for file in newlyPassing { lines.append("  newly passing: \(file)") }
    for drop in confidenceDrops { lines.append("  lost confidence: \(drop)") }
    for file in missing { lines.append("  not in this run: \(file)") }
    return lines
  }
}
