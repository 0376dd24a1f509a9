/// The gaps of one board judged against the profile's `seamDarkening` threshold and against
/// the thresholds this image's own darkenings suggest. Which judgement stands is for the board's
/// legal reading to say (`BlockAssembler.reading`): the measurements alone cannot tell faint
/// gaps from grain, nor strong grain from gaps.
struct SeamHypotheses {
  /// Judged against the profile's threshold.
  var asProfiled: [SeamEvidence]
  /// Judged against the threshold lowered for faint gaps, when the darkenings below the
  /// profile's threshold fall into two groups (`SeamMeter.adapted`); nil otherwise.
  var faint: [SeamEvidence]?
  /// Judged against thresholds raised for strong grain, nearest the profile's first, when the
  /// profile's margin is too tight to know where this image's grain ends
  /// (`SeamMeter.coarsened`); empty otherwise.
  var coarse: [[SeamEvidence]]

  /// The judgement shown until the legal reading has chosen: faint gaps when found.
  var provisional: [SeamEvidence] { faint ?? asProfiled }

  /// Every judgement, in the order that wins a tie: faint gaps first (a lowered threshold only
  /// exists when the image's darkenings below the profile's form two groups), then the
  /// profile's, then strong grain (a raised threshold must bear out a better reading).
  var byPrecedence: [[SeamEvidence]] { [faint].compactMap { $0 } + [asProfiled] + coarse }
}
