import Corpus
import FileGuard
import Foundation

/// The reports one regression run writes, and the earlier run it is compared with: checked
/// before any scan, written after it (`regress --json --junit --html --baseline`).
public struct RegressionReports: Sendable {
  /// The `--json` results file (`-` for standard output).
  public var json: String?
  /// The JUnit XML file (`-` for standard output).
  public var junit: String?
  /// The HTML report's folder.
  public var html: String?
  /// The `--json` results of an earlier run to compare with.
  public var baseline: String?
  /// With a baseline, the fall in confidence that is reported.
  public var confidenceDrop: Double
  /// The shard the run checks, named in the JSON results.
  public var shard: CorpusShard?
  /// Leave passing samples and the tables out of the text and HTML reports.
  public var failuresOnly: Bool

  /// The reports of a run.
  public init(
    json: String?, junit: String?, html: String?, baseline: String?, confidenceDrop: Double,
    shard: CorpusShard?, failuresOnly: Bool
  ) {
    self.json = json
    self.junit = junit
    self.html = html
    self.baseline = baseline
    self.confidenceDrop = confidenceDrop
    self.shard = shard
    self.failuresOnly = failuresOnly
  }

  /// What is ready before any scan: the baseline's samples and the HTML report's writer (its
  /// overlays are kept as the samples are scanned).
  public struct Prepared {
    /// The baseline's samples, nil without a baseline.
    public var previous: [BaselineSample]?
    /// The HTML report's writer, nil without `html`.
    public var writer: HTMLReportWriter?
  }

  /// Before any scan: reads the baseline, checks every report path against the corpus (never
  /// an input, never inside a scanned folder) and opens the HTML report.
  ///
  /// - Throws: `RegressionError`.
  public func prepare(for corpus: Corpus) throws(RegressionError) -> Prepared {
    let previous = try baseline.map { path throws(RegressionError) in
      try RegressionDocument.baselineSamples(path: path)
    }
    try OutputCheck.check(
      files: [json, junit].compactMap { $0 }, htmlFolder: html, baseline: baseline, corpus: corpus)
    let writer = try html.map { path throws(RegressionError) in try HTMLReportWriter(path: path) }
    return Prepared(previous: previous, writer: writer)
  }

  /// True when a report is written to standard output (`--json -`): the text report then goes
  /// to standard error.
  public var takesStandardOutput: Bool {
    [json, junit].contains { $0.map(StreamOutput.isStandardOutput) ?? false }
  }

  /// Compares `run` with the baseline and writes the reports (the HTML one discarded when
  /// another fails).
  ///
  /// - Returns: the comparison with the baseline (nil without one) and the text report.
  /// - Throws: `RegressionError.baselineMatchesNothing` when no sample of the baseline is in
  ///   the run; the errors of writing the reports.
  public func write(
    _ run: RegressionRun, prepared: Prepared, colour: Bool,
    context: @autoclosure () -> ReportContext
  ) throws(RegressionError) -> (comparison: BaselineComparison?, text: String) {
    let writer = prepared.writer
    var comparison: BaselineComparison?
    if let baseline, let previous = prepared.previous {
      comparison = BaselineComparison(
        results: run.results, baseline: previous, file: baseline, threshold: confidenceDrop)
      if comparison?.matched == 0, let first = previous.first, let now = run.results.first {
        writer?.discard()
        throw .baselineMatchesNothing(
          path: baseline, baselineKey: first.key ?? first.file, runKey: now.key ?? now.file)
      }
    }
    do throws(RegressionError) {
      if let json {
        try ReportFile.write(
          RegressionDocument(run, baseline: comparison, shard: shard).jsonData(), to: json)
      }
      if let junit {
        try ReportFile.write(JUnitReport.xml(run, links: writer?.links() ?? [:]), to: junit)
      }
      try writer?.finish(
        run, baseline: comparison, failuresOnly: failuresOnly, context: context())
    } catch {
      writer?.discard()
      throw error
    }
    let text = TextReport.render(
      run, baseline: comparison, colour: colour, failuresOnly: failuresOnly)
    return (comparison, text)
  }
}
