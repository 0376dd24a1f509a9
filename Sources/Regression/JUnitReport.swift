import Imaging

/// The run as JUnit XML, the format CI servers (Jenkins, GitLab, GitHub Actions reporters)
/// read: one `testsuite` per folder, one `testcase` per sample with `classname` the folder and
/// `name` the file name (with the perturbation in brackets for a perturbed image), a `failure`
/// element for each failed sample, and `skipped` for images without a label and, with
/// perturbations, for refused readings (which do not fail such a run). With an HTML report of
/// the same run, each `testcase` links to its entry and picture there: `properties` `html` and
/// `overlay`, and for a failure a `[[ATTACHMENT|...]]` line in `system-out` (the attachment
/// convention of GitLab and Jenkins).
public enum JUnitReport {
  /// The comment that marks a file as written by this tool: only such a file is replaced.
  public static let marker = "<!-- written by unblocker regress; replaced on every run -->"

  /// Where one result is in the HTML report of the same run.
  public struct Link: Hashable, Sendable {
    /// The entry: `report/index.html#sample-3`.
    public var page: String
    /// The picture: the full-size overlay of a failure, else the thumbnail.
    public var picture: String?

    /// Creates a link.
    public init(page: String, picture: String?) {
      self.page = page
      self.picture = picture
    }
  }

  /// The XML document.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - links: each result's place in the HTML report, by its index in `run.results`.
  /// - Returns: the document, UTF-8 text ending in a newline.
  public static func xml(_ run: RegressionRun, links: [Int: Link] = [:]) -> String {
    var folders: [String] = []
    var cases: [String: [String]] = [:]
    var counts: [String: (tests: Int, failures: Int, skipped: Int, seconds: Double)] = [:]
    func add(_ folder: String, _ element: String, failed: Bool, skipped: Bool, seconds: Double) {
      if cases[folder] == nil { folders.append(folder) }
      cases[folder, default: []].append(element)
      var count = counts[folder] ?? (0, 0, 0, 0)
      count.tests += 1
      if failed { count.failures += 1 }
      if skipped { count.skipped += 1 }
      count.seconds += seconds
      counts[folder] = count
    }
    var skippedCount = run.warnings.count
    for (index, result) in run.results.enumerated() {
      let failed = run.failsRun(result)
      let skipped = !failed && !result.passed
      if skipped { skippedCount += 1 }
      add(
        result.folder, testcase(result, failed: failed, link: links[index]), failed: failed,
        skipped: skipped, seconds: result.seconds)
    }
    for warning in run.warnings {
      let element =
        "    <testcase classname=\"\(Markup.attribute(warning.folder))\" "
        + "name=\"\(Markup.attribute(name(of: warning.file)))\" "
        + "file=\"\(Markup.attribute(warning.file))\" time=\"0.000\">\n"
        + "      <skipped message=\"\(Markup.attribute(warning.message))\"/>\n"
        + "    </testcase>\n"
      add(warning.folder, element, failed: false, skipped: true, seconds: 0)
    }

    let tests = run.results.count + run.warnings.count
    let failures = run.results.filter(run.failsRun).count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + marker + "\n"
    xml +=
      "<testsuites name=\"unblocker regress\" tests=\"\(tests)\" failures=\"\(failures)\" "
      + "errors=\"0\" skipped=\"\(skippedCount)\" time=\"\(time(run.seconds))\">\n"
    for folder in folders {
      let count = counts[folder] ?? (0, 0, 0, 0)
      xml +=
        "  <testsuite name=\"\(Markup.attribute(folder))\" tests=\"\(count.tests)\" "
        + "failures=\"\(count.failures)\" errors=\"0\" skipped=\"\(count.skipped)\" "
        + "time=\"\(time(count.seconds))\">\n"
      for element in cases[folder] ?? [] { xml += element }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// One `testcase` element, named `NAME` or, perturbed, `NAME [darker]`: a `failure` when it
  /// counts against the run, else `skipped` when it was refused under a perturbation.
  private static func testcase(_ result: SampleResult, failed: Bool, link: Link?) -> String {
    var element =
      "    <testcase classname=\"\(Markup.attribute(result.folder))\" "
      + "name=\"\(Markup.attribute(result.caseName))\" "
      + "file=\"\(Markup.attribute(result.file))\" time=\"\(time(result.seconds))\""
    var properties = ""
    if let link {
      properties =
        "      <properties>\n        <property name=\"html\" value=\"\(Markup.attribute(link.page))\"/>\n"
      if let picture = link.picture {
        properties +=
          "        <property name=\"overlay\" value=\"\(Markup.attribute(picture))\"/>\n"
      }
      properties += "      </properties>\n"
    }
    guard let first = result.failures.first else {
      return properties.isEmpty ? element + "/>\n" : element + ">\n\(properties)    </testcase>\n"
    }
    guard failed else {
      return element + ">\n" + properties
        + "      <skipped message=\"\(Markup.attribute("refused: " + result.summary))\"/>\n"
        + "    </testcase>\n"
    }
    element +=
      ">\n" + properties + "      <failure message=\"\(Markup.attribute(result.summary))\" "
      + "type=\"\(first.kind.rawValue)\">"
      + Markup.text(BoardText.details(result).joined(separator: "\n"))
      + "</failure>\n"
    if let picture = link?.picture {
      element += "      <system-out>[[ATTACHMENT|\(Markup.text(picture))]]</system-out>\n"
    }
    return element + "    </testcase>\n"
  }

  /// The last path component.
  private static func name(of file: String) -> String {
    file.split(separator: "/").last.map(String.init) ?? file
  }

  /// Seconds with three decimals, as JUnit readers expect (`0.123`).
  private static func time(_ seconds: Double) -> String {
    Decimals.fixed(seconds, 3)
  }
}
