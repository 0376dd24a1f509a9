/// What a baseline remembers of one sample: the facts compared with a new run.
public struct BaselineSample: Hashable, Sendable, Codable {
  /// The image's display path.
  public var file: String
  /// Pass or fail.
  public var status: SampleStatus
  /// The scan's overall confidence, when there was a scan.
  public var confidence: Double?

  /// Creates a baseline sample.
  public init(file: String, status: SampleStatus, confidence: Double?) {
    self.file = file
    self.status = status
    self.confidence = confidence
  }

  /// The baseline fact of a result.
  public init(_ result: SampleResult) {
    self.init(file: result.file, status: result.status, confidence: result.confidence)
  }
}
