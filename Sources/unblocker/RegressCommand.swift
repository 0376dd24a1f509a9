import ArgumentParser
import Corpus
import FileGuard
import Foundation
import Imaging
import Regression
import Scanner
import Themes

/// `unblocker regress PATH...`: checks the scanner against labelled screenshots.
struct RegressCommand: AsyncParsableCommand {
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

      A board read with a confidence below --min-confidence is uncertain: it counts as \
      refused (a failure where the label has a board), never as passed. The reliability table \
      bins every reading that produced a board by confidence and shows how many were exact, \
      in each bin and from each bin up: the evidence for choosing --min-confidence.

      --perturb SET also scans every image under each perturbation of SET (a set such as \
      photometric, or names such as darker,blur; the image as it is is reported as none) and \
      grades each reading exact, refused (no board, or uncertain) or wrong (a board read with \
      enough confidence that differs from the label, or a board where the label expects a \
      rejection). It prints a table per perturbation and the wrong readings; refusals then do \
      not fail the run. Perturbations: \(Perturbation.knownNames.joined(separator: ", ")).

      --shard K/N checks only the labelled samples whose position in the corpus's order is \
      K-1 modulo N, so N shards run anywhere cover the corpus exactly once; their --json \
      results say which shard they are, and `unblocker regress-merge` joins them.

      A label that `unblocker label` wrote and nobody has checked is a draft ("draft": true); \
      drafts are checked like other labels but listed apart, and --strict fails the run when \
      there is one. `unblocker label --accept IMAGE` marks a checked label.

