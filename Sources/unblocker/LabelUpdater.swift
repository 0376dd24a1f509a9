import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Puzzle
import Regression

/// `regress --update`: rewrites the labels of samples read wrongly from their scans, showing
/// each difference and asking first (or, without `confirm`, writing drafts).
struct LabelUpdater {
  /// Ask on the terminal before each label; false writes every new label as a draft.
  var confirm: Bool

  /// Offers a new label for each failed sample of `run` whose scan read a confident board.
  func update(_ run: RegressionRun, corpus: Corpus) {
    var samples: [String: CorpusSample] = [:]
    for sample in corpus.labelled { samples[sample.key] = sample }
    var written = 0
    var skipped: [String] = []
    for result in run.failures where result.perturbation == .unchanged {
      guard let sample = samples[result.key ?? result.file], let file = sample.label,
        let old = try? LabelledScreenshot.readLabel(
          at: file.path, named: sample.labelPath, image: sample.path),
        let label = result.updatedLabel(from: old, reviewed: confirm)
      else {
        skipped.append(result.file)
        continue
      }
      var lines = ["", "\(result.file): the label (left) and the scan (right)"]
      lines += BoardText.sideBySide(result, indent: 2)
      Terminal.standardOutput.write(lines.joined(separator: "\n") + "\n")
      if confirm {
        Terminal.standardOutput.write("Rewrite \(Printable.path(sample.labelPath))? [y/N] ")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
          Terminal.standardOutput.write("  left as it is\n")
          continue
        }
      }
      do {
        try ImageFile.write(bytes: [UInt8](label.jsonData()), to: file.path, force: true)
        written += 1
        Terminal.standardOutput.write(
          "  wrote \(Printable.path(sample.labelPath))\(confirm ? "" : " (a draft)")\n")
      } catch {
        Terminal.standardError.write("error: \(error.description)\n")
      }
    }
    var summary = "Updated \(written) label\(written == 1 ? "" : "s")"
    if !skipped.isEmpty {
      summary +=
        "; not updated (no confident board read, a rejection expected, or an unreadable "
        + "label): \(skipped.joined(separator: ", "))"
    }
    Terminal.standardOutput.write(summary + ".\n")
  }
}
