import ArgumentParser
import Dispatch
import Foundation
import Regression
import Scanner
import Themes

/// `unblocker regress PATH...`: checks the scanner against labelled screenshots.
struct RegressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "regress",
    abstract: "Check the scanner against labelled screenshots, for CI and for people.",
    discussion: """
      Finds every image (.png, .jpg, .jpeg, .webp) below PATH that has a label NAME.json beside \
      it, scans them on every core and compares the board (block letters do not matter), the \
      exit and rejections with the labels. Prints the failures with their differing tiles, the \
      accuracy per theme, layout and folder, and the slowest samples. An image without a label \
      is a warning; an unreadable label or image is a failure and the run goes on.

      Report files (--junit, --json, --html) are outputs of this command: an existing one is \
      replaced whole (atomically) only when this command wrote it, and missing folders are \
      created. The --html folder must be new, empty or an earlier report holding only its own \
      files; a second run into it while one is writing fails (exit 73). A report never \
      replaces an input (an image, a label, the baseline) and never lies inside a scanned \
      folder.

      Exit status 4 when a sample fails, or, with --baseline, only when a sample fails that \
      passed in the baseline (or is new).
      """ + " " + ExitStatus.helpText)

  @Argument(
    help: ArgumentHelp(
      "Folders of labelled screenshots (searched recursively) or single images.",
      valueName: "path"))
  var paths: [String]

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The theme: a profile name, the path of a theme .json file, or auto (try every profile).",
      valueName: "name|auto"))
  var theme: String = "auto"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most screenshots scanned at once (default: every core).", valueName: "n"))
  var jobs: Int?

  @Option(
    name: .long,
    help: ArgumentHelp("Write JUnit XML (one testcase per sample) to this file.", valueName: "file")
  )
  var junit: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write an HTML report (index.html and pictures) into this folder.", valueName: "dir"))
  var html: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write the results as JSON to this file (a later --baseline).", valueName: "file"))
  var json: String?

  @Option(
    name: .long,
    help: ArgumentHelp("Compare with the --json results of an earlier run.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --baseline, report samples whose confidence fell by more than this (0-1).",
      valueName: "fraction"))
  var confidenceDrop: Double = 0.1

  func validate() throws {
    if let jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1, not \(jobs)")
    }
    guard (0...1).contains(confidenceDrop) else {
      throw ValidationError("--confidence-drop must be between 0 and 1, not \(confidenceDrop)")
    }
    if let json, let junit,
      URL(fileURLWithPath: json).standardizedFileURL
        == URL(fileURLWithPath: junit).standardizedFileURL
    {
      throw ValidationError("--json and --junit name the same file \(json); give two files")
    }
  }

  func run() throws {
    let scanner = try ScanCommand.scanner(for: theme)
    let corpus: Corpus
    let previous: [BaselineSample]?
    do {
      corpus = try Corpus.discover(paths)
      previous = try baseline.map { path throws(RegressionError) in
        try RegressionDocument.baselineSamples(path: path)
      }
      try OutputCheck.check(
        files: [json, junit].compactMap { $0 }, htmlFolder: html, baseline: baseline,
        corpus: corpus)
    } catch {
      throw fail(error.description, error.exitStatus)
    }
    let writer: HTMLReportWriter?
    do {
      writer = try html.map { path throws(RegressionError) in try HTMLReportWriter(path: path) }
    } catch {
      throw fail(error.description, error.exitStatus)
    }
    for warning in corpus.warnings {
      Terminal.standardError.write("warning: \(warning)\n")
    }

    let runner = RegressionRunner(
      scanner: scanner, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let progress = ProgressLine(total: corpus.labelled.count, label: "regress")
    let run = Self.wait {
      await runner.run(corpus, overlays: writer) { _ in progress.advance() }
    }
    progress.finish()

    var comparison: BaselineComparison?
    if let baseline, let previous {
      comparison = BaselineComparison(
        results: run.results, baseline: previous, file: baseline, threshold: confidenceDrop)
    }
    do throws(RegressionError) {
      if let json {
        try ReportFile.write(RegressionDocument(run, baseline: comparison).jsonData(), to: json)
      }
      if let junit { try ReportFile.write(JUnitReport.xml(run), to: junit) }
      try writer?.finish(run, baseline: comparison)
    } catch {
      writer?.discard()
      throw fail(error.description, error.exitStatus)
    }

    Terminal.standardOutput.write(
      TextReport.render(run, baseline: comparison, colour: Terminal.colourOnStandardOutput))
    let failed = comparison.map { !$0.newFailures.isEmpty } ?? !run.allPassed
    if failed { throw ExitCode(ExitStatus.checksFailed.rawValue) }
  }

  /// Runs `operation` on the concurrency pool and waits for it: the root command is synchronous.
  private static func wait<Value: Sendable>(
    _ operation: @escaping @Sendable () async -> Value
  ) -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      box.value = await operation()
      done.signal()
    }
    done.wait()
    guard let value = box.value else { preconditionFailure("the operation signalled no value") }
    return value
  }
}

/// Carries a value out of a task; written once before a semaphore is signalled, read after.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  var value: Value?
}
