/// The figures of a run: counts, accuracy per group, the slowest samples.
public struct RegressionSummary: Hashable, Sendable, Codable {
  /// One of the slowest samples.
  public struct Timing: Hashable, Sendable, Codable {
    /// The sample's display path.
    public var file: String
    /// Seconds spent decoding and scanning it.
    public var seconds: Double
  }

  /// Samples checked.
  public var total: Int
  /// Samples that passed.
  public var passed: Int
  /// Samples that failed.
  public var failed: Int
  /// Images not checked (no label).
  public var warnings: Int
  /// Samples scanned at once.
  public var jobs: Int
  /// Wall-clock seconds of the run.
  public var seconds: Double
  /// Accuracy per folder.
  public var byFolder: [GroupAccuracy]
  /// Accuracy per theme (the label's `theme` attribute, else the folder).
  public var byTheme: [GroupAccuracy]
  /// Accuracy per layout (the label's `layout` attribute, else the folder).
  public var byLayout: [GroupAccuracy]
  /// The slowest samples, slowest first.
  public var slowest: [Timing]

  /// Summarises `run`.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - slowestCount: how many of the slowest samples to keep.
  public init(_ run: RegressionRun, slowestCount: Int = 5) {
    total = run.results.count
    passed = run.results.filter(\.passed).count
    failed = total - passed
    warnings = run.warnings.count
    jobs = run.jobs
    seconds = run.seconds
    byFolder = GroupAccuracy.groups(run.results, by: \.folder)
    byTheme = GroupAccuracy.groups(run.results, by: \.theme)
    byLayout = GroupAccuracy.groups(run.results, by: \.layout)
    slowest = run.results.enumerated()
      .sorted { ($0.element.seconds, $1.offset) > ($1.element.seconds, $0.offset) }
      .prefix(slowestCount)
      .map { Timing(file: $0.element.file, seconds: $0.element.seconds) }
  }

  /// The fraction of samples that passed, 0-1 (0 for an empty run).
  public var accuracy: Double { total > 0 ? Double(passed) / Double(total) : 0 }

  /// Samples checked per wall-clock second.
  public var screenshotsPerSecond: Double { seconds > 0 ? Double(total) / seconds : 0 }

  /// `8 samples: 6 passed, 2 failed (75.0%); 1 image without a label; 1.234 s with 2 jobs
  /// (6.5 screenshots/s)`.
  public var line: String {
    var text =
      "\(total) sample\(total == 1 ? "" : "s"): \(passed) passed, \(failed) failed "
      + "(\(ReportFormat.percent(passed: passed, of: total)))"
    if warnings > 0 {
      text += "; \(warnings) image\(warnings == 1 ? "" : "s") without a label"
    }
    text +=
      "; \(ReportFormat.seconds(seconds)) with \(jobs) job\(jobs == 1 ? "" : "s") "
      + "(\(ReportFormat.fixed(screenshotsPerSecond, decimals: 1)) screenshots/s)"
    return text
  }

  /// The groupings worth showing: by folder always, by theme and by layout when they differ
  /// from it (some labels name a theme or a layout).
  public var groupings: [(title: String, groups: [GroupAccuracy])] {
    var list: [(String, [GroupAccuracy])] = []
    if byTheme != byFolder { list.append(("theme", byTheme)) }
    if byLayout != byFolder { list.append(("layout", byLayout)) }
    list.append(("folder", byFolder))
    return list
  }
}
