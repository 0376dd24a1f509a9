import Corpus
import FileGuard
import Foundation

/// Makes sure reports never land on the run's inputs: the images, their labels, the scanned
/// folders and the baseline.
public enum OutputCheck {
  /// Checks the report paths against the inputs.
  ///
  /// - Parameters:
  ///   - files: report files (`--json`, `--junit`), as given.
  ///   - htmlFolder: the HTML report folder, as given.
  ///   - baseline: the baseline file, as given.
  ///   - corpus: the samples and the scanned folders.
  /// - Throws: `RegressionError.outputIsInput` when a report file is an image, a label or the
  ///   baseline; `.reportFolderOverlapsInput` when the HTML folder is, holds or lies in a
  ///   scanned folder or holds a sample; `.insideReportFolder` when a report file or the
  ///   baseline lies inside the HTML folder.
  public static func check(
    files: [String], htmlFolder: String?, baseline: String?, corpus: Corpus
  ) throws(RegressionError) {
    var inputs: [String: String] = [:]
    for sample in corpus.samples {
      inputs[canonical(sample.image.path)] = sample.path
      if let label = sample.label { inputs[canonical(label.path)] = sample.labelPath }
    }
    if let baseline { inputs[canonical(baseline)] = baseline }
    // A stream (`-`, /dev/stdout, a FIFO) is written into: it replaces no input.
    for file in files where !StreamOutput.isStream(file) {
      if let input = inputs[canonical(file)] { throw .outputIsInput(output: file, input: input) }
      // The same file by another name (a hard link, a link to a link): device and inode.
      do {
        try OutputPaths.check([file], inputs: Array(inputs.values), force: true)
      } catch {
        if case .isInput(_, let input) = error { throw .outputIsInput(output: file, input: input) }
      }
      try ReportOwnership.checkReplaceable(file)
    }
    guard let htmlFolder else { return }
    let folder = canonical(htmlFolder)
    for root in corpus.roots {
      let input = canonical(root.path)
      if contains(folder, input) || contains(input, folder) {
        throw .reportFolderOverlapsInput(folder: htmlFolder, input: root.path)
      }
    }
    for (input, display) in inputs where contains(folder, input) {
      if let baseline, display == baseline {
        throw .insideReportFolder(path: baseline, folder: htmlFolder)
      }
      throw .reportFolderOverlapsInput(folder: htmlFolder, input: display)
    }
    for file in files where !StreamOutput.isStream(file) && contains(folder, canonical(file)) {
      throw .insideReportFolder(path: file, folder: htmlFolder)
    }
  }

  /// True when `inner` is `outer` or lies below it.
  static func contains(_ outer: String, _ inner: String) -> Bool {
    inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
  }

  /// The absolute path with symbolic links resolved as far as the path exists.
  static func canonical(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var tail: [String] = []
    while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
      tail.insert(url.lastPathComponent, at: 0)
      url.deleteLastPathComponent()
    }
    var resolved = url.resolvingSymlinksInPath()
    for component in tail { resolved.appendPathComponent(component) }
    return resolved.standardizedFileURL.path
  }
}
