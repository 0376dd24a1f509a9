/// The verdict on one sample.
public enum SampleStatus: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The scan agrees with the label.
  case pass
  /// The scan disagrees with the label, or the label or the image could not be read.
  case fail

  /// `pass` or `fail`.
  public var description: String { rawValue }
}
