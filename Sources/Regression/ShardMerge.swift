import FileGuard
import Foundation
import Imaging
import StrictJSON

/// Joins the `--json` results of the shards of one run (`unblocker regress --shard K/N`) into
/// the run a single invocation would have made: the samples in corpus order, the figures
/// recomputed from them.
public enum ShardMerge {
  /// Reads the shards' results, checks they are the N shards of one run and merges them.
  ///
  /// The merged run's seconds are the shards' seconds added up, its jobs the most any shard
  /// used.
  /// - Parameter paths: the `--json` files of the shards, in any order.
  /// - Returns: the merged run.
  /// - Throws: `RegressionError.unreadableShard`, `.malformedShard`, or `.shardMismatch` when
  ///   the files differ in N, perturbations or least confidence, repeat or miss a shard, or
  ///   hold sample counts that cannot come from one corpus.
  public static func merge(_ paths: [String]) throws(RegressionError) -> RegressionRun {
    var documents: [(path: String, document: RegressionDocument, shard: CorpusShard)] = []
    for path in paths {
      let document = try read(path)
      guard let shard = document.shard else {
        throw .malformedShard(path: path, detail: "no \"shard\": it was not run with --shard K/N")
      }
      documents.append((path, document, shard))
    }
    guard let first = documents.first else {
      throw .shardMismatch(path: "regress-merge", detail: "no shard results given")
    }
    let count = first.shard.count
    let perturbations = first.document.summary.byPerturbation.map(\.perturbation)
    let minimum = first.document.summary.minimumConfidence
    var byIndex: [Int: (path: String, document: RegressionDocument)] = [:]
    for (path, document, shard) in documents {
      guard shard.count == count else {
        throw .shardMismatch(
          path: path,
          detail: "it is shard \(shard) but \(first.path) is shard \(first.shard) (N differs)")
      }
      if let other = byIndex[shard.index] {
        throw .shardMismatch(path: path, detail: "shard \(shard) is also \(other.path)")
      }
      let own = document.summary.byPerturbation.map(\.perturbation)
      guard own == perturbations else {
        throw .shardMismatch(
          path: path,
          detail: "its perturbations (\(names(own))) differ from those of \(first.path) "
            + "(\(names(perturbations))); run every shard with the same --perturb")
      }
      guard document.summary.minimumConfidence == minimum else {
        throw .shardMismatch(
          path: path,
          detail: "its --min-confidence \(document.summary.minimumConfidence) differs from "
            + "\(minimum) in \(first.path)")
      }
      guard document.warnings == first.document.warnings else {
        throw .shardMismatch(
          path: path,
          detail: "its images without a label differ from those of \(first.path): not the same "
            + "corpus")
      }
      let pattern = document.samples.enumerated().allSatisfy {
        $0.element.perturbation == perturbations[$0.offset % perturbations.count]
      }
      guard pattern, document.samples.count % perturbations.count == 0 else {
        throw .malformedShard(
          path: path, detail: "its samples do not follow its perturbations \(names(own))")
      }
      byIndex[shard.index] = (path, document)
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else {
      throw .shardMismatch(
        path: first.path,
        detail: "shard" + (missing.count == 1 ? " " : "s ")
          + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing")
    }
    let width = perturbations.count
    let sampleCount = byIndex.values.map { $0.document.samples.count / width }.reduce(0, +)
    for index in 1...count {
      guard let shard = byIndex[index] else { continue }
      let expected = sampleCount >= index ? (sampleCount - index) / count + 1 : 0
      guard shard.document.samples.count / width == expected else {
        throw .shardMismatch(
          path: shard.path,
          detail: "it holds \(shard.document.samples.count / width) samples where shard "
            + "\(index)/\(count) of \(sampleCount) samples holds \(expected): not the same corpus")
      }
    }
    var results: [SampleResult] = []
    results.reserveCapacity(sampleCount * width)
    for position in 0..<sampleCount {
      guard let shard = byIndex[position % count + 1] else { continue }
      let start = position / count * width
      results += shard.document.samples[start..<start + width]
    }
    let summaries = byIndex.values.map(\.document.summary)
    return RegressionRun(
      results: results, warnings: first.document.warnings,
      jobs: summaries.map(\.jobs).max() ?? 1,
      seconds: summaries.map(\.seconds).reduce(0, +), minimumConfidence: minimum,
      perturbations: perturbations)
  }

  /// Checks that the merged results may be written to `output`: it is none of the shards, and
  /// an existing file is replaced only with `force` and only when it is a report of this tool.
  ///
  /// - Throws: `RegressionError.outputIsInput`, `.reportExists` or `.notOurReport`.
  public static func checkOutput(_ output: String, shards: [String], force: Bool)
    throws(RegressionError)
  {
    for shard in shards where OutputCheck.canonical(shard) == OutputCheck.canonical(output) {
      throw .outputIsInput(output: output, input: shard)
    }
    if (try? FileManager.default.attributesOfItem(atPath: output)) != nil, !force {
      throw .reportExists(path: output)
    }
    try ReportOwnership.checkReplaceable(output)
  }

  /// Reads one shard's `--json` results, strictly.
  static func read(_ path: String) throws(RegressionError) -> RegressionDocument {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, allowsStandardInput: true)
    } catch {
      throw .unreadableShard(path: path, reason: error.reason)
    }
    struct Header: Decodable {
      var format: String?
      var version: Int?
    }
    let header: Header
    do {
      header = try JSONProblem.decode(Header.self, from: bytes, wholeNumberKeys: ["version"])
    } catch {
      throw .malformedShard(path: path, detail: error.description)
    }
    guard header.format == RegressionDocument.formatName else {
      throw .malformedShard(
        path: path, detail: "\"format\" is not \"\(RegressionDocument.formatName)\"")
    }
    guard header.version == RegressionDocument.formatVersion else {
      throw .malformedShard(
        path: path,
        detail: "version \(header.version.map(String.init) ?? "missing"); this build reads "
          + "version \(RegressionDocument.formatVersion)")
    }
    do {
      return try JSONProblem.decode(RegressionDocument.self, from: bytes)
    } catch {
      throw .malformedShard(path: path, detail: error.description)
    }
  }

  /// `none, darker`.
  static func names(_ perturbations: [Perturbation]) -> String {
    perturbations.map(\.description).joined(separator: ", ")
  }
}
