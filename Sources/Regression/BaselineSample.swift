import Imaging

/// What a baseline remembers of one sample: the facts compared with a new run.
public struct BaselineSample: Hashable, Sendable, Codable {
  /// The image's display path.
  public var file: String
  /// The image's path relative to the run's key root; nil in files written before keys.
  public var key: String?
  /// Pass or fail.
  public var status: SampleStatus
  /// The scan's overall confidence, when there was a scan.
  public var confidence: Double?
  /// The change made to the image before scanning; nil (as in files written before
  /// `--perturb`) for the image as it is.
  public var perturbation: Perturbation?

  /// Creates a baseline sample.
  public init(file: String, status: SampleStatus, confidence: Double?) {
    self.file = file
    self.status = status
    self.confidence = confidence
    perturbation = nil
  }

  /// The baseline fact of a result.
  public init(_ result: SampleResult) {
    self.init(file: result.file, status: result.status, confidence: result.confidence)
    perturbation = result.perturbation
    key = result.key
  }
}
