import Puzzle

/// The run as one self-contained HTML page (no external URLs, no script needed): the summary,
/// then every sample, failures first, each with its picture, the expected and scanned boards
/// side by side with the differing tiles highlighted, and its failures.
public enum HTMLReport {
  /// The page.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - pictures: each sample's pictures, by its index in `run.results`.
  ///   - baseline: the comparison with a baseline, if one was given.
  ///   - failuresOnly: leave the passing samples and the accuracy tables out.
  ///   - context: the command, version, date and themes of the run, shown under the title.
  /// - Returns: the HTML text.
  public static func page(
    _ run: RegressionRun, pictures: [Int: HTMLPicture], baseline: BaselineComparison? = nil,
    failuresOnly: Bool = false, context: ReportContext? = nil
  ) -> String {
    let summary = RegressionSummary(run)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="unblocker regress">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>unblocker regress: \(summary.passed) of \(summary.total) passed</title>
      <style>\(style)</style>
      </head>
      <body data-samples="\(run.results.count)" data-failures="\(summary.failed)">
      <header>
      <h1>unblocker regress</h1>
      <p class="summary \(run.allPassed ? "pass" : "fail")">\(Markup.text(summary.line))</p>

      """
    html += context.map(contextLines) ?? ""
    if !failuresOnly { html += groupTables(summary) }
    if run.isPerturbed {
      html += "<div class=\"groups\">\n" + perturbationTable(summary) + "</div>\n"
      html += matrix(run, pictures: pictures)
    }
    if let baseline {
      html += "<h2>Baseline</h2>\n<pre class=\"baseline\">"
      html += Markup.text(baseline.lines.joined(separator: "\n")) + "</pre>\n"
    }
    if !run.warnings.isEmpty {
      html += "<h2>Not checked</h2>\n<ul class=\"warnings\">\n"
      for warning in run.warnings {
        html += "<li>\(Markup.text(warning.description))</li>\n"
      }
      html += "</ul>\n"
    }
    let overlays = pictures.values.contains { $0.isOverlay }
    html +=
      "<p class=\"note\">Pictures: \(overlays ? "annotated overlays of the scan" : "the screenshots as scanned")"
      + "; click the picture of a failure for full size (a passing sample keeps only its "
      + "thumbnail: <code>unblocker annotate FILE</code> draws its overlay). Differing tiles are "
      + "outlined in magenta.</p>\n</header>\n<main>\n"

    // With perturbations, the exact perturbed readings have no entry (the matrix shows them).
    let shown = run.results.indices.filter {
      !run.isPerturbed || run.results[$0].perturbation == .unchanged
        || run.results[$0].grade != .exact
    }
    let order =
      shown.filter { !run.results[$0].passed }
      + (failuresOnly ? [] : shown.filter { run.results[$0].passed })
    for index in order {
      html += sample(run.results[index], index: index, picture: pictures[index])
    }
    html += "</main>\n\(brokenImageCheck)</body>\n</html>\n"
    return html
  }

  /// The date, version, command and themes of the run.
  private static func contextLines(_ context: ReportContext) -> String {
    "<p class=\"context\">\(Markup.text(context.date)) · unblocker \(Markup.text(context.version))"
      + " · themes \(Markup.text(context.themes.joined(separator: ", ")))<br><code>"
      + Markup.text(context.command) + "</code></p>\n"
  }

  /// The accuracy tables.
  private static func groupTables(_ summary: RegressionSummary) -> String {
    var html = "<div class=\"groups\">\n"
    for (title, groups) in summary.groupings {
      html += "<table class=\"accuracy\"><caption>Accuracy by \(title)</caption>\n"
      html += "<tr><th>\(title)</th><th>passed</th><th>accuracy</th></tr>\n"
      for group in groups {
        let state = group.passed == group.total ? "pass" : "fail"
        html +=
          "<tr class=\"\(state)\"><td>\(Markup.text(group.name))</td>"
          + "<td>\(group.passed)/\(group.total)</td>"
          + "<td>\(ReportFormat.percent(passed: group.passed, of: group.total))</td></tr>\n"
      }
      html += "</table>\n"
    }
    if !summary.slowest.isEmpty {
      html += "<table class=\"slowest\"><caption>Slowest</caption>\n"
      for timing in summary.slowest {
        html +=
          "<tr><td>\(ReportFormat.seconds(timing.seconds))</td>"
          + "<td>\(Markup.text(timing.file))</td></tr>\n"
      }
      html += "</table>\n"
    }
    html += reliabilityTable(summary)
    return html + "</div>\n"
  }

  /// One sample's article.
  private static func sample(_ result: SampleResult, index: Int, picture: HTMLPicture?)
    -> String
  {
    let status = result.status.rawValue
    var html =
      "<article class=\"sample \(status)\" id=\"sample-\(index + 1)\" "
      + "data-status=\"\(status)\" data-file=\"\(Markup.attribute(result.file))\">\n"
    if let picture {
      let kind = picture.isOverlay ? "overlay" : "screenshot"
      // Pictures load as they scroll into view; the full-size one only when clicked.
      let image =
        "<img src=\"\(Markup.attribute(picture.thumbnail))\" width=\"\(picture.width)\" "
        + "height=\"\(picture.height)\" loading=\"lazy\" decoding=\"async\" "
        + "alt=\"\(kind) of \(Markup.attribute(result.caseName))\">"
      if let full = picture.full {
        html += "<a class=\"thumb\" href=\"\(Markup.attribute(full))\">\(image)</a>\n"
      } else {
        html += "<span class=\"thumb\" title=\"passed: only a thumbnail is kept\">\(image)</span>\n"
      }
    } else {
      html += "<div class=\"thumb missing\">no picture</div>\n"
    }
    html += "<div class=\"facts\">\n"
    html +=
      "<h2><span class=\"badge\">\(status.uppercased())</span> "
      + "<a href=\"#sample-\(index + 1)\">\(Markup.text(result.caseName))</a></h2>\n"
    html += "<p class=\"path\">\(Markup.text(result.file))</p>\n"
    var facts: [String] = []
    if let confidence = result.confidence {
      facts.append("confidence \(ReportFormat.fraction(confidence))")
    }
    facts.append(ReportFormat.seconds(result.seconds))
    if let theme = result.theme, theme != result.folder { facts.append("theme \(theme)") }
    if let layout = result.layout, layout != result.folder { facts.append("layout \(layout)") }
    if let theme = result.got?.theme { facts.append("scanned as \(theme)") }
    html += "<p class=\"meta\">\(Markup.text(facts.joined(separator: " · ")))</p>\n"
    if !result.failures.isEmpty {
      html += "<ul class=\"failures\">\n"
      for failure in result.failures {
        html += "<li class=\"\(failure.kind.rawValue)\">\(Markup.text(failure.message))</li>\n"
      }
      html += "</ul>\n"
    }
    html += "</div>\n<div class=\"boards\">\n"
    let marked = Set(result.differences.map(\.cell))
    html += board("expected", result.expected, marked: marked, differences: result.differences)
    html += board("scanned", result.got, marked: marked, differences: result.differences)
    html += "</div>\n"
    if !result.differences.isEmpty {
      // Long lists start folded (a click opens them); no script needed.
      let count = result.differences.count
      html +=
        "<details class=\"differences\"\(count <= 8 ? " open" : "")><summary>\(count) differing "
        + "tile\(count == 1 ? "" : "s")</summary>\n"
      html +=
        "<table class=\"differences\"><tr><th>tile</th><th>expected</th><th>got</th>"
        + "<th>confidence</th></tr>\n"
      for difference in result.differences {
        html +=
          "<tr><td>\(difference.cell)</td><td>\(Markup.text(difference.expected))</td>"
          + "<td>\(Markup.text(difference.got))</td>"
          + "<td>\(difference.confidence.map(ReportFormat.fraction) ?? "-")</td></tr>\n"
      }
      html += "</table>\n</details>\n"
    }
    return html + "</article>\n"
  }

  /// One board as a 6x6 table with gutters for the exit arrow.
  private static func board(
    _ title: String, _ reading: SampleReading?, marked: Set<Cell>,
    differences: [TileDifference]
  ) -> String {
    var html = "<figure class=\"board-figure\"><figcaption>\(title)"
    guard let reading, let grid = reading.grid, grid.count == Board.cellCount else {
      let what: String
      if reading == nil {
        what = "unreadable"
      } else if reading?.reject == true {
        what = title == "expected" ? "a rejection" : "no board"
      } else {
        what = "no board"
      }
      return html + "</figcaption><div class=\"no-board\">\(what)</div></figure>\n"
    }
    if let exit = reading.exit {
      html += " <span class=\"exit\">exit \(exit)</span>"
    } else {
      html += " <span class=\"exit\">tile classes only</span>"
    }
    html += "</figcaption>\n<table class=\"board\">\n"
    let exit = reading.exit
    let symbols = Array(grid)
    let notes = Dictionary(
      differences.map { ($0.cell, $0.description) }, uniquingKeysWith: { first, _ in first })
    for row in 0..<Board.size {
      html += "<tr>"
      html += gutter(exit?.side == .left && exit?.row == row, arrow: "◀")
      for column in 0..<Board.size {
        let cell = Cell(row: row, column: column)
        let symbol = symbols[cell.index]
        var classes = ["tile", tileClass(symbol)]
        if marked.contains(cell) { classes.append("diff") }
        let note = notes[cell].map { " title=\"\(Markup.attribute($0))\"" } ?? ""
        let text = symbol == "o" || symbol == "." ? "" : Markup.text(String(symbol))
        html += "<td class=\"\(classes.joined(separator: " "))\"\(note)>\(text)</td>"
      }
      html += gutter(exit?.side == .right && exit?.row == row, arrow: "▶")
      html += "</tr>\n"
    }
    return html + "</table></figure>\n"
  }

  /// A gutter cell, holding the exit arrow on the exit's row.
  private static func gutter(_ isExit: Bool, arrow: String) -> String {
    isExit ? "<td class=\"gutter exit\">\(arrow)</td>" : "<td class=\"gutter\"></td>"
  }

  /// The CSS class of a tile symbol.
  private static func tileClass(_ symbol: Character) -> String {
    switch symbol {
    case "o", ".": "empty"
    case "x": "fixed"
    case "A": "prisoner"
    default: "block"
    }
  }

  /// Opened with `?check-images` (as `tools/check-html-report` opens it), fetches every
  /// thumbnail and linked full-size picture, lazy or not, and marks the page with the number
  /// that failed to load (`data-broken-images`); the page needs no script otherwise.
  private static let brokenImageCheck = """
    <script>
    if (location.search.indexOf("check-images") >= 0) {
      var sources = [];
      document.querySelectorAll("img").forEach(function (img) {
        sources.push(img.getAttribute("src"));
      });
      document.querySelectorAll("a.thumb").forEach(function (link) {
        sources.push(link.getAttribute("href"));
      });
      var broken = 0, pending = sources.length;
      var mark = function () {
        document.body.setAttribute("data-broken-images", String(broken));
        document.body.setAttribute("data-checked-images", String(sources.length));
      };
      if (pending === 0) { mark(); }
      sources.forEach(function (source) {
        var probe = new Image();
        var done = function () { pending -= 1; if (pending === 0) { mark(); } };
        probe.onload = done;
        probe.onerror = function () { broken += 1; done(); };
        probe.src = source;
      });
    }
    </script>

    """

  private static let style = """

    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f4f1ec; color: #222; }
    header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #ccc; }
    h1 { font-size: 20px; margin: 0 0 6px; }
    h2 { font-size: 15px; margin: 0 0 4px; }
    .summary { font-weight: bold; }
    .summary.pass { color: #1a7f37; } .summary.fail { color: #b42318; }
    .groups { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    table.accuracy, table.slowest, table.differences { border-collapse: collapse; }
    table.accuracy caption, table.slowest caption { text-align: left; font-weight: bold; }
    table.accuracy td, table.accuracy th, table.slowest td, table.differences td,
    table.differences th { padding: 1px 8px; border-bottom: 1px solid #e4e0da; text-align: left; }
    tr.fail td { color: #b42318; }
    .note { color: #555; }
    main { padding: 12px 20px; display: flex; flex-direction: column; gap: 12px; }
    article.sample { display: flex; flex-wrap: wrap; gap: 16px; background: #fff; padding: 10px;
      border-radius: 6px; border-left: 6px solid #1a7f37; }
    article.sample.fail { border-left-color: #b42318; }
    .badge { font-size: 11px; padding: 1px 6px; border-radius: 3px; color: #fff;
      background: #1a7f37; vertical-align: middle; }
    .fail .badge { background: #b42318; }
    .thumb img { display: block; border: 1px solid #ccc; image-rendering: pixelated; }
    .thumb.missing { width: 120px; height: 120px; display: flex; align-items: center;
      justify-content: center; background: #eee; color: #777; }
    .facts { min-width: 240px; max-width: 420px; }
    .path, .meta { color: #555; margin: 0 0 4px; word-break: break-all; }
    ul.failures { margin: 4px 0; padding-left: 18px; color: #b42318; }
    .boards { display: flex; gap: 12px; }
    figure { margin: 0; }
    figcaption { font-weight: bold; margin-bottom: 2px; }
    figcaption .exit { font-weight: normal; color: #555; }
    table.board { border-collapse: separate; border-spacing: 2px; background: #4a2f1d;
      padding: 3px; }
    table.board td { width: 20px; height: 20px; text-align: center; font: bold 12px monospace;
      padding: 0; }
    td.empty { background: #6b4a33; }
    td.block { background: #e9c99a; color: #5b3a1e; }
    td.prisoner { background: #c8322b; color: #fff; }
    td.fixed { background: #8d8d8d; color: #222; }
    td.gutter { background: transparent; width: 10px; color: #ffd400; font-size: 10px; }
    td.diff { outline: 3px solid #e600e6; outline-offset: -3px; background-image:
      linear-gradient(rgba(230, 0, 230, 0.35), rgba(230, 0, 230, 0.35)); }
    .no-board { width: 160px; height: 150px; display: flex; align-items: center;
      justify-content: center; background: #eee; color: #555; }
    pre.baseline { background: #f7f7f7; padding: 6px; }
    details.differences summary { cursor: pointer; color: #555; }
    table.reliability, table.perturbations, table.matrix { border-collapse: collapse; }
    table.reliability caption, table.perturbations caption, table.matrix caption {
      text-align: left; font-weight: bold; }
    table.reliability td, table.reliability th, table.perturbations td, table.perturbations th,
    table.matrix td, table.matrix th { padding: 1px 8px; border-bottom: 1px solid #e4e0da;
      text-align: right; }
    table.reliability tr.least td { background: #fff4c2; font-weight: bold; }
    table.matrix { margin-top: 12px; font-size: 12px; }
    table.matrix th.file { text-align: left; font-weight: normal; word-break: break-all; }
    table.matrix td { text-align: center; }
    table.matrix td.exact { color: #1a7f37; }
    table.matrix td.refused { background: #fff4c2; }
    table.matrix td.wrong, table.matrix td.error { background: #f9d0cc; font-weight: bold; }

    """
}
