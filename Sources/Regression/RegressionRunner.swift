import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle

/// Checks a corpus: reads each label, decodes and scans each image, and compares, on every core.
public struct RegressionRunner: Sendable {
  /// The scanner under test.
  public var scanner: any SampleScanner
  /// The most samples in flight at once (at least 1).
  public var jobs: Int
  /// The largest image decoded; larger ones fail with the decoder's message.
  public var limits: ImageLimits

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - scanner: the scanner under test.
  ///   - jobs: the most samples in flight at once; every core by default.
  ///   - limits: the largest image decoded.
  public init(
    scanner: any SampleScanner, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    limits: ImageLimits = .standard
  ) {
    precondition(jobs >= 1, "jobs must be at least 1")
    self.scanner = scanner
    self.jobs = jobs
    self.limits = limits
  }

  /// Checks every labelled sample of `corpus`; unlabelled ones become warnings.
  ///
  /// Samples are checked concurrently, at most `jobs` at a time. A sample whose label or image
  /// cannot be read fails and the run goes on.
  /// - Parameters:
  ///   - corpus: the samples.
  ///   - overlays: receives each sample's picture as it is scanned (for the HTML report).
  ///   - onResult: called with each result as soon as it is known, in completion order.
  /// - Returns: the results in corpus order.
  public func run(
    _ corpus: Corpus, overlays: (any OverlaySink)? = nil,
    onResult: @escaping @Sendable (SampleResult) -> Void = { _ in }
  ) async -> RegressionRun {
    let clock = ContinuousClock()
    let start = clock.now
    let samples = corpus.labelled
    var results = [SampleResult?](repeating: nil, count: samples.count)
    await withTaskGroup(of: (Int, SampleResult).self) { group in
      var next = 0
      func startNext() {
        guard next < samples.count else { return }
        let index = next
        let sample = samples[index]
        next += 1
        group.addTask {
          (index, await check(sample, index: index, overlays: overlays))
        }
      }
      for _ in 0..<min(jobs, samples.count) { startNext() }
      for await (index, result) in group {
        results[index] = result
        onResult(result)
        startNext()
      }
    }
    let elapsed = clock.now - start
    return RegressionRun(
      results: results.compactMap { $0 },
      warnings: corpus.warnings,
      jobs: jobs, seconds: elapsed.seconds)
  }

  /// Reads, decodes, scans and judges one sample.
  ///
  /// - Parameters:
  ///   - sample: a sample with a label.
  ///   - index: its position among the labelled samples.
  ///   - overlays: receives its picture.
  /// - Returns: its result.
  public func check(_ sample: CorpusSample, index: Int = 0, overlays: (any OverlaySink)? = nil)
    async -> SampleResult
  {
    let label = Self.readLabel(sample)
    let clock = ContinuousClock()
    let start = clock.now
    let decoded = Result { () throws(ImageCodecError) in try decode(sample) }
    let outcome: Result<ScanOutcome, ImageCodecError>
    switch decoded {
    case .success(let image):
      outcome = .success(await scanner.scan(image.image, file: sample.image))
    case .failure(let error):
      outcome = .failure(error)
    }
    let seconds = (clock.now - start).seconds
    if let overlays, case .success(let image) = decoded, case .success(let scan) = outcome {
      let overlay = scan.overlay?()
      overlays.keep(
        overlay ?? ScanPicture(image: image.image), isOverlay: overlay != nil, index: index,
        sample: sample)
    }
    return SampleComparison.result(
      sample: sample, label: label, outcome: outcome, seconds: seconds)
  }

  /// Reads and decodes a sample's image; errors name the sample's display path.
  func decode(_ sample: CorpusSample) throws(ImageCodecError) -> DecodedImage {
    let bytes: [UInt8]
    do {
      bytes = try ImageFile.readBytes(path: sample.image.path)
    } catch {
      throw error.attributed(to: sample.path)
    }
    return try ImageDecoder.decode(bytes, source: sample.path, limits: limits)
  }

  /// Reads and decodes a sample's label.
  static func readLabel(_ sample: CorpusSample) -> Result<Label, PuzzleError> {
    guard let url = sample.label else {
      return .failure(.malformedLabel(file: sample.labelPath, detail: "missing"))
    }
    let data: Data
    do {
      data = Data(try InputFile.read(url.path))
    } catch {
      return .failure(
        .malformedLabel(file: sample.labelPath, detail: "cannot read the file: \(error.reason)"))
    }
    do {
      return .success(try Label(json: data, file: sample.labelPath))
    } catch {
      return .failure(error)
    }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
