/// The run as text for a terminal: a table of failures with their boards, accuracy per group,
/// the slowest samples, the summary line, and the baseline comparison.
public enum TextReport {
  /// The most failures whose boards are drawn; the table lists them all.
  public static let maximumGrids = 20

  /// The report.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - baseline: the comparison with a baseline, if one was given.
  ///   - colour: use ANSI colours.
  /// - Returns: the text, ending in a newline.
  public static func render(
    _ run: RegressionRun, baseline: BaselineComparison? = nil, colour: Bool = false
  ) -> String {
    let style = Style(enabled: colour)
    let summary = RegressionSummary(run)
    var lines: [String] = []

    let failures = run.failures
    if !failures.isEmpty {
      lines.append(style.bold("Failures (\(failures.count) of \(run.results.count)):"))
      let fileWidth = min(60, failures.map(\.file.count).max() ?? 0)
      lines.append("  " + pad("FILE", fileWidth) + "  CONF  TIME      PROBLEM")
      for result in failures {
        let confidence = result.confidence.map(ReportFormat.fraction) ?? "-"
        lines.append(
          "  " + style.red(pad(result.file, fileWidth)) + "  " + pad(confidence, 4) + "  "
            + pad(ReportFormat.seconds(result.seconds), 8) + "  " + result.summary)
      }
      let withGrids = failures.filter { !$0.differences.isEmpty }
      for result in withGrids.prefix(maximumGrids) {
        lines.append("")
        lines.append("  " + result.file)
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

    for (title, groups) in summary.groupings {
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
    if !summary.slowest.isEmpty {
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
    let line = summary.line
    lines.append(run.allPassed ? style.green(line) : style.red(line))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` padded with spaces to `width` (never cut).
  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// ANSI styles, or none.
  private struct Style {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
      enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
  }
}
