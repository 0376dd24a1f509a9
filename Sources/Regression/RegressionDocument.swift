import Corpus
import FileGuard
import Foundation
import Puzzle
import StrictJSON

/// The `--json` results of a run: the summary, the baseline comparison, warnings and one entry
/// per sample. A later run reads it back as its baseline.
public struct RegressionDocument: Sendable, Codable {
  /// The format's name, checked when the document is read back as a baseline.
  public static let formatName = "unblocker regress results"
  /// The format's version: 2 writes each exit as an object `{"side", "row"}` (1 wrote
  /// `"right:2"`).
  public static let formatVersion = 2
  /// The versions a baseline may have: the facts a baseline keeps did not change.
  public static let baselineVersions = 1...formatVersion

  /// `unblocker regress results`.
  public var format: String
  /// The format's version.
  public var version: Int
  /// The figures of the run.
  public var summary: RegressionSummary
  /// How the run differs from its baseline, when one was given.
  public var baseline: BaselineComparison?
  /// Images not checked.
  public var warnings: [CorpusWarning]
  /// One entry per sample, in corpus order.
  public var samples: [SampleResult]
  /// The shard (`--shard K/N`) these results cover; absent for a whole run.
  public var shard: CorpusShard?

  /// The document of `run`.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - baseline: how it differs from its baseline.
  ///   - shard: the part of the corpus it covers, when it was sharded.
  public init(
    _ run: RegressionRun, baseline: BaselineComparison? = nil, shard: CorpusShard? = nil
  ) {
    format = Self.formatName
    version = Self.formatVersion
    summary = RegressionSummary(run)
    self.baseline = baseline
    self.shard = shard
    warnings = run.warnings
    samples = run.results
  }

  /// The document as pretty-printed JSON with sorted keys, ending in a newline.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers, booleans and nulls always encode.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }

  /// Reads the samples of an earlier run's `--json` file.
  ///
  /// - Parameter path: the file.
  /// - Returns: each sample's file, status and confidence.
  /// - Throws: `RegressionError.unreadableBaseline` or `.malformedBaseline`.
  public static func baselineSamples(path: String) throws(RegressionError) -> [BaselineSample] {
    let data: Data
    do {
      data = Data(try InputFile.read(path, allowsStandardInput: true))
    } catch {
      throw .unreadableBaseline(path: path, reason: error.reason)
    }
    return try baselineSamples(data: data, path: path)
  }

  /// Reads the samples of an earlier run's `--json` bytes.
  ///
  /// - Parameters:
  ///   - data: the file's content.
  ///   - path: the file, for messages.
  /// - Returns: each sample's file, status and confidence (images as they are; perturbed
  ///   readings are left out).
  /// - Throws: `RegressionError.malformedBaseline`.
  public static func baselineSamples(data: Data, path: String) throws(RegressionError)
    -> [BaselineSample]
  {
    struct Header: Decodable {
      var format: String?
      var version: Int?
    }
    struct Samples: Decodable {
      var samples: [BaselineSample]
    }
    let bytes = [UInt8](data)
    let header: Header
    do {
      header = try JSONProblem.decode(Header.self, from: bytes, wholeNumberKeys: ["version"])
    } catch {
      throw .malformedBaseline(path: path, detail: error.description)
    }
    guard header.format == formatName else {
      throw .malformedBaseline(
        path: path, detail: "\"format\" is not \"\(formatName)\"")
    }
    guard let version = header.version, baselineVersions.contains(version) else {
      throw .malformedBaseline(
        path: path,
        detail: "version \(header.version.map(String.init) ?? "missing"); this build reads "
          + "versions \(baselineVersions.lowerBound) to \(baselineVersions.upperBound)")
    }
    let samples: [BaselineSample]
    do {
      samples = try JSONProblem.decode(Samples.self, from: bytes).samples.filter {
        ($0.perturbation ?? .unchanged) == .unchanged
      }
    } catch {
      throw .malformedBaseline(path: path, detail: error.description)
    }
    try BaselineSample.validate(samples, path: path)
    return samples
  }
}
