import Imaging

/// The reliability table and, with perturbations, the tallies and the matrix of images by
/// perturbations.
extension HTMLReport {
  /// The reliability table: readings with a board per confidence bin and how many were exact,
  /// and the same from each bin's floor up; the bin of the least confidence is marked.
  static func reliabilityTable(_ summary: RegressionSummary) -> String {
    let total = summary.reliability.map(\.readings).reduce(0, +)
    guard total > 0 else { return "" }
    var html =
      "<table class=\"reliability\"><caption>Reliability: \(total) readings with a board, by "
      + "confidence</caption>\n"
      + "<tr><th>confidence</th><th>readings</th><th>exact</th><th>share</th>"
      + "<th>from here up</th><th>exact</th><th>share</th></tr>\n"
    let marked = ReliabilityBin.index(of: summary.minimumConfidence)
    for (index, bin) in summary.reliability.enumerated() {
      let least = index == marked && summary.minimumConfidence <= 1
      html +=
        "<tr\(least ? " class=\"least\" title=\"the least confidence, \(ReportFormat.fraction(summary.minimumConfidence)), lies in this bin\"" : "")>"
        + "<td>\(bin.range)</td><td>\(bin.readings)</td><td>\(bin.exact)</td>"
        + "<td>\(percent(bin.exactShare))</td><td>\(bin.readingsAbove)</td>"
        + "<td>\(bin.exactAbove)</td><td>\(percent(bin.exactShareAbove))</td></tr>\n"
    }
    return html + "</table>\n<p class=\"refusals\">\(Markup.text(summary.refusalLine))</p>\n"
  }

  /// The tallies per perturbation.
  static func perturbationTable(_ summary: RegressionSummary) -> String {
    var html =
      "<table class=\"perturbations\"><caption>Readings per perturbation (least confidence "
      + "\(ReportFormat.fraction(summary.minimumConfidence)))</caption>\n"
      + "<tr><th>perturbation</th><th>exact</th><th>refused</th><th>wrong</th>"
      + "<th>exact share</th></tr>\n"
    for tally in summary.byPerturbation {
      html +=
        "<tr\(tally.wrong > 0 ? " class=\"fail\"" : "")>"
        + "<td>\(Markup.text(tally.perturbation.description))</td><td>\(tally.exact)</td>"
        + "<td>\(tally.refused)</td><td>\(tally.wrong)</td>"
        + "<td>\(ReportFormat.percent(passed: tally.exact, of: tally.total))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  /// The matrix: one row per image, one column per perturbation, each cell its grade; a wrong
  /// or refused cell links to the overlay of its scan (or, without one, to its entry).
  static func matrix(_ run: RegressionRun, pictures: [Int: HTMLPicture]) -> String {
    let columns = run.perturbations
    var html =
      "<table class=\"matrix\"><caption>Images by perturbation</caption>\n<tr><th>image</th>"
    for perturbation in columns {
      html += "<th>\(Markup.text(perturbation.description))</th>"
    }
    html += "</tr>\n"
    var index = 0
    while index < run.results.count {
      let row = run.results[index..<min(run.results.count, index + columns.count)]
      html += "<tr><th class=\"file\">\(Markup.text(run.results[index].file))</th>"
      for (offset, result) in zip(row.indices, row) {
        let grade = result.grade?.rawValue ?? "error"
        let text = grade == "exact" ? "✓" : grade
        let title = Markup.attribute(
          result.caseName + ": " + (result.summary.isEmpty ? grade : result.summary))
        if grade == "exact" {
          html += "<td class=\"exact\" title=\"\(title)\">\(text)</td>"
        } else {
          let link = pictures[offset]?.full ?? "#sample-\(offset + 1)"
          html +=
            "<td class=\"\(grade)\" title=\"\(title)\"><a href=\"\(Markup.attribute(link))\">"
            + "\(text)</a></td>"
        }
      }
      html += "</tr>\n"
      index += columns.count
    }
    return html + "</table>\n"
  }

  /// A share as a percentage, `-` for none.
  private static func percent(_ share: Double?) -> String {
    share.map { Decimals.fixed($0 * 100, 1) + "%" } ?? "-"
  }
}
