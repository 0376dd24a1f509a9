import Imaging
import Themes

/// A colour model tried on a located square of the image: the theme (a profile as it is or
/// moved onto the image's colours, or the model derived from the image), the square, and its
/// tiles classified, with how well they fit the model. `CandidateDecoder` reads it to the end.
struct Candidate {
  /// The theme's name (`fallback` and `fallback-light` for the model derived from the image).
  var name: String
  /// The colour model the tiles were classified with.
  var model: ScanModel
  /// The side of its blocks the board lies on, for a model derived from the image (nil: a
  /// profile's model, as it is or adapted).
  var derived: FallbackModel.BoardSide?
  /// Whether the model was derived from the image.
  var isFallback: Bool { derived != nil }
  var location: BoardLocation?
  var tiles: [TileEvidence]
  var score: Double
  var frameShare: Double?
  var error: ScanError?
  var candidates: [BoardCandidate] = []
  /// The transform that moved the profile's colours onto the image's (identity when none).
  var adaptation: LabTransform = .identity

  /// True when `self` explains the image less well than `other`: a lower tile score, or,
  /// for scores within `tie` (boards with no block wood look alike in every theme), less of
  /// the frame in the theme's frame colour.
  func fitsWorse(than other: Candidate, tie: Double) -> Bool {
    if abs(score - other.score) >= tie { return score < other.score }
    return (frameShare ?? 0) < (other.frameShare ?? 0)
  }
}
