import ArgumentParser
import Corpus
import Dispatch
import Foundation
import Regression
import Scanner
import Themes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `unblocker-bench regress`: screenshots per second through the regression harness (read the
/// label, decode, scan, compare), with one job and with every core.
struct RegressBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "regress",
    abstract: "Screenshots per second through `unblocker regress`, one job and every core.")

  @Argument(
    help: "Folders of labelled screenshots (default: samples/, else ../shared/screenshots).")
  var paths: [String] = []

  @Option(help: "Scan at least this many screenshots per figure (the corpus is repeated).")
  var minimumScans: Int = 120

  @Option(help: "Runs per figure; the best is reported.")
  var runs: Int = 3

  func validate() throws {
    guard minimumScans > 0, runs > 0 else {
      throw ValidationError("--minimum-scans and --runs must be positive")
    }
  }

  func run() async throws {
    let root = Self.repositoryRoot()
    let corpus = try Self.corpus(paths, root: root)
    let library = try ThemeLibrary.standard()
    let scanner = try BoardScanner(selection: .auto, library: library)
    let labelled = corpus.labelled
    let repeats = max(1, (minimumScans + labelled.count - 1) / labelled.count)
    let repeated = Corpus(samples: Array(repeatElement(labelled, count: repeats).joined()))
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print(
      "regress benchmark (release build): \(labelled.count) labelled screenshots from "
        + "\(paths.isEmpty ? Self.defaultDescription(root) : paths.joined(separator: " ")), "
        + "each scanned \(repeats)x per run, best of \(runs) runs, \(cores) cores")
    // Warm up: theme models, allocator, page cache.
    _ = await RegressionRunner(scanner: scanner, jobs: cores).run(corpus)
    for jobs in Array(Set([1, cores])).sorted() {
      var best = Double.infinity
      var bestCPU = 0.0
      var passed = 0
      for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = Self.processorSeconds()
        let result = await RegressionRunner(scanner: scanner, jobs: jobs).run(repeated)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if seconds < best {
          best = seconds
          bestCPU = Self.processorSeconds() - startCPU
        }
        passed = result.results.filter(\.passed).count
      }
      let count = repeated.samples.count
      print(
        String(
          format: "  --jobs %-2d %8.1f screenshots/s  %7.2f ms per screenshot  "
            + "(%d scans in %.3f s wall, %.3f s CPU = %.2f cores busy; %d passed)",
          jobs, Double(count) / best, best * 1e3 / Double(count), count, best, bestCPU,
          bestCPU / best, passed))
    }
  }

  /// The corpus of `paths`, or of samples/ (else ../shared/screenshots) when none are given.
  static func corpus(_ paths: [String], root: URL) throws -> Corpus {
    if !paths.isEmpty { return try Corpus.discover(paths) }
    if let samples = try? Corpus.discover([root.appendingPathComponent("samples").path]),
      !samples.labelled.isEmpty
    {
      return samples
    }
    return try Corpus.discover([
      root.deletingLastPathComponent().appendingPathComponent("shared/screenshots").path
    ])
  }

  static func defaultDescription(_ root: URL) -> String {
    let samples = try? Corpus.discover([root.appendingPathComponent("samples").path])
    return (samples?.labelled.isEmpty ?? true) ? "../shared/screenshots" : "samples/"
  }

  /// The repository root: the folder holding Package.swift above this file, else the current one.
  static func repositoryRoot() -> URL {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    if !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
    return root
  }

  /// CPU seconds used by this process so far, all threads.
  static func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
