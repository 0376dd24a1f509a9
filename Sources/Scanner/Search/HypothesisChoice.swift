import Imaging
import Puzzle

/// Chooses among the readings of one view: the order candidates are read in, the best reading
/// and the surest agreeing reading.
struct HypothesisChoice {
  let policy: ScanPolicy.Choice

  /// The indices of `candidates` located (not where `expected` stands in, when a candidate
  /// found the board there) in the order they are read: profiles that fit, best first, then
  /// the model derived from the image, then profiles that fit poorly; squares of about the
  /// largest size before much smaller ones (decoys, icons), whatever their theme fit.
  func ranked(_ candidates: [Candidate], expected: ExpectedBoard?) -> [Int] {
    // (The expected square stands in for a board only where no theme found one there.)
    let found = candidates.contains { tried in
      tried.location.map { expected?.isFound($0) ?? false } ?? false
    }
    let located = candidates.indices.filter { index in
      guard let location = candidates[index].location else { return false }
      return !found || !(expected?.isStandIn(location) ?? false)
    }
    func fits(_ index: Int) -> Bool {
      let tried = candidates[index]
      return !tried.isFallback && tried.score >= tried.model.thresholds.themeFit.value
    }
    func byFit(_ a: Int, _ b: Int) -> Bool {
      candidates[b].fitsWorse(than: candidates[a], tie: policy.scoreTie)
    }
    let byFit =
      located.filter(fits).sorted(by: byFit)
      + located.filter { candidates[$0].isFallback }
      + located.filter { !candidates[$0].isFallback && !fits($0) }.sorted(by: byFit)
    func area(_ index: Int) -> Double { Double(candidates[index].location?.board.area ?? 0) }
    let largest = byFit.map(area).max() ?? 0
    return byFit.filter { area($0) * policy.rivalAreaRatio > largest }
      + byFit.filter { area($0) * policy.rivalAreaRatio <= largest }
  }

  /// The best of `readings` (`isBetter`), nil when there are none.
  func best(of readings: [ScanReport]) -> ScanReport? {
    guard var best = readings.first else { return nil }
    for reading in readings.dropFirst()
    where Self.isBetter(reading, than: best, areaRatio: policy.rivalAreaRatio) {
      best = reading
    }
    return best
  }

  /// One score per theme: its better candidate (plain or adapted), best first (themes that fit
  /// alike in name order: the report is the same on every run).
  func themeScores(_ candidates: [Candidate]) -> [ThemeScore] {
    let tie = policy.scoreTie
    var scores: [String: Candidate] = [:]
    for tried in candidates {
      if let known = scores[tried.name], !known.fitsWorse(than: tried, tie: tie) { continue }
      scores[tried.name] = tried
    }
    return scores.values.sorted {
      $1.fitsWorse(than: $0, tie: tie) || (!$0.fitsWorse(than: $1, tie: tie) && $0.name < $1.name)
    }.map {
      ThemeScore(
        theme: $0.name, score: $0.score, threshold: $0.model.thresholds.themeFit.value,
        frameShare: $0.frameShare, note: $0.error?.description)
    }
  }

  /// `best` ranked as the highest of `readings` that gives the same puzzle (the search's rank,
  /// `ScanReport.rank`, that ends it and triggers its retries: readings of the same puzzle
  /// with other models or squares agree with it; the reading's confidence is its margin over
  /// every hypothesis, `ViewReader.finished`). Where that surer reading saw the
  /// chute `best` only assumed (`ChuteEvidence.sideAssumed`, a square that took in the frame
  /// beside the board and looked beyond it), its chute is taken too: the same puzzle has the
  /// same exit, and it was seen.
  static func agreed(_ best: ScanReport, with readings: [ScanReport]) -> ScanReport {
    guard best.puzzle != nil,
      let surest = readings.filter({ $0.puzzle == best.puzzle }).max(by: {
        $0.rank < $1.rank
      }), surest.rank > best.rank
    else { return best }
    var best = best
    let chuteSeen = best.chute?.sideAssumed == true && surest.chute?.sideAssumed != true
    best.warnings.append(
      ScanWarning(
        .agreeingReading,
        "theme \(surest.theme ?? "?")\(surest.adaptation.map { $0 == .identity ? "" : " (adapted)" } ?? "") "
          + "reads the same puzzle ranked \(ScanError.format(surest.rank)) (this "
          + "reading alone: \(ScanError.format(best.rank))); the search ranks the puzzle by "
          + "the surer"
          + (chuteSeen ? ", and the exit that reading saw (this one assumed it)" : "")))
    best.rank = surest.rank
    if chuteSeen { best.chute = surest.chute }
    return best
  }

  /// True when `candidate` holds more evidence than `other`: a puzzle over none, then a board
  /// `areaRatio` times larger, then the higher confidence; the same puzzle read again is better
  /// only as a profile's reading over the fallback's; without puzzles, the later stage reached.
  static func isBetter(
    _ candidate: ScanReport, than other: ScanReport, areaRatio: Double
  ) -> Bool {
    if (candidate.puzzle != nil) != (other.puzzle != nil) { return candidate.puzzle != nil }
    if candidate.puzzle != nil {
      // The board is the large square: a much smaller one that reads is a decoy or an icon.
      let area = Double(candidate.location?.board.area ?? 0)
      let otherArea = Double(other.location?.board.area ?? 0)
      if area > areaRatio * otherArea { return true }
      if otherArea > areaRatio * area { return false }
      // The same puzzle read twice: a profile's reading over the fallback's, else the one read
      // first (with the theme that explains the image best: readings come in that order). The
      // chosen one takes the highest rank of the readings that agree with it.
      if candidate.puzzle == other.puzzle {
        return other.usedFallback && !candidate.usedFallback
      }
      return candidate.rank > other.rank
    }
    let stages = ScanStage.allCases
    return (stages.firstIndex(of: candidate.stageReached) ?? 0)
      > (stages.firstIndex(of: other.stageReached) ?? 0)
  }
}
