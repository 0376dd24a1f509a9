import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner

/// Checks a corpus: reads each label, decodes and scans each image, and compares, on every core.
public struct RegressionRunner: Sendable {
  /// The scanner under test.
  public var scanner: any SampleScanner
  /// The most samples in flight at once (at least 1).
  public var jobs: Int
  /// The largest image decoded; larger ones fail with the decoder's message.
  public var limits: ImageLimits
  /// The least confidence for a board to count as read; below it the reading is uncertain and
  /// counts as refused.
  public var minimumConfidence: Double
  /// The changes each image is scanned under: `none` (the image as it is) first, then the
  /// others in the order given.
  public var perturbations: [Perturbation]

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - scanner: the scanner under test.
  ///   - jobs: the most samples in flight at once; every core by default.
  ///   - limits: the largest image decoded.
  ///   - minimumConfidence: the least confidence for a board to count as read.
  ///   - perturbations: the changes to scan each image under besides the image as it is.
  public init(
    scanner: any SampleScanner, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    limits: ImageLimits = .standard,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence,
    perturbations: [Perturbation] = []
  ) {
    precondition(jobs >= 1, "jobs must be at least 1")
    self.scanner = scanner
    self.jobs = jobs
    self.limits = limits
    self.minimumConfidence = minimumConfidence
    self.perturbations = [.unchanged] + perturbations.filter { $0 != .unchanged }
  }

  /// Checks every labelled sample of `corpus` under every perturbation; unlabelled ones become
  /// warnings.
  ///
  /// Samples are checked concurrently, at most `jobs` at a time; each decodes its image once
  /// and scans it under each perturbation in turn, so at most two images per job are held. A
  /// sample whose label or image cannot be read fails and the run goes on.
  /// - Parameters:
  ///   - corpus: the samples.
  ///   - overlays: receives the pictures of the images as they are and of the perturbed images
  ///     that were not read exactly (for the HTML report).
  ///   - maximumFailures: stop once this many samples (in corpus order) have a result that
  ///     fails the run (`--maxfail`): no sample after it is started, running ones are dropped.
  ///   - onResult: called with each result as soon as it is known, in completion order.
  /// - Returns: the results in corpus order, each sample's perturbations together in the order
  ///   of `perturbations`.
  public func run(
    _ corpus: Corpus, overlays: (any OverlaySink)? = nil, maximumFailures: Int? = nil,
    onResult: @escaping @Sendable (SampleResult) -> Void = { _ in }
  ) async -> RegressionRun {
    let clock = ContinuousClock()
    let start = clock.now
    let samples = corpus.labelled
    var results: [SampleResult] = []
    var failing = 0
    let judge = RegressionRun(
      results: [], warnings: [], jobs: jobs, seconds: 0,
      perturbations: perturbations)
    await OrderedTasks.run(samples.indices, limit: jobs) { index in
      await checkAll(samples[index], index: index, overlays: overlays, onResult: onResult)
    } receive: { _, sampleResults in
      results += sampleResults
      if sampleResults.contains(where: judge.failsRun) { failing += 1 }
      return maximumFailures.map { failing < $0 } ?? true
    }
    let elapsed = clock.now - start
    var run = RegressionRun(
      results: results,
      warnings: corpus.warnings,
      jobs: jobs, seconds: elapsed.seconds, minimumConfidence: minimumConfidence,
      perturbations: perturbations)
    run.unchecked = samples.count - results.count / perturbations.count
    return run
  }

  /// Reads, decodes, scans and judges one sample as it is (ignoring `perturbations`).
  ///
  /// - Parameters:
  ///   - sample: a sample with a label.
  ///   - index: its position among the labelled samples.
  ///   - overlays: receives its picture.
  /// - Returns: its result.
  public func check(_ sample: CorpusSample, index: Int = 0, overlays: (any OverlaySink)? = nil)
    async -> SampleResult
  {
    var runner = self
    runner.perturbations = [.unchanged]
    let results = await runner.checkAll(sample, index: index, overlays: overlays)
    return results[0]
  }

  /// Reads and decodes one sample, then scans and judges it under each of `perturbations`.
  ///
  /// - Parameters:
  ///   - sample: a sample with a label.
  ///   - index: its position among the labelled samples; its pictures are kept under
  ///     `index * perturbations.count + k` for the `k`th perturbation, its position in the
  ///     run's results.
  ///   - overlays: receives the picture of the image as it is, and of each perturbed image not
  ///     read exactly.
  ///   - onResult: called with each result as soon as it is known.
  /// - Returns: one result per perturbation, in the order of `perturbations`.
  public func checkAll(
    _ sample: CorpusSample, index: Int = 0, overlays: (any OverlaySink)? = nil,
    onResult: @Sendable (SampleResult) -> Void = { _ in }
  ) async -> [SampleResult] {
    let label = sample.readLabel()
    let clock = ContinuousClock()
    let start = clock.now
    let decoded = Result { () throws(ImageCodecError) in try sample.decodeImage(limits: limits) }
    let decodeSeconds = (clock.now - start).seconds
    var results: [SampleResult] = []
    for (k, perturbation) in perturbations.enumerated() {
      let begin = clock.now
      var picture: RGBAImage?
      let outcome: Result<ScanOutcome, ImageCodecError>
      switch decoded {
      case .success(let image):
        do {
          let perturbed = try perturbation.perturbed(image.image)
          picture = perturbed
          outcome = .success(await scanner.scan(perturbed, file: Self.file(sample, perturbation)))
        } catch {
          outcome = .failure(error)
        }
      case .failure(let error):
        outcome = .failure(error)
      }
      let seconds = (clock.now - begin).seconds + (k == 0 ? decodeSeconds : 0)
      let result = SampleComparison.result(
        sample: sample, label: label, outcome: outcome, seconds: seconds,
        minimumConfidence: minimumConfidence, perturbation: perturbation)
      if let overlays, let picture, case .success(let scan) = outcome,
        perturbation == .unchanged || result.grade != .exact
      {
        let overlay = scan.overlay?()
        var kept = overlay ?? ScanPicture(image: picture)
        // A sample read exactly as labelled needs its thumbnail only.
        kept.keepsFullSize = !result.passed || result.grade != .exact
        overlays.keep(
          kept, isOverlay: overlay != nil, index: index * perturbations.count + k,
          sample: sample)
      }
      onResult(result)
      results.append(result)
    }
    return results
  }

  /// The name a scanner sees for a perturbed image (`phone-3.png [darker]`), so overlays say
  /// what was scanned.
  static func file(_ sample: CorpusSample, _ perturbation: Perturbation) -> URL {
    guard perturbation != .unchanged else { return sample.image }
    return sample.image.deletingLastPathComponent().appendingPathComponent(
      "\(sample.image.lastPathComponent) [\(perturbation)]")
  }
}
