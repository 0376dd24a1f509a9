import Foundation
import Themes

extension CalibrationReport {
  /// The report for people: screenshots, classes, margins, thresholds, warnings.
  public var text: String {
    var lines: [String] = []
    let profile = self.profile
    lines.append(
      "calibrated \(profile.name) from \(screenshots.count) screenshot"
        + "\(screenshots.count == 1 ? "" : "s")")
    for shot in screenshots {
      lines.append(
        "  \(shot.image): board \(shot.board), tile \(CalibrationFormat.one(shot.tileSize)) px, "
          + "located by \(shot.locatedBy), theme score \(CalibrationFormat.two(shot.themeScore))")
    }
    lines.append("")
    lines.append("colour classes (CIELAB; model spread = deviation x scale, floored)")
    lines.append(
      pad("class", 11) + pad("samples", 9, right: true) + pad("outliers", 10, right: true) + "  "
        + pad("mean", 20)
        + pad("deviation", 20) + pad("model spread", 20) + "source")
    for stats in classes {
      lines.append(
        pad(stats.colourClass.rawValue, 11) + pad("\(stats.samples)", 9, right: true)
          + pad("\(stats.outliers)", 10, right: true) + "  "
          + pad((stats.measuredMean ?? stats.model.mean).description, 20)
          + pad(stats.measuredDeviation?.description ?? "-", 20)
          + pad(stats.model.spread.description, 20) + stats.source)
    }
    lines.append("")
    lines.append(
      "margins between classes the scanner must tell apart (normalised distance: spreads; "
        + "the 2% quantile over both classes' samples)")
    for margin in margins {
      var line =
        "  " + pad("\(margin.first) / \(margin.second)", 24)
        + pad(CalibrationFormat.one(margin.margin), 7, right: true)
        + "  misread \(CalibrationFormat.one(margin.misread * 100))%"
      if margin.estimated { line += "  (estimated class)" }
      if margin.isThin && !margin.estimated { line += "  THIN" }
      lines.append(line)
    }
    if let closest = closestPair {
      lines.append(
        "  closest pair: \(closest.first) vs \(closest.second), "
          + "\(CalibrationFormat.one(closest.margin)) spreads"
          + (closest.isThin ? ", thin" : ""))
    }
    lines.append("")
    let polarities = profile.scan.polarities ?? .shipped
    lines.append(
      "polarities (measured): board \(polarities.board) than the blocks; gaps between blocks "
        + "\(polarities.seam == .either ? "darker or lighter" : polarities.seam.description) "
        + "than the wood")
    lines.append("")
    lines.append("thresholds")
    for fit in thresholds {
      lines.append(
        "  " + pad(fit.name, 16)
          + pad(
            "\(CalibrationFormat.two(fit.threshold.value)) ± "
              + "\(CalibrationFormat.two(fit.threshold.margin))", 14) + pad(fit.basis.rawValue, 13)
          + fit.evidence)
    }
    for warning in warnings {
      lines.append("warning: \(warning)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The pair of measured classes the scanner tells apart by the smallest margin (classes
  /// estimated from another theme left out).
  public var closestPair: ClassMargin? {
    margins.filter { !$0.estimated }.min { $0.margin < $1.margin }
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    guard text.count < width else { return text + " " }
    let fill = String(repeating: " ", count: width - text.count)
    return right ? fill + text : text + fill
  }
}

extension ValidationReport {
  /// The checks for people: one line per check, the differences of failed ones.
  public var text: String {
    var lines = ["validation"]
    for check in checks {
      let verdict = check.passed ? "exact" : "FAILED"
      lines.append("  \(check.kind): \(check.image): \(verdict)")
      for difference in check.differences { lines.append("    \(difference)") }
    }
    if !leaveOneOut {
      lines.append("  leave-one-out: skipped (needs 3 or more screenshots)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
