import Imaging
import Scanner

/// The verdict on one sample, with everything a report shows about it.
public struct SampleResult: Hashable, Sendable, Codable {
  /// The image's display path.
  public var file: String
  /// The image's path relative to the corpus's key root (the key of baseline comparisons);
  /// absent in results written before keys, which compare by `file`.
  public var key: String?
  /// The display path of its folder.
  public var folder: String
  /// The label's `theme` attribute; nil (absent in JSON) when the label does not say.
  public var theme: String?
  /// The label's `layout` attribute; nil (absent in JSON) when the label does not say.
  public var layout: String?
  /// Pass or fail.
  public var status: SampleStatus
  /// What the label expects; nil when the label could not be read.
  public var expected: SampleReading?
  /// What the scanner read; nil when the image could not be decoded.
  public var got: SampleReading?
  /// The tiles where the scan disagrees with the label, in reading order.
  public var differences: [TileDifference]
  /// The scan's overall confidence, 0-1; nil when there was no scan.
  public var confidence: Double?
  /// Why the sample failed, empty when it passed.
  public var failures: [SampleFailure]
  /// The message of the label, image or scan error, verbatim.
  public var error: String?
  /// Seconds spent decoding and scanning.
  public var seconds: Double
  /// The change made to the image before scanning (`none` for the image as it is).
  public var perturbation: Perturbation
  /// The scan's verdict for the run's least confidence; nil when there was no scan.
  public var verdict: ScanVerdict?
  /// Exact, refused or wrong; nil when the label could not be read (nothing to judge).
  public var grade: SampleGrade?
  /// Whether the board read (whatever its confidence) equals the label: board and exit, or
  /// false for a board where a rejection was expected; nil when no board was read or the label
  /// could not be read. The reliability table bins these by confidence.
  public var readingCorrect: Bool?
  /// True when the label is a draft no person has checked yet (`unblocker label` wrote it and
  /// nobody accepted it); absent otherwise.
  public var draft: Bool?

  /// Creates a result.
  public init(
    file: String, folder: String, theme: String?, layout: String?, status: SampleStatus,
    expected: SampleReading?, got: SampleReading?, differences: [TileDifference],
    confidence: Double?, failures: [SampleFailure], error: String?, seconds: Double,
    perturbation: Perturbation = .unchanged, verdict: ScanVerdict? = nil, grade: SampleGrade? = nil,
    readingCorrect: Bool? = nil, draft: Bool? = nil, key: String? = nil
  ) {
    self.file = file
    self.folder = folder
    self.theme = theme
    self.layout = layout
    self.status = status
    self.expected = expected
    self.got = got
    self.differences = differences
    self.confidence = confidence
    self.failures = failures
    self.error = error
    self.seconds = seconds
    self.perturbation = perturbation
    self.verdict = verdict
    self.grade = grade
    self.readingCorrect = readingCorrect
    self.draft = draft
    self.key = key
  }

  /// The theme it is counted under in the accuracy tables: its theme, else its folder.
  public var themeGroup: String { theme ?? folder }

  /// The layout it is counted under in the accuracy tables: its layout, else its folder.
  public var layoutGroup: String { layout ?? folder }

  /// True when the sample passed.
  public var passed: Bool { status == .pass }

  /// The file name (`phone-3.png`).
  public var name: String {
    file.split(separator: "/").last.map(String.init) ?? file
  }

  /// The file name and, for a perturbed image, the perturbation (`phone-3.png [darker]`).
  public var caseName: String {
    perturbation == .unchanged ? name : "\(name) [\(perturbation)]"
  }

  /// The display path and, for a perturbed image, the perturbation
  /// (`shots/phone-3.png [darker]`).
  public var caseFile: String {
    perturbation == .unchanged ? file : "\(file) [\(perturbation)]"
  }

  /// One line saying why the sample failed (`board: 3 tiles differ; exit: ...`), empty when
  /// it passed.
  public var summary: String {
    failures.map(\.message).joined(separator: "; ")
  }
}
