import Imaging
import Puzzle

/// Chooses among the readings of one view: the order candidates are read in, the best reading,
/// the surest agreeing reading, and the rivals weighed against it.
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

  /// `best` as sure as the surest of `readings` that gives the same puzzle: readings of the
  /// same puzzle with other models or squares agree with it. Where that surer reading saw the
  /// chute `best` only assumed (`ChuteEvidence.sideAssumed`, a square that took in the frame
  /// beside the board and looked beyond it), its chute is taken too: the same puzzle has the
  /// same exit, and it was seen.
  static func agreed(_ best: ScanReport, with readings: [ScanReport]) -> ScanReport {
    guard best.puzzle != nil,
      let surest = readings.filter({ $0.puzzle == best.puzzle }).max(by: {
        $0.confidence < $1.confidence
      }), surest.confidence > best.confidence
    else { return best }
    var best = best
    let chuteSeen = best.chute?.sideAssumed == true && surest.chute?.sideAssumed != true
    best.warnings.append(
      ScanWarning(
        .agreeingReading,
        "theme \(surest.theme ?? "?")\(surest.adaptation.map { $0 == .identity ? "" : " (adapted)" } ?? "") "
          + "reads the same puzzle with confidence \(ScanError.format(surest.confidence)) "
          + "(this reading alone: \(ScanError.format(best.confidence))); the puzzle takes the "
          + "surer confidence"
          + (chuteSeen ? ", and the exit that reading saw (this one assumed it)" : "")))
    best.confidence = surest.confidence
    if chuteSeen { best.chute = surest.chute }
    return best
  }

  /// `report` with its confidence lowered by what speaks against it among `readings`: another
  /// reading that gave a different legal puzzle (the chosen one is right only if that one is
  /// wrong), and a clearly larger board-like square that could not be read (the real board is
  /// the large one; a small square that reads is often a decoy or an icon).
  /// One square read as one puzzle in several models' colours (plain and adapted) is one piece
  /// of evidence, not several: it is weighed once, at its surest.
  static func weighed(
    _ report: ScanReport, against readings: [ScanReport], policy: ScanPolicy.Choice
  ) -> ScanReport {
    guard let puzzle = report.puzzle, let board = report.location?.board else { return report }
    var report = report
    func key(_ square: PixelRect, _ rival: Puzzle) -> String {
      "\(square) \(rival.board.notation) \(rival.exit)"
    }
    var surest: [String: ScanReport] = [:]
    for rival in readings {
      guard let square = rival.location?.board, let rivalPuzzle = rival.puzzle else { continue }
      let known = surest[key(square, rivalPuzzle)]
      if known.map({ rival.confidence > $0.confidence }) ?? true {
        surest[key(square, rivalPuzzle)] = rival
      }
    }
    var weighed: Set<String> = []
    for rival in readings {
      guard let other = rival.location?.board else { continue }
      if let rivalPuzzle = rival.puzzle {
        // Another reading of the same place (a different theme or model); a board elsewhere
        // (a decoy) is another board, not a rival reading.
        let overlap = Double(other.intersection(board).area)
        guard rivalPuzzle != puzzle,
          overlap >= policy.rivalOverlap * Double(max(other.area, board.area)),
          weighed.insert(key(other, rivalPuzzle)).inserted
        else { continue }
        let strongest = surest[key(other, rivalPuzzle)] ?? rival
        let factor = max(0, 1 - strongest.confidence)
        if factor < 1 {
          report.confidence *= factor
          report.warnings.append(
            ScanWarning(
              .rivalReading,
              "theme \(strongest.theme ?? "?") at \(other) reads a different puzzle (confidence "
                + "\(ScanError.format(strongest.confidence)))"))
        }
      } else if !rival.usedFallback, rival.stageReached != .locate,
        rival.stageReached != .classify,
        Double(other.area) > policy.rivalAreaRatio * Double(board.area)
      {
        // (The fallback locates without reading tiles, and a square whose tiles do not read
        // is not board-like: neither is evidence against the reading.)
        report.confidence *= policy.unreadLargerBoardFactor
        report.warnings.append(
          ScanWarning(
            .rivalReading,
            "a larger board-like square at \(other) could not be read (\(rival.error?.description ?? "no reading"))"
          ))
      }
    }
    return report
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
      // chosen one takes the surest confidence of the readings that agree with it.
      if candidate.puzzle == other.puzzle {
        return other.usedFallback && !candidate.usedFallback
      }
      return candidate.confidence > other.confidence
    }
    let stages = ScanStage.allCases
    return (stages.firstIndex(of: candidate.stageReached) ?? 0)
      > (stages.firstIndex(of: other.stageReached) ?? 0)
  }
}
