import Imaging

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
  /// Samples whose labels are drafts no person has checked yet.
  public var drafts: Int
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
  /// The least confidence for a board to count as read.
  public var minimumConfidence: Double
  /// Readings equal to the label (all perturbations).
  public var exact: Int
  /// Readings refused: no board, or one below the least confidence (all perturbations).
  public var refused: Int
  /// Boards read with enough confidence that differ from the label (all perturbations).
  public var wrong: Int
  /// Refused readings whose board and exit were the label's all the same: read below the least
  /// confidence (all perturbations). What a surer confidence would gain.
  public var rightRefused: Int
  /// Exact, refused and wrong readings per perturbation, `none` first.
  public var byPerturbation: [PerturbationTally]
  /// Readings with a board, by confidence, and how many were exact.
  public var reliability: [ReliabilityBin]

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
    drafts = run.drafts.count
    jobs = run.jobs
    seconds = run.seconds
    byFolder = GroupAccuracy.groups(run.results, by: \.folder)
    byTheme = GroupAccuracy.groups(run.results, by: \.themeGroup)
    byLayout = GroupAccuracy.groups(run.results, by: \.layoutGroup)
    slowest = run.results.enumerated()
      .sorted { ($0.element.seconds, $1.offset) > ($1.element.seconds, $0.offset) }
      .prefix(slowestCount)
      .map { Timing(file: $0.element.caseFile, seconds: $0.element.seconds) }
    minimumConfidence = run.minimumConfidence
    exact = run.results.filter { $0.grade == .exact }.count
    refused = run.results.filter { $0.grade == .refused }.count
    wrong = run.results.filter { $0.grade == .wrong }.count
    rightRefused = run.results.filter { $0.grade == .refused && $0.readingCorrect == true }.count
    byPerturbation = PerturbationTally.tallies(run.results, perturbations: run.perturbations)
    reliability = ReliabilityBin.table(run.results)
    isPerturbed = run.isPerturbed
  }

  /// True when images were also scanned perturbed.
  private var isPerturbed: Bool

  private enum CodingKeys: String, CodingKey {
    case total, passed, failed, warnings, drafts, jobs, seconds, byFolder, byTheme, byLayout,
      slowest,
      minimumConfidence, exact, refused, wrong, rightRefused, byPerturbation, reliability
  }

  /// Decodes the stored figures.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    total = try container.decode(Int.self, forKey: .total)
    passed = try container.decode(Int.self, forKey: .passed)
    failed = try container.decode(Int.self, forKey: .failed)
    warnings = try container.decode(Int.self, forKey: .warnings)
    // Results written before drafts were marked have none.
    drafts = try container.decodeIfPresent(Int.self, forKey: .drafts) ?? 0
    jobs = try container.decode(Int.self, forKey: .jobs)
    seconds = try container.decode(Double.self, forKey: .seconds)
    byFolder = try container.decode([GroupAccuracy].self, forKey: .byFolder)
    byTheme = try container.decode([GroupAccuracy].self, forKey: .byTheme)
    byLayout = try container.decode([GroupAccuracy].self, forKey: .byLayout)
    slowest = try container.decode([Timing].self, forKey: .slowest)
    minimumConfidence = try container.decode(Double.self, forKey: .minimumConfidence)
    exact = try container.decode(Int.self, forKey: .exact)
    refused = try container.decode(Int.self, forKey: .refused)
    wrong = try container.decode(Int.self, forKey: .wrong)
    // Results written before right refusals were counted have none.
    rightRefused = try container.decodeIfPresent(Int.self, forKey: .rightRefused) ?? 0
    byPerturbation = try container.decode([PerturbationTally].self, forKey: .byPerturbation)
    reliability = try container.decode([ReliabilityBin].self, forKey: .reliability)
    isPerturbed = byPerturbation.contains { $0.perturbation != .unchanged }
  }

  /// `Refused: 12 readings, 9 of them the label's board and exit (read below the least
  /// confidence 0.5)`: the refusals a surer confidence would turn into exact readings.
  public var refusalLine: String {
    "Refused: \(refused) reading\(refused == 1 ? "" : "s"), \(rightRefused) of them the label's "
      + "board and exit (read below the least confidence "
      + "\(ReportFormat.fraction(minimumConfidence)))"
  }

  /// The fraction of judged readings that are exact, 0-1 (0 when none was judged).
  public var exactShare: Double {
    let judged = exact + refused + wrong
    return judged > 0 ? Double(exact) / Double(judged) : 0
  }

  /// The fraction of samples that passed, 0-1 (0 for an empty run).
  public var accuracy: Double { total > 0 ? Double(passed) / Double(total) : 0 }

  /// Samples checked per wall-clock second.
  public var screenshotsPerSecond: Double { seconds > 0 ? Double(total) / seconds : 0 }

  /// `8 samples: 6 passed, 2 failed (75.0%); 1 image without a label; 1.234 s with 2 jobs
  /// (6.5 screenshots/s)`.
  /// With perturbations: `26 readings (2 images x 13): 20 exact, 5 refused, 1 wrong (76.9%
  /// exact); ...`.
  public var line: String {
    var text =
      "\(total) sample\(total == 1 ? "" : "s"): \(passed) passed, \(failed) failed "
      + "(\(ReportFormat.percent(passed: passed, of: total)))"
    if isPerturbed {
      let images = byPerturbation.first?.total ?? 0
      text =
        "\(total) reading\(total == 1 ? "" : "s") (\(images) image\(images == 1 ? "" : "s") x "
        + "\(byPerturbation.count)): \(exact) exact, \(refused) refused, \(wrong) wrong "
        + "(\(ReportFormat.percent(passed: exact, of: exact + refused + wrong)) exact)"
    }
    if warnings > 0 {
      text += "; \(warnings) image\(warnings == 1 ? "" : "s") without a label"
    }
    if drafts > 0 {
      text += "; \(drafts) sample\(drafts == 1 ? " has a draft label" : "s have draft labels")"
    }
    text +=
      "; \(ReportFormat.seconds(seconds)) with \(jobs) job\(jobs == 1 ? "" : "s") "
      + "(\(Decimals.fixed(screenshotsPerSecond, 1)) screenshots/s)"
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
