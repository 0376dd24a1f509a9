import FileGuard

/// Everything that stops a regression run as a whole (problems of single samples are results,
/// not errors: see `SampleResult`).
///
/// Each case names the path at fault; `description` says what failed and what to do next.
public enum RegressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The baseline file could not be read; `reason` is the system's.
  case unreadableBaseline(path: String, reason: String)
  /// The baseline file is not the JSON of an earlier `--json` run.
  case malformedBaseline(path: String, detail: String)
  /// No sample of the baseline is among the samples checked (keys relative to another root).
  case baselineMatchesNothing(path: String, baselineKey: String, runKey: String)
  /// A report would be written over one of the run's inputs.
  case outputIsInput(output: String, input: String)
  /// A report file or the baseline lies inside the HTML report folder, which is replaced whole.
  case insideReportFolder(path: String, folder: String)
  /// The HTML report folder overlaps a scanned folder.
  case reportFolderOverlapsInput(folder: String, input: String)
  /// The HTML report folder exists, is not empty and was not written by `unblocker regress`.
  case reportFolderNotOurs(folder: String)
  /// A report could not be written; `reason` is the system's.
  case cannotWrite(path: String, reason: String)
  /// Another run holds the lock of this HTML report folder.
  case reportLocked(folder: String, lock: String)
  /// A report file would replace a file this tool did not write.
  case notOurReport(path: String)
  /// The HTML report folder holds files this tool did not write; they would be deleted.
  case foreignFilesInReport(folder: String, files: [String])
  /// A shard's `--json` results could not be read; `reason` is the system's.
  case unreadableShard(path: String, reason: String)
  /// A file given to merge is not the `--json` results of a `--shard K/N` run.
  case malformedShard(path: String, detail: String)
  /// The shard results given to merge are not the shards of one run.
  case shardMismatch(path: String, detail: String)
  /// The merged results would replace an existing file and `--force` was not given.
  case reportExists(path: String)

  /// `PATH: what failed; what to do`; control characters escaped.
  public var description: String { Printable.text(unescapedDescription) }

  private var unescapedDescription: String {
    switch self {
    case .unreadableBaseline(let path, let reason):
      "\(path): cannot read the baseline (\(reason)); give the --json file of an earlier run"
    case .baselineMatchesNothing(let path, let baselineKey, let runKey):
      "\(path): no sample of the baseline is in this run (the baseline has \(baselineKey), this "
        + "run \(runKey)); give the same folders, or --root the folder the baseline's paths are "
        + "relative to"
    case .malformedBaseline(let path, let detail):
      "\(path): not the --json results of an earlier `unblocker regress` run (\(detail)); "
        + "record a baseline with --json FILE"
    case .outputIsInput(let output, let input):
      "\(output): this report would overwrite the input \(input); write reports elsewhere"
    case .insideReportFolder(let path, let folder):
      "\(path): lies inside the HTML report folder \(folder), which is replaced on every run; "
        + "keep it outside"
    case .reportFolderOverlapsInput(let folder, let input):
      "\(folder): the HTML report folder overlaps the scanned folder \(input); "
        + "write the report outside the scanned folders"
    case .reportFolderNotOurs(let folder):
      "\(folder): the folder exists and is not an HTML report of `unblocker regress`; "
        + "choose a new or empty folder"
    case .cannotWrite(let path, let reason):
      "\(path): cannot write the report (\(reason)); check the folder exists and is writable"
    case .reportLocked(let folder, let lock):
      "\(folder): another `unblocker regress` run is writing this report (it holds \(lock)); "
        + "wait for it to finish or write the report elsewhere"
    case .notOurReport(let path):
      "\(path): the file exists and is not a report of `unblocker regress`; it is never "
        + "replaced: choose another file name"
    case .foreignFilesInReport(let folder, let files):
      "\(folder): the report folder holds files `unblocker regress` did not write ("
        + files.prefix(5).joined(separator: ", ") + (files.count > 5 ? ", ..." : "")
        + "); move them out or choose another folder"
    case .unreadableShard(let path, let reason):
      "\(path): cannot read the shard results (\(reason)); give the --json file of a "
        + "`unblocker regress --shard K/N` run"
    case .malformedShard(let path, let detail):
      "\(path): not the --json results of an `unblocker regress --shard K/N` run (\(detail)); "
        + "give the files the shards wrote with --json"
    case .shardMismatch(let path, let detail):
      "\(path): \(detail); merge exactly the N shards of one run, each once"
    case .reportExists(let path):
      "\(path): the file exists; give --force to replace it or choose another file name"
    }
  }
}
