import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Puzzle

/// `regress --update`: rewrites the labels of samples read wrongly from their scans, showing
/// each difference and asking first (or, without `confirm`, writing drafts).
public struct LabelUpdater: Sendable {
  /// Ask before each label; false writes every new label as a draft.
  public var confirm: Bool
  /// Where the differences, questions and summary go (standard output).
  public var output: @Sendable (String) -> Void
  /// Where errors go, one message each (printed as `error: ...`).
  public var complaint: @Sendable (String) -> Void
  /// The answer to a question (a line read from the terminal), nil at the end of input.
  public var answer: @Sendable () -> String?

  /// An updater that asks (when `confirm`) through `answer` and reports through `output` and
  /// `complaint`.
  public init(
    confirm: Bool, output: @escaping @Sendable (String) -> Void,
    complaint: @escaping @Sendable (String) -> Void,
    answer: @escaping @Sendable () -> String? = { readLine() }
  ) {
    self.confirm = confirm
    self.output = output
    self.complaint = complaint
    self.answer = answer
  }

  /// Offers a new label for each failed sample of `run` whose scan read a confident board;
  /// returns how many labels were written.
  @discardableResult
  public func update(_ run: RegressionRun, corpus: Corpus) -> Int {
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
      output(lines.joined(separator: "\n") + "\n")
      if confirm {
        output("Rewrite \(Printable.path(sample.labelPath))? [y/N] ")
        guard let reply = answer(), ["y", "yes"].contains(reply.lowercased()) else {
          output("  left as it is\n")
          continue
        }
      }
      do {
        try ImageFile.write(bytes: [UInt8](label.jsonData()), to: file.path, force: true)
        written += 1
        output(
          "  wrote \(Printable.path(sample.labelPath))\(confirm ? "" : " (a draft)")\n")
      } catch {
        complaint(error.description)
      }
    }
    var summary = "Updated \(written) label\(written == 1 ? "" : "s")"
    if !skipped.isEmpty {
      summary +=
        "; not updated (no confident board read, a rejection expected, or an unreadable "
        + "label): \(skipped.joined(separator: ", "))"
    }
    output(summary + ".\n")
    return written
  }
}
