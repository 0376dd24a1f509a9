import Imaging

/// A second look a scan takes when the first does not read surely: each makes more candidates
/// (more colour models, a finer copy) or another view of the image (rectified, evened, cut
/// out), read by the same search. Listed in the order a scan tries them (`RetryPlan.order`);
/// `RetryPlan` holds the condition that triggers each.
public enum Retry: String, CaseIterable, Sendable, Codable {
  /// Each profile moved onto the image's own colours, the squares located as whole regions of
  /// board classes and moved onto the image's tile grid, and the models derived from the image
  /// alone: when no reading of the profiles as they are is sure.
  case otherColours = "other-colours"
  /// The models derived from the image read at the squares whose grid of tile boundaries
  /// stands out (`LatticeLocator`), whatever their colours: when still no reading gives a
  /// puzzle (a board the colour of the screen around it makes no region of its own).
  case gridSquares = "grid-squares"
  /// The board located as the region of its colour without the gaps, and every square located
  /// again on a working copy twice as fine: when still no reading gives a puzzle, the working
  /// copy is coarser than the image, and the image is no noisier than a screenshot.
  case finerCopy = "finer-copy"
  /// The board read through the homography from its quadrilateral onto a square: when two of
  /// its sides or more lean (`GeometryStage`).
  case rectify
  /// Read again through the rectified board's own outline, a few times
  /// (`ScanPolicy.Geometry.refinements`): when that outline still leans.
  case refineQuadrilateral = "refine-quadrilateral"
  /// A rotated board-only crop rectified again without margins: when its margins show no chute.
  case cropWithoutMargins = "crop-without-margins"
  /// The rectified board read with its uneven lighting evened out: when its reading is not sure
  /// and the lighting its tiles show is uneven enough to matter, but not beyond evening.
  case evenLighting = "even-lighting"
  /// The board read turned by quarter or half turns: when the blocks' shading shows it turned
  /// (or a prisoner stands upright) and the screen's layout does not show it upright.
  case turn
  /// The picture inside a plain surround cut out of the image (`ScreenWindow`) read on its own:
  /// when the whole image's reading is not sure.
  case screenWindow = "screen-window"
}

/// The retries of a scan in order, with the condition that triggers each (the conditions of the
/// geometric retries, which depend on the board's measured shape, are `GeometryStage`'s).
struct RetryPlan {
  let policy: ScanPolicy

  /// The retries in the order a scan tries them.
  static let order = Retry.allCases

  /// True when `reading` gives a puzzle surely enough to end the search: also once an exit
  /// assumed for a puzzle that is no classic level has been doubted (a board located with its
  /// frame sees no chute; another square may).
  func isSure(_ reading: ScanReport) -> Bool {
    reading.puzzle != nil
      && reading.doubtingAssumedExit(policy: policy.chute).rank >= policy.choice.sureRank
  }

  /// True when `reading` is no puzzle or one below the sure confidence (before any doubt of
  /// its exit): the trigger of the retries that take another view of a reading.
  func isUnsure(_ reading: ScanReport) -> Bool {
    reading.puzzle == nil || reading.rank < policy.choice.sureRank
  }

  /// `Retry.otherColours`: no reading so far is sure.
  func triggersOtherColours(_ readings: [ScanReport]) -> Bool {
    !readings.contains(where: isSure)
  }

  /// `Retry.gridSquares`: no reading so far gives a puzzle, and the search may derive a model
  /// from the image (`allowsFallback`) where no other stage placed the board already. (Not
  /// while a reading gives one, however unsure: the squares' readings are rivals of every
  /// reading of the scan, and a photograph's noise makes a grid of steps almost anywhere.)
  func triggersGridSquares(_ readings: [ScanReport], derives: Bool, placed: Bool) -> Bool {
    derives && !placed && !readings.contains { $0.puzzle != nil }
  }

  /// `Retry.finerCopy`: no reading so far gives a puzzle, the working copy is coarser than
  /// the image (`stride` image pixels a cell), and the image is `clean`.
  func triggersFinerCopy(_ readings: [ScanReport], stride: Int, clean: Bool) -> Bool {
    !readings.contains { $0.puzzle != nil } && stride > 1 && clean
  }

  /// True when the image's lightness noise is no more than a screenshot's
  /// (`ScanPolicy.Locate.noiseCeiling`): its board classes make regions.
  func isClean(noise: Double) -> Bool { noise <= policy.locate.noiseCeiling }

  /// `Retry.evenLighting`: the rectified reading is not sure and its lighting field's
  /// `strength` lies between the least that matters and the most that evening can undo.
  func triggersEvenLighting(_ reading: ScanReport, strength: Double) -> Bool {
    isUnsure(reading) && strength >= policy.geometry.minimumUnevenLighting
      && strength <= policy.geometry.maximumUnevenLighting
  }

  /// `Retry.cropWithoutMargins`: a rotated board-only crop was rectified with the margins the
  /// image holds beyond its sides, some of them not empty, and its reading sees no chute.
  func triggersCropWithoutMargins(_ reading: ScanReport, margins: [Double]) -> Bool {
    margins.contains { $0 > 0 } && reading.chute?.found != true
  }

  /// `Retry.screenWindow`: the whole image's reading is not sure.
  func triggersScreenWindow(_ reading: ScanReport) -> Bool { isUnsure(reading) }
}
