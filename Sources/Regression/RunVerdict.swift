import Imaging

/// Whether a regression run passes: the rules `unblocker regress` exits 4 by, in one place.
///
/// Without a baseline a run fails when any original sample fails; with one, only when a sample
/// fails that passed in the baseline (a new failure). A perturbed run also fails on any
/// failure of a perturbed copy (and, without a baseline, of an original). `--min-exact` fails a
/// run whose share of exact readings is below it, `--strict` one holding draft labels.
public struct RunVerdict: Hashable, Sendable {
  /// True when the run fails.
  public var failed: Bool
  /// Why, beyond the failing samples the reports list: one message per rule broken (the
  /// share of exact readings, draft labels), each saying what to do.
  public var reasons: [String]

  /// The verdict on `run`.
  ///
  /// - Parameters:
  ///   - run: the results.
  ///   - comparison: the comparison with a baseline, when one was given.
  ///   - minimumExactShare: the least share (0-1) of exact readings, when one is required.
  ///   - strict: fail when a sample's label is a draft.
  public init(
    _ run: RegressionRun, comparison: BaselineComparison?, minimumExactShare: Double?,
    strict: Bool
  ) {
    var failed = comparison.map { !$0.newFailures.isEmpty } ?? !run.allPassed
    if run.isPerturbed {
      let perturbedFailures = run.results.contains {
        run.failsRun($0) && ($0.perturbation != .unchanged || comparison == nil)
      }
      failed = (comparison.map { !$0.newFailures.isEmpty } ?? false) || perturbedFailures
    }
    var reasons: [String] = []
    if let minimumExactShare, run.exactShare < minimumExactShare {
      reasons.append(
        "\(Decimals.fixed(run.exactShare * 100, 1))% of the readings are exact, below "
          + "--min-exact \(minimumExactShare); see the tables above")
    }
    if strict, !run.drafts.isEmpty {
      let count = run.drafts.count
      reasons.append(
        "\(count) sample\(count == 1 ? " has a draft label" : "s have draft labels") and "
          + "--strict is given; check them, then run `unblocker label --accept IMAGE`")
    }
    self.failed = failed || !reasons.isEmpty
    self.reasons = reasons
  }
}
