import Imaging

/// The one place a scan reads a view of the image: the whole image, a rectified board, an
/// evened or cut-out picture. Each view is read by the same search (`HypothesisSearch`), and
/// every reading made goes to the scan's log, the pool its runner-up is taken from. The retries
/// of `RetryPlan` that take another view make the view (`GeometryStage`: rectify, refine the
/// quadrilateral, crop without margins, even the lighting, turn; the screen window here) and
/// ask this to read it; no stage starts a search of its own.
struct ViewReader {
  /// The profiles, the fallback and the policy every view is read with.
  let scanner: BoardScanner
  /// Every reading of every view, in the order made.
  let log: ReadingLog
  /// The map from the image this reader reads to the scanned image (nil: it is the scanned
  /// image): a picture cut out of it is read by a reader of its own.
  let toScanImage: Homography?

  init(scanner: BoardScanner, log: ReadingLog = ReadingLog(), toScanImage: Homography? = nil) {
    self.scanner = scanner
    self.log = log
    self.toScanImage = toScanImage
  }

  var policy: ScanPolicy { scanner.policy }
  var plan: RetryPlan { RetryPlan(policy: scanner.policy) }

  /// The search of `image` (its chosen reading and every reading made, logged); `expectedBoard`:
  /// where the stage that made the view put the board (a rectified image holds it at a known
  /// square); `toImage`: the map from `image` to the image this reader reads (nil: the same).
  func read(_ image: RGBAImage, expectedBoard: PixelRect? = nil, toImage: Homography? = nil)
    -> HypothesisSearch
  {
    let search = HypothesisSearch(scanner: scanner, image: image, expectedBoard: expectedBoard)
    log.record(search.readings, toImage: mapped(toImage))
    return search
  }

  /// The map from a view whose map to this reader's image is `toImage` on to the scanned image.
  func mapped(_ toImage: Homography?) -> Homography? {
    switch (toImage, toScanImage) {
    case (nil, let base): base
    case (let own?, nil): own
    case (let own?, let base?): base.composed(after: own)
    }
  }

  /// The scan of `image`, its retries in `RetryPlan.order`: the image as it is (with more colour
  /// models and a finer copy within its search), then through the board's quadrilateral
  /// (rectified, refined, turned, evened: `GeometryStage`), then the screen window; the exit's
  /// doubt and the alternatives last.
  func scan(_ image: RGBAImage) -> ScanReport {
    let run = read(image)
    let report = GeometryStage(reader: self, image: image).resolve(
      run.report, readings: run.readings)
    let chosen = finished(
      windowReading(report, image: image).doubtingAssumedExit(policy: policy.chute))
    return ledByAnother(chosen) ?? chosen
  }

  /// `report` with its alternatives, its margin over every other hypothesis and the confidence
  /// that margin calibrates to (the search's own rank stays in `rank`).
  func finished(_ report: ScanReport) -> ScanReport {
    var final = report
    // (The block search for the chosen tiles' next legal board, once for both.)
    let second = RunnerUp.secondBoard(of: final, policy: policy)
    final.alternatives = RunnerUp.alternatives(
      to: final, among: log.entries, second: .some(second), policy: policy)
    final.agreeing = RunnerUp.agreeing(
      with: final, among: log.entries, second: .some(second), policy: policy)
    final.margin = ScanConfidence.margin(of: final, second: .some(second), policy: policy)
    if let margin = final.margin {
      let parts = ScanConfidence.parts(final, margin: margin, policy: policy)
      final.confidenceParts = parts
      final.confidence = parts.confidence
    }
    return final
  }

  /// True when `candidate` explains the image better than `other`, two readings of different
  /// views (a rectified board and the image as it is, a picture and the board's own outline):
  /// a board over none; of two boards, the one whose margin over every reading made so far
  /// calibrates to the higher confidence (`finished`), the search's rank deciding a tie (boards
  /// read at the margin's cap); of two readings of no board, neither.
  func prefers(_ candidate: ScanReport, over other: ScanReport) -> Bool {
    if (candidate.puzzle != nil) != (other.puzzle != nil) { return candidate.puzzle != nil }
    guard candidate.puzzle != nil else { return false }
    let (mine, theirs) = (finished(candidate).confidence, finished(other).confidence)
    return mine != theirs ? mine > theirs : candidate.rank > other.rank
  }

  /// `entry`'s reading as a report of the scanned image: read in another view (a picture cut
  /// out of it), its geometry maps that view onto it, as `windowReading` does; nil for a reading
  /// that has a geometry of its own already (a rectified view's).
  static func asScanned(_ entry: ReadingLog.Entry) -> ScanReport? {
    guard let toImage = entry.toImage else { return entry.reading }
    var reading = entry.reading
    guard reading.geometry == nil, let board = reading.location?.board else { return nil }
    reading.geometry = BoardGeometry(
      corners: GeometryStage.rectangle(board).corners.map { toImage.apply($0) }, angle: 0,
      turn: .none, skew: 0, sideRatio: 1, homography: toImage,
      rectifiedSize: PixelSize(width: reading.imageWidth, height: reading.imageHeight),
      shading: nil)
    return reading
  }

  /// The reading of another board that leads `chosen` where another hypothesis outweighs it
  /// (its margin below 0): the likeliest other reading made, of another board, taken when its
  /// own margin is the larger; nil where none does. The search ranks its readings by
  /// their squares and decisions; the margin weighs them by what they explain.
  func ledByAnother(_ chosen: ScanReport) -> ScanReport? {
    guard let margin = chosen.margin, margin < 0, let own = chosen.puzzle?.board.canonicalized()
    else { return nil }
    // (The likeliest other board that a reading made gives, as a report of the scanned image.)
    let boards = chosen.alternatives.filter { $0.kind == .otherReading }.map(\.board)
    guard
      let reading = boards.lazy.compactMap({ board in
        self.log.entries.first(where: {
          $0.reading.puzzle?.board.notation == board
            && $0.reading.puzzle?.board.canonicalized() != own
        }).flatMap(Self.asScanned)
      }).first
    else { return nil }
    var other = finished(reading.doubtingAssumedExit(policy: policy.chute))
    guard let led = other.margin, led > margin else { return nil }
    other.warnings.append(
      ScanWarning(
        .rivalReading,
        "the search ranked \(chosen.puzzle?.board.notation ?? "?") first (margin "
          + "\(ScanError.format(margin)) nats); this reading explains the pixels better"))
    return other
  }
}
