import Puzzle

/// Whether a person has checked a label: the one place that decides what a draft is.
extension Label {
  /// How `unblocker label` begins the note of a draft; drafts written before the `"draft"` mark
  /// existed are recognised by it.
  public static let draftNotePrefix = "draft from unblocker label"

  /// True when no person has checked the label yet: it says `"draft": true`, or it still has
  /// the note `unblocker label` writes into a draft.
  public var needsReview: Bool {
    draft || note?.hasPrefix(Self.draftNotePrefix) == true
  }

  /// The label as checked by a person: without the draft mark and without the draft's note
  /// (any other note is kept).
  public func accepted() -> Label {
    var label = self
    label.draft = false
    if label.note?.hasPrefix(Self.draftNotePrefix) == true { label.note = nil }
    return label
  }
}
