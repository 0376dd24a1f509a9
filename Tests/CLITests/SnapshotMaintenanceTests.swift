import Foundation
import TestSupport
import Testing

/// Keeping a corpus current: selecting samples, stopping early, showing only failures,
/// baselines keyed by paths relative to a root, and rewriting labels from scans.
@Suite("regress: snapshot maintenance")
struct SnapshotMaintenanceTests {
  static func regress(_ arguments: [String], in folder: URL) throws -> CommandResult {
    try CommandRunner.run(["regress"] + arguments + ["--jobs", "1"], in: folder)
  }

  @Test func selectsSamplesByPatternAndExcludesOthers() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let selected = try Self.regress(["corpus", "-k", "good"], in: root)
    #expect(selected.status == 0, "\(selected.standardError)")
    #expect(selected.standardOutput.contains("1 sample: 1 passed, 0 failed (100.0%)"))
    let excluded = try Self.regress(
      ["corpus", "--exclude", "wrong", "--exclude", "set/corrupt.*"], in: root)
    #expect(excluded.status == 0, "\(excluded.standardError)")
    #expect(excluded.standardOutput.contains("1 sample: 1 passed, 0 failed (100.0%)"))
  }

  @Test func aSelectionOfNothingIsAUsageError() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.regress(["corpus", "-k", "walnut"], in: root)
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "error: no labelled sample of corpus is selected by -k walnut and --exclude (none); "
          + "sample paths are relative to "))
  }

  @Test func maxfailStopsAfterTheFirstFailure() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.regress(["corpus", "--maxfail", "1"], in: root)
    #expect(result.status == 4)
    #expect(result.standardOutput.contains("Failures (1 of 1):"))
    #expect(result.standardOutput.contains("Stopped at --maxfail: 2 labelled samples not checked."))
  }

  @Test func failuresOnlyLeavesTheTablesAndPassesOut() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.regress(["corpus", "--failures-only", "--html", "report"], in: root)
    #expect(result.status == 4)
    #expect(result.standardOutput.contains("Failures (2 of 3):"))
    #expect(!result.standardOutput.contains("Accuracy by"))
    #expect(!result.standardOutput.contains("Slowest:"))
    let page = try String(
      contentsOf: root.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(page.contains("wrong.jpg"))
    #expect(!page.contains("good.png"))
    #expect(!page.contains("Accuracy by"))
    // The head says which run this is: version, themes and the command as typed.
    let version = try CommandRunner.run(["--version"]).standardOutput
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(page.contains(" · unblocker \(version) · themes original-1, "))
    #expect(
      page.contains("<code>unblocker regress corpus --failures-only --html report --jobs 1</code>"))
  }

  @Test func aBaselineComparesTheSameSamplesFromAnotherFolder() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let recorded = try Self.regress(["corpus", "--json", "base.json"], in: root)
    #expect(recorded.status == 4)
    let fromInside = try Self.regress(
      [".", "--baseline", "../base.json"], in: root.appendingPathComponent("corpus"))
    #expect(fromInside.status == 0, "\(fromInside.standardError)")
    #expect(
      fromInside.standardOutput.contains(
        "Compared with ../base.json: 0 new failures, 0 newly passing, 2 still failing"))
    #expect(!fromInside.standardOutput.contains("not in this run"))
  }

  @Test func aBaselineThatMatchesNoSampleIsAnError() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try Self.regress(["corpus", "--json", "base.json"], in: root)
    let other = try Self.regress(["corpus/set", "--baseline", "base.json"], in: root)
    #expect(other.status == 65)
    #expect(
      other.standardError.hasSuffix(
        "error: base.json: no sample of the baseline is in this run (the baseline has "
          + "set/corrupt.png, this run corrupt.png); give the same folders, or --root the folder "
          + "the baseline's paths are relative to\n"))
    let rooted = try Self.regress(
      ["corpus/set", "--root", "corpus", "--baseline", "base.json"], in: root)
    #expect(rooted.status == 0, "\(rooted.standardError)")
  }

  @Test func updateWithYesRewritesAWrongLabelAsADraft() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let update = try Self.regress(["corpus", "-k", "wrong", "--update", "--yes"], in: root)
    #expect(update.status == 4)
    #expect(update.standardOutput.contains("corpus/set/wrong.jpg: the label (left) and the scan"))
    #expect(update.standardOutput.contains("  wrote corpus/set/wrong.json (a draft)\n"))
    #expect(update.standardOutput.contains("Updated 1 label.\n"))
    let label = try RegressCommandTests.json(root.appendingPathComponent("corpus/set/wrong.json"))
    #expect(label["draft"] as? Bool == true)
    let after = try Self.regress(["corpus", "-k", "wrong"], in: root)
    #expect(after.status == 0, "\(after.standardOutput)")
    #expect(after.standardOutput.contains("1 sample has a draft label"))
    let strict = try Self.regress(["corpus", "-k", "wrong", "--strict"], in: root)
    #expect(strict.status == 4)
  }

  @Test func updateNeverRewritesWhatTheScanCouldNotRead() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let label = root.appendingPathComponent("corpus/set/corrupt.json")
    let before = try Data(contentsOf: label)
    let update = try Self.regress(["corpus", "-k", "corrupt", "--update", "--yes"], in: root)
    #expect(update.status == 4)
    #expect(
      update.standardOutput.contains(
        "Updated 0 labels; not updated (no confident board read, a rejection expected, or an "
          + "unreadable label): corpus/set/corrupt.png.\n"))
    #expect(try Data(contentsOf: label) == before)
  }

  @Test func updateWithoutATerminalNeedsYes() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.regress(["corpus", "--update"], in: root)
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--update asks before rewriting each label, and standard input is not a terminal; give "
          + "--yes to write the new labels as drafts without asking"))
  }
}
