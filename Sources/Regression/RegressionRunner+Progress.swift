import Corpus
import Progress

extension RegressionRunner {
  /// Runs over `corpus` as `run` does, with a progress line on standard error when it is a
  /// terminal (one step per sample and perturbation).
  public func runShowingProgress(
    _ corpus: Corpus, overlays: (any OverlaySink)?, maximumFailures: Int?
  ) async -> RegressionRun {
    let progress = ProgressLine(
      total: corpus.labelled.count * perturbations.count, label: "regress")
    defer { progress.finish() }
    return await run(corpus, overlays: overlays, maximumFailures: maximumFailures) { _ in
      progress.advance()
    }
  }
}
