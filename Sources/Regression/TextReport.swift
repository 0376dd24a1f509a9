import Imaging

/// The run as text for a terminal: a table of failures with their boards, accuracy per group,
/// the slowest samples, the summary line, and the baseline comparison.
public enum TextReport {
  /// The most failures whose boards are drawn; the table lists them all.
  public static let maximumGrids = 20
  /// The most draft labels named; the JSON report marks them all.
  public static let maximumDrafts = 10

  /// The report.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - baseline: the comparison with a baseline, if one was given.
  ///   - colour: use ANSI colours.
  ///   - failuresOnly: leave the accuracy, reliability and timing tables out.
  /// - Returns: the text, ending in a newline.
  public static func render(
    _ run: RegressionRun, baseline: BaselineComparison? = nil, colour: Bool = false,
    failuresOnly: Bool = false
  ) -> String {
    let style = Style(enabled: colour)
    let summary = RegressionSummary(run)
    var lines: [String] = []

    let failures = run.isPerturbed ? run.results.filter(run.failsRun) : run.failures
    if run.isPerturbed {
      lines += perturbationLines(summary, style: style)
      lines.append("")
    }
    if !failures.isEmpty {
      let title = run.isPerturbed ? "Wrong readings" : "Failures"
      lines.append(style.bold("\(title) (\(failures.count) of \(run.results.count)):"))
      let fileWidth = min(60, failures.map(\.caseFile.count).max() ?? 0)
      lines.append("  " + pad("FILE", fileWidth) + "  CONF  TIME      PROBLEM")
      for result in failures {
        let confidence = result.confidence.map(ReportFormat.fraction) ?? "-"
        lines.append(
          "  " + style.red(pad(result.caseFile, fileWidth)) + "  " + pad(confidence, 4) + "  "
            + pad(ReportFormat.seconds(result.seconds), 8) + "  " + result.summary)
      }
      let withGrids = failures.filter { !$0.differences.isEmpty }
      for result in withGrids.prefix(maximumGrids) {
        lines.append("")
        lines.append("  " + result.caseFile)
        lines += BoardText.sideBySide(result, indent: 4)
      }
      if withGrids.count > maximumGrids {
        lines.append("")
        lines.append(
          "  (the boards of \(withGrids.count - maximumGrids) more failures are in the --html and "
            + "--junit reports)")
      }
      lines.append("")
    }

    lines += draftLines(run.drafts, style: style)

    for (title, groups) in failuresOnly ? [] : summary.groupings {
      lines.append(style.bold("Accuracy by \(title):"))
      let width = min(60, groups.map(\.name.count).max() ?? 0)
      for group in groups {
        let ratio = "\(group.passed)/\(group.total)"
        let percent = ReportFormat.percent(passed: group.passed, of: group.total)
        let text = pad(ratio, 9) + " " + percent
        lines.append(
          "  " + pad(group.name, width) + "  "
            + (group.passed == group.total ? style.green(text) : style.red(text)))
      }
    }
    if !failuresOnly { lines += reliabilityLines(summary, style: style) }
    if !summary.slowest.isEmpty, !failuresOnly {
      lines.append(style.bold("Slowest:"))
      for timing in summary.slowest {
        lines.append("  " + pad(ReportFormat.seconds(timing.seconds), 9) + " " + timing.file)
      }
    }
    if let baseline {
      lines.append("")
      lines += baseline.lines
    }
    lines.append("")
    if run.unchecked > 0 {
      lines.append(
        "Stopped at --maxfail: \(run.unchecked) labelled sample\(run.unchecked == 1 ? "" : "s") "
          + "not checked.")
    }
    let line = summary.line
    let passed = run.isPerturbed ? failures.isEmpty : run.allPassed
    lines.append(passed ? style.green(line) : style.red(line))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The samples whose labels are drafts: a pass against a label nobody checked proves little.
  static func draftLines(_ drafts: [SampleResult], style: Style) -> [String] {
    guard !drafts.isEmpty else { return [] }
    let count = drafts.count
    var lines = [
      style.bold(
        "Draft labels (\(count) sample\(count == 1 ? " has a draft label" : "s have draft labels")"
          + ", written by `unblocker label` and not yet checked by a person):")
    ]
    lines += drafts.prefix(maximumDrafts).map { "  " + $0.file }
    if count > maximumDrafts { lines.append("  (and \(count - maximumDrafts) more)") }
    lines.append(
      "  Check each against its image, then run `unblocker label --accept IMAGE`; --strict fails "
        + "on drafts.")
    lines.append("")
    return lines
  }

  /// The table of exact, refused and wrong readings per perturbation.
  static func perturbationLines(_ summary: RegressionSummary, style: Style) -> [String] {
    // (The names' column as wide as the longest, `photo-warm-jpeg60`.)
    let width = max(13, summary.byPerturbation.map(\.perturbation.description.count).max() ?? 0)
    var lines = [
      style.bold(
        "Readings per perturbation (least confidence "
          + "\(ReportFormat.fraction(summary.minimumConfidence))):"),
      "  " + pad("PERTURBATION", width) + "  EXACT  REFUSED  WRONG  EXACT SHARE",
    ]
    for tally in summary.byPerturbation {
      let text =
        "  " + pad(tally.perturbation.description, width) + " "
        + Decimals.rightAligned(tally.exact, 6) + " "
        + Decimals.rightAligned(tally.refused, 8) + " " + Decimals.rightAligned(tally.wrong, 6)
        + "  "
        + ReportFormat.percent(passed: tally.exact, of: tally.total)
      lines.append(tally.wrong > 0 ? style.red(text) : text)
    }
    lines.append(
      "  " + pad("all", width) + " " + Decimals.rightAligned(summary.exact, 6) + " "
        + Decimals.rightAligned(summary.refused, 8)
        + " " + Decimals.rightAligned(summary.wrong, 6) + "  "
        + ReportFormat.percent(
          passed: summary.exact, of: summary.exact + summary.refused + summary.wrong))
    return lines
  }

  /// The reliability table: readings with a board per confidence bin, how many were exact, and
  /// the same from each bin's floor up (what that least confidence would let through).
  static func reliabilityLines(_ summary: RegressionSummary, style: Style) -> [String] {
    let total = summary.reliability.map(\.readings).reduce(0, +)
    guard total > 0 else { return [] }
    var lines = [
      "",
      style.bold("Reliability (\(total) readings with a board, whatever their confidence):"),
      "  CONFIDENCE  READINGS  EXACT  SHARE  |  FROM HERE UP: READINGS  EXACT  SHARE",
    ]
    let marked = ReliabilityBin.index(of: summary.minimumConfidence)
    for (index, bin) in summary.reliability.enumerated() {
      let share = bin.exactShare.map { Decimals.fixed($0 * 100, 1) + "%" } ?? "-"
      let above =
        bin.exactShareAbove.map { Decimals.fixed($0 * 100, 1) + "%" } ?? "-"
      var text =
        "  " + pad(bin.range, 10) + " " + Decimals.rightAligned(bin.readings, 9) + " "
        + Decimals.rightAligned(bin.exact, 6)
        + " " + Decimals.rightAligned(share, 6) + "  |  "
        + Decimals.rightAligned(bin.readingsAbove, 22) + " "
        + Decimals.rightAligned(bin.exactAbove, 6) + " " + Decimals.rightAligned(above, 6)
      if index == marked, summary.minimumConfidence <= 1 {
        text += "  <- least confidence \(ReportFormat.fraction(summary.minimumConfidence))"
      }
      lines.append(text)
    }
    lines.append("  " + summary.refusalLine)
    return lines
  }

  /// `text` padded with spaces to `width` (never cut).
  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// ANSI styles, or none.
  struct Style {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
      enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
  }
}
