import Scanner

/// One JSON object of `scan --json`: the scanner's summary (or whole report, with
/// `--evidence`) with the verdict for `--min-confidence` added beside its keys.
struct VerdictLine<Content: Encodable>: Encodable {
  /// The summary or report.
  var content: Content
  /// `read`, `uncertain` or `refused`.
  var verdict: ScanVerdict
  /// The least confidence the verdict was judged against.
  var minimumConfidence: Double
  /// The least sure decision of the reading, nil (absent) without a board.
  var leastSure: String?
  /// The image, for content that does not name it (the whole report of `--evidence`).
  var file: String?

  init(
    _ content: Content, verdict: ScanVerdict, minimumConfidence: Double, leastSure: String? = nil,
    file: String? = nil
  ) {
    self.content = content
    self.verdict = verdict
    self.minimumConfidence = minimumConfidence
    self.leastSure = leastSure
    self.file = file
  }

  private enum CodingKeys: String, CodingKey {
    case verdict, minimumConfidence, leastSure, file
  }

  /// The content's keys, then `verdict`, `minimumConfidence` and `leastSure` in the same object.
  func encode(to encoder: any Encoder) throws {
    try content.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(minimumConfidence, forKey: .minimumConfidence)
    try container.encodeIfPresent(leastSure, forKey: .leastSure)
    try container.encodeIfPresent(file, forKey: .file)
  }
}

/// The `scan --json` object of an image that cannot be read: its file, the verdict
/// `unreadable` and the error, so every input has its line.
struct UnreadableLine: Encodable {
  /// The image as given.
  var file: String
  /// Always `unreadable`.
  var verdict = "unreadable"
  /// The message also printed on standard error.
  var error: String
}