      Samples are known by their paths relative to a root: --root DIR, else the PATH \
      argument (the folder of an image), else the deepest folder holding every PATH. A \
      --baseline compares samples by these keys, so a run from another folder compares the \
      same samples; a baseline none of whose samples is in the run is an error (exit 65). \
      -k PATTERN keeps the samples whose key contains PATTERN (or matches it, when it holds \
      * ? or [), --exclude PATTERN drops them; both may be repeated. --maxfail N stops after \
      N failing samples. --failures-only leaves passing samples and the tables out of the \
      text and HTML reports.

      --update rewrites the labels of samples read wrongly (a board read with enough \
      confidence) from their scans: it shows each difference and asks, on a terminal; with \
      --yes it asks nothing and marks the new labels as drafts ("draft": true) for a person \
      to check. Labels expecting a rejection and samples with no confident board are never \
      rewritten. The exit status is that of the checks, before the update.

      Examples:
        unblocker regress samples --junit junit.xml --html report
        unblocker regress samples --json base.json; unblocker regress samples --baseline base.json
        unblocker regress samples -k oak --exclude crops/ --maxfail 3 --failures-only
        unblocker regress samples/shots --update

      Exit status 4 when a sample fails (with --perturb: when a reading is wrong), when the \
      share of exact readings is below --min-exact, or, with --baseline, only when a sample \
      fails that passed in the baseline (or is new).
      """ + " " + ExitStatus.helpText([.checksFailed, .invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(
    help: ArgumentHelp(
      "Folders of labelled screenshots (searched recursively) or single images.",
      valueName: "path"))
  var paths: [String]

  @OptionGroup var readingOptions: ReadingOptions

  @OptionGroup var colourOptions: ColourOptions

  @OptionGroup var jobsOptions: JobsOptions

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write JUnit XML (one testcase per sample) to this file (- for standard output).",
      valueName: "file")
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
      "Write the results as JSON to this file (- for standard output; a later --baseline).",
      valueName: "file"))
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

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also scan each image perturbed: a set (photometric) or names (darker,blur).",
      valueName: "set"))
  var perturb: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Fail (exit 4) when the share of exact readings is below this fraction (0-1).",
      valueName: "fraction"))
  var minExact: Double?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Check only shard K of N: the labelled samples at positions K-1 modulo N.",
      valueName: "K/N"))
  var shard: String?

  @Flag(help: "Fail (exit 4) when a label is a draft that no person has checked yet.")
  var strict = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The folder sample paths (and baseline keys) are relative to.", valueName: "dir"))
  var root: String?

  @Option(
    name: [.customShort("k"), .customLong("select")],
    help: ArgumentHelp(
      "Check only samples whose path contains PATTERN (or matches it with * ? [).",
      valueName: "pattern"))
  var select: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out samples whose path contains PATTERN (or matches it with * ? [).",
      valueName: "pattern"))
  var exclude: [String] = []

  @Option(
    name: .customLong("maxfail"),
    help: ArgumentHelp("Stop after N failing samples.", valueName: "n"))
  var maxFail: Int?

  @Flag(help: "Show only the failures in the text and HTML reports.")
  var failuresOnly = false

  @Flag(help: "Rewrite the labels of samples read wrongly from their scans, after asking.")
  var update = false

  @Flag(help: "With --update, ask nothing: write the new labels as drafts.")
  var yes = false

  /// The parsed `--shard`, nil for the whole corpus.
  var corpusShard: CorpusShard? { shard.flatMap(CorpusShard.init(parsing:)) }

  func validate() throws {
    if let shard, CorpusShard(parsing: shard) == nil {
      throw ValidationError(
        "--shard must be K/N with 1 <= K <= N (such as 2/4), not '\(shard)'")
    }
    if let perturb {
      try parsedOption("--perturb") { try Perturbation.parseList(perturb) }
    }
    if let minExact, !(0...1).contains(minExact) {
      throw ValidationError("--min-exact must be between 0 and 1, not \(minExact)")
    }
    if let maxFail, maxFail < 1 {
      throw ValidationError("--maxfail must be at least 1, not \(maxFail)")
    }
    if yes, !update {
      throw ValidationError("--yes answers the questions of --update; give --update too")
    }
    if update, !yes, !Terminal.standardInput.isTerminal {
      throw ValidationError(
        "--update asks before rewriting each label, and standard input is not a terminal; "
          + "give --yes to write the new labels as drafts without asking")
    }
    if update, perturb != nil {
      throw ValidationError("--update takes the labels from unperturbed scans; leave out --perturb")
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

  func run() async throws {
    let scanner = try readingOptions.themeOptions.reader().scanner
    let corpus = try Corpus.discover(paths, root: root, selecting: select, excluding: exclude)
    let reports = RegressionReports(
      json: json, junit: junit, html: html, baseline: baseline, confidenceDrop: confidenceDrop,
      shard: corpusShard, failuresOnly: failuresOnly)
    let prepared = try reports.prepare(for: corpus)
    for warning in corpus.warnings { Terminal.standardError.write("warning: \(warning)\n") }
    let runner = RegressionRunner(
      scanner: scanner, jobs: jobsOptions.count, minimumConfidence: readingOptions.minConfidence,
      perturbations: try perturb.map { try Perturbation.parseList($0) } ?? [])
    let checked = corpusShard.map { $0.restricting(corpus) } ?? corpus
    let run = await runner.runShowingProgress(
      checked, overlays: prepared.writer, maximumFailures: maxFail)
    let (comparison, text) = try reports.write(
      run, prepared: prepared, colour: colourOptions.enabled, context: reportContext)
    (reports.takesStandardOutput ? Terminal.standardError : Terminal.standardOutput).write(text)
    if update { updater.update(run, corpus: checked) }
    let verdict = RunVerdict(
      run, comparison: comparison, minimumExactShare: minExact, strict: strict)
    for reason in verdict.reasons { Terminal.printError(reason) }
    if verdict.failed { throw ExitCode(ExitStatus.checksFailed.rawValue) }
  }

  /// The command line, version, date and themes for the head of the HTML report.
  private var reportContext: ReportContext {
    ReportContext(
      arguments: CommandLine.arguments, version: Unblocker.configuration.version,
      selection: readingOptions.theme)
  }

  /// `--update`'s label updater: asks on the terminal unless `--yes`.
  private var updater: LabelUpdater {
    LabelUpdater(
      confirm: !yes, output: Terminal.standardOutput.write, complaint: Terminal.printError)
  }
}
