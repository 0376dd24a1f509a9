import Foundation
import TestSupport
import Testing

/// The draft journey: `label` writes drafts, `regress` lists them (and `--strict` fails on
/// them), `label --accept` marks a checked label, `label --force` refreshes one.
@Suite("draft labels")
struct DraftLabelTests {
  static func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// A folder `shots` holding one screenshot and the draft `unblocker label` wrote for it.
  static func drafted() throws -> (root: URL, image: String, label: URL) {
    let files = try LabelCommandTests.copies(["unblocker-I-4.png"])
    let result = try CommandRunner.run(["label", "unblocker-I-4.png"], in: files.folder)
    #expect(result.status == 0, "\(result.standardError)")
    return (
      files.folder, "unblocker-I-4.png", files.folder.appendingPathComponent("unblocker-I-4.json")
    )
  }

  @Test func labelMarksItsOutputAsADraft() throws {
    let draft = try Self.drafted()
    let label = try Self.json(draft.label)
    #expect(label["draft"] as? Bool == true)
    #expect((label["note"] as? String)?.contains("unblocker label --accept") == true)
  }

  @Test func regressListsDraftsApartAndStrictFailsOnThem() throws {
    let draft = try Self.drafted()
    let plain = try CommandRunner.run(
      ["regress", ".", "--jobs", "1", "--json", "out/results.json"], in: draft.root)
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(
      plain.standardOutput.contains(
        "Draft labels (1 sample has a draft label, written by `unblocker label` and not yet "
          + "checked by a person):\n  unblocker-I-4.png\n"))
    #expect(
      plain.standardOutput.contains("1 passed, 0 failed (100.0%); 1 sample has a draft label;"))
    let document = try Self.json(draft.root.appendingPathComponent("out/results.json"))
    #expect((document["summary"] as? [String: Any])?["drafts"] as? Int == 1)
    let samples = try #require(document["samples"] as? [[String: Any]])
    #expect(samples.first?["draft"] as? Bool == true)

    let strict = try CommandRunner.run(["regress", ".", "--jobs", "1", "--strict"], in: draft.root)
    #expect(strict.status == 4)
    #expect(
      strict.standardError.hasSuffix(
        "error: 1 sample has a draft label and --strict is given; check them, then run "
          + "`unblocker label --accept IMAGE`\n"))
  }

  @Test func acceptRemovesTheMarkAndTheDraftNoteSoStrictPasses() throws {
    let draft = try Self.drafted()
    let accepted = try CommandRunner.run(["label", "--accept", draft.image], in: draft.root)
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(
      accepted.standardOutput
        == "unblocker-I-4.png: accepted unblocker-I-4.json (no longer a draft)\n")
    let label = try Self.json(draft.label)
    #expect(label["draft"] == nil)
    #expect(label["note"] == nil)
    #expect(label["board"] as? String != nil)
    #expect(label["theme"] as? String == "original-2")

    let again = try CommandRunner.run(["label", "--accept", draft.image], in: draft.root)
    #expect(again.status == 0)
    #expect(
      again.standardOutput
        == "unblocker-I-4.png: unblocker-I-4.json is not a draft; left as it is\n")

    let strict = try CommandRunner.run(["regress", ".", "--jobs", "1", "--strict"], in: draft.root)
    #expect(strict.status == 0, "\(strict.standardError)")
    #expect(!strict.standardOutput.contains("Draft labels"))
  }

  @Test func aLabelWithTheOldDraftNoteCountsAsADraft() throws {
    let draft = try Self.drafted()
    var label = try Self.json(draft.label)
    label.removeValue(forKey: "draft")
    try JSONSerialization.data(withJSONObject: label).write(to: draft.label)
    let strict = try CommandRunner.run(["regress", ".", "--jobs", "1", "--strict"], in: draft.root)
    #expect(strict.status == 4)
  }

  @Test func acceptReportsAMissingLabel() throws {
    let files = try LabelCommandTests.copies(["unblocker-I-4.png"])
    let result = try CommandRunner.run(
      ["label", "--accept", "unblocker-I-4.png"], in: files.folder)
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: unblocker-I-4.png: no label (unblocker-I-4.json not found); write a draft "
        + "with `unblocker label unblocker-I-4.png`, check it against the image, then calibrate "
        + "again\n")
  }

  @Test func forceReplacesAnExistingLabelWithAFreshDraft() throws {
    let files = try LabelCommandTests.copies(["unblocker-I-4.png"])
    let label = files.folder.appendingPathComponent("unblocker-I-4.json")
    try RegressCommandTests.label(RegressCommandTests.expert29).write(to: label)
    let result = try CommandRunner.run(["label", "--force", "unblocker-I-4.png"], in: files.folder)
    #expect(result.status == 0, "\(result.standardError)")
    let truth = try Self.json(
      Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.json"))
    let written = try Self.json(label)
    #expect(written["board"] as? String == truth["board"] as? String)
    #expect(written["draft"] as? Bool == true)
  }

  @Test func acceptAndForceTogetherAreAUsageError() throws {
    let files = try LabelCommandTests.copies(["unblocker-I-4.png"])
    let result = try CommandRunner.run(
      ["label", "--accept", "--force", "unblocker-I-4.png"], in: files.folder)
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--accept keeps the labels and --force replaces them; give one"))
  }
}
