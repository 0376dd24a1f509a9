import Corpus
import Foundation
import Puzzle
import Testing

@Suite("Draft labels and their review")
struct LabelReviewTests {
  static let board = "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM"

  static func label(_ extra: String) throws -> Label {
    try Label(
      json: Data("{\"board\": \"\(board)\"\(extra)}".utf8), file: "l.json")
  }

  @Test func aDraftMarkSurvivesARoundTrip() throws {
    let draft = try Self.label(", \"draft\": true, \"theme\": \"oak\"")
    #expect(draft.draft)
    #expect(draft.needsReview)
    let again = try Label(json: draft.jsonData(), file: "l.json")
    #expect(again == draft)
    #expect(String(decoding: draft.jsonData(), as: UTF8.self).contains("\"draft\" : true"))
  }

  @Test func aReviewedLabelHasNoMark() throws {
    let label = try Self.label(", \"note\": \"checked by hand\"")
    #expect(!label.needsReview)
    #expect(!String(decoding: label.jsonData(), as: UTF8.self).contains("draft"))
  }

  @Test func theDraftNoteAloneMarksADraftWrittenBeforeTheMark() throws {
    let label = try Self.label(", \"note\": \"\(Label.draftNotePrefix) (theme oak)\"")
    #expect(!label.draft)
    #expect(label.needsReview)
  }

  @Test func acceptingRemovesTheMarkAndOnlyTheDraftNote() throws {
    let draft = try Self.label(
      ", \"draft\": true, \"note\": \"\(Label.draftNotePrefix) (theme oak)\", \"theme\": \"oak\"")
    let accepted = draft.accepted()
    #expect(!accepted.needsReview)
    #expect(accepted.note == nil)
    #expect(accepted.attributes == ["theme": "oak"])
    let kept = try Self.label(", \"draft\": true, \"note\": \"the chute is hidden\"").accepted()
    #expect(kept.note == "the chute is hidden")
    #expect(!kept.needsReview)
  }

  @Test func aDraftMarkThatIsNotABooleanIsRefused() throws {
    #expect(throws: PuzzleError.self) { try Self.label(", \"draft\": \"yes\"") }
  }
}
