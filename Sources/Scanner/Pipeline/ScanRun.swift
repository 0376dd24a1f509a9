import Imaging
import Puzzle
import Themes

/// One scan in progress: runs the stages in order and fills the report.
struct ScanRun {
  let scanner: BoardScanner
  let image: RGBAImage
  var report: ScanReport
  private var stopwatch = Stopwatch()
  /// The tile samples of the last board located (every theme usually finds the same board).
  private var sampleCache = SampleCache()
  /// The CIELAB conversions made so far (every theme samples the same board).
  private var labs = LabMemo()
  /// Where the board must be, when another stage already knows (a rectified image holds the
  /// board at a known square): `ExpectedBoard` keeps the squares found there, else that square.
  var expectedBoard: PixelRect?
  /// Every reading made, in the order read (the report is the best of them).
  private(set) var readings: [ScanReport] = []

  init(scanner: BoardScanner, image: RGBAImage) {
    self.scanner = scanner
    self.image = image
    self.report = ScanReport(imageWidth: image.width, imageHeight: image.height)
  }

  private var policy: ScanPolicy { scanner.policy }

  /// Runs `body`, adding its duration to `stage`.
  private func timed<T>(_ stage: ScanStage, _ body: () -> T) -> T {
    stopwatch.time(stage, body)
  }

  mutating func perform() {
    defer { report.timings = stopwatch.timings }
    let (image, maxDimension) = (self.image, policy.locate.workingMaxDimension)
    let noise = timed(.locate) { NoiseEstimate.lightness(image) }
    report.lightnessNoise = noise
    let working = timed(.locate) {
      WorkingImage(image, maxDimension: maxDimension, inHalves: isLarge)
    }
    let profiles = scanner.profiles.map { profile in
      noise > policy.locate.noiseFloor
        ? (
          profile.name,
          NoiseEstimate.widened(profile.scan, by: noise, ceiling: policy.locate.noiseCeiling)
        )
        : (profile.name, profile.scan)
    }
    // First the profiles as they are: a screenshot in a calibrated theme reads surely at once.
    var attempts = plainAttempts(profiles, working: working)
    let base = report
    var readings: [ScanReport] = []
    var read: Set<Int> = []
    readRanked(attempts, base: base, readings: &readings, read: &read)
    if !readings.contains(where: isSure) {
      // Then each profile moved onto the image's own colours (lighting, cast, saturation), and
      // the model derived from the image alone.
      let adaptation = ColourAdaptation(policy: scanner.policy.adapt)
      let points = timed(.adapt) { ColourAdaptation.points(codes: working.codes) }
      // (In a picture noisier than any screenshot every colour matches some board class, so
      // the board's classes make no region there.)
      let clean = noise <= policy.locate.noiseCeiling
      for (name, model) in profiles where clean {
        // The profile as it is again, now also looking for the board as one region of board
        // classes (its dark gaps can break apart in a small or blurred copy).
        let interiorOnly = attempt(
          name: name, model: model, working: working,
          lookup: ColourTable.boardDarkMask(of: model),
          frameLookup: ColourTable.frameMask(of: model), interior: true)
        let known = Set(attempts.compactMap { $0.name == name ? $0.location?.board : nil })
        attempts += interiorOnly.filter { $0.location.map { !known.contains($0.board) } ?? false }
      }
      var adapted: [(name: String, model: ScanModel, transform: LabTransform)] = []
      for (name, widened) in profiles {
        let fit = timed(.adapt) { adaptation.fit(points, model: widened) }
        guard fit.transform.largestShift(of: widened) >= scanner.policy.adapt.negligibleShift
        else {
          continue
        }
        adapted.append((name, fit.transform.apply(to: widened), fit.transform))
      }
      for (name, model, transform) in adapted {
        attempts += adaptedAttempts(
          name: name, model: model, transform: transform, working: working,
          adaptation: adaptation, interior: clean)
      }
      // A board located by its colours can take in part of its frame: each square moved onto
      // the image's own tile grid, where that fits the image's steps clearly better. (Not where
      // another stage placed the board: its square is not located by colour.)
      if expectedBoard == nil { attempts += gridFittedAttempts(attempts) }
      if scanner.allowsFallback {
        // The model derived from the image alone, for a board darker and for one lighter than
        // its blocks.
        let fallbackModel = FallbackModel(policy: scanner.policy.fallback)
        for side in FallbackModel.BoardSide.allCases {
          let lookup = timed(.locate) { fallbackModel.boardLookup(working, side: side) }
          attempts += attempt(
            name: side.attemptName, model: FallbackModel.unmatchableModel(scanner.policy.fallback),
            working: working, lookup: lookup, frameLookup: nil, derive: side)
        }
      }
      readRanked(attempts, base: base, readings: &readings, read: &read)
      // When nothing reads: the board as the region of its own colour without the gaps, and
      // (a small board, a phone inside a desktop window, can lose its gaps in the working copy)
      // located once more on a copy twice as fine.
      if !(readings.contains { $0.puzzle != nil }), working.stride > 1, clean {
        let fine = timed(.locate) {
          WorkingImage(image, maxDimension: policy.locate.workingMaxDimension * 2)
        }
        var finer: [Candidate] = []
        for (name, model) in profiles {
          attempts += coreAttempts(name: name, model: model, working: working, known: attempts)
          finer += attempt(
            name: name, model: model, working: fine, lookup: ColourTable.boardDarkMask(of: model),
            frameLookup: ColourTable.frameMask(of: model), interior: true)
          finer += coreAttempts(name: name, model: model, working: fine, known: finer)
        }
        for (name, model, transform) in adapted {
          finer += adaptedAttempts(
            name: name, model: model, transform: transform, working: fine,
            adaptation: adaptation, interior: true)
        }
        // (Only squares not located already: those are read.)
        func key(_ tried: Candidate) -> String? {
          tried.location.map { "\(tried.name) \(tried.adaptation == .identity) \($0.board)" }
        }
        let known = Set(attempts.compactMap(key))
        finer = finer.filter { key($0).map { !known.contains($0) } ?? false }
        // (The squares found only on this finer copy are moved onto the tile grid too.)
        if expectedBoard == nil { finer += gridFittedAttempts(finer, besides: attempts) }
        attempts += finer
        readRanked(attempts, base: base, readings: &readings, read: &read)
      }
    }
    // One score per theme: its better attempt (plain or adapted).
    let tie = policy.choice.scoreTie
    var scores: [String: Candidate] = [:]
    for tried in attempts {
      if let known = scores[tried.name], !known.fitsWorse(than: tried, tie: tie) { continue }
      scores[tried.name] = tried
    }
    // (Themes that fit alike in name order: the report is the same on every run.)
    let themeScores = scores.values.sorted {
      $1.fitsWorse(than: $0, tie: tie) || (!$0.fitsWorse(than: $1, tie: tie) && $0.name < $1.name)
    }.map {
      ThemeScore(
        theme: $0.name, score: $0.score, threshold: $0.model.thresholds.themeFit.value,
        frameShare: $0.frameShare, note: $0.error?.description)
    }
    guard var best = readings.first else {
      report = base
      report.themeScores = themeScores
      report.stageReached = .locate
      report.candidates = attempts.first { !$0.candidates.isEmpty }?.candidates ?? []
      report.error = mostAdvancedError(attempts)
      return
    }
    for reading in readings.dropFirst()
    where ScanRun.isBetter(reading, than: best, areaRatio: policy.choice.rivalAreaRatio) {
      best = reading
    }
    best = ScanRun.agreed(best, with: readings)
    report = best
    report.themeScores = themeScores
    weighRivals(readings)
    self.readings = readings
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

  /// `body(run, index)` for every index below `count`, side by side (`sideBySide`; the themes
  /// of a scan are located and classified independently), in index order. The first runs on
  /// `self`; every other on a copy with its own CIELAB memo, sample cache and stopwatch (no
  /// class instance is shared between threads), whose stage times are added to this run's
  /// afterwards: the timings add up the work of every thread. The results are those of one
  /// after another: the memo and the cache only ever answer what they would compute.
  private func runsSideBySide<T>(_ count: Int, _ body: (ScanRun, Int) -> T) -> [T] {
    let runs = (0..<count).map { index -> ScanRun in
      guard index > 0 else { return self }
      var copy = self
      copy.stopwatch = Stopwatch()
      copy.sampleCache = SampleCache()
      copy.labs = LabMemo()
      return copy
    }
    let results = sideBySide(count) { body(runs[$0], $0) }
    for run in runs.dropFirst() { stopwatch.add(run.stopwatch) }
    return results
  }

  /// Reads located attempts not read yet to the end, in order of evidence, until one reads
  /// surely or `maximumReadings` more have been read: profiles that fit, best first, then the fallback, then
  /// profiles that fit poorly; squares of about the largest size before much smaller ones.
  private mutating func readRanked(
    _ attempts: [Candidate], base: ScanReport, readings: inout [ScanReport], read: inout Set<Int>
  ) {
    // (The expected square stands in for a board only where no theme found one there.)
    let expected = expectedBoard.map { ExpectedBoard(square: $0, policy: policy.geometry) }
    let found = attempts.contains { tried in
      tried.location.map { expected?.isFound($0) ?? false } ?? false
    }
    let located = attempts.indices.filter { index in
      guard let location = attempts[index].location else { return false }
      return !found || !(expected?.isStandIn(location) ?? false)
    }
    func fits(_ index: Int) -> Bool {
      let tried = attempts[index]
      return !tried.isFallback && tried.score >= tried.model.thresholds.themeFit.value
    }
    func byFit(_ a: Int, _ b: Int) -> Bool { attempts[b].fitsWorse(than: attempts[a], tie: policy.choice.scoreTie) }
    let byFit =
      located.filter(fits).sorted(by: byFit)
      + located.filter { attempts[$0].isFallback }
      + located.filter { !attempts[$0].isFallback && !fits($0) }.sorted(by: byFit)
    // The board is the large square: squares of about the largest size are read before much
    // smaller ones (decoys, icons), whatever their theme fit.
    func area(_ index: Int) -> Double { Double(attempts[index].location?.board.area ?? 0) }
    let largest = byFit.map(area).max() ?? 0
    let ranked =
      byFit.filter { area($0) * policy.choice.rivalAreaRatio > largest }
      + byFit.filter { area($0) * policy.choice.rivalAreaRatio <= largest }
    let bestProfile = ranked.first { !attempts[$0].isFallback }.map { attempts[$0] }
    var count = 0
    for index in ranked where !read.contains(index) {
      guard count < policy.choice.maximumReadings else { return }
      count += 1
      read.insert(index)
      report = CandidateDecoder.decode(
        attempts[index], base: base, bestProfile: bestProfile, image: image, policy: policy,
        labs: labs, stopwatch: stopwatch)
      readings.append(report)
      // A sure reading ends the search, unless another square overlaps this one without being
      // the same square (a header panel of board colour joined to the board's top rows, say):
      // that one is read too, as a rival.
      guard isSure(report), let board = report.location?.board
      else { continue }
      // Nor while a much larger square waits to be read: the board is the large square, and
      // a small one that reads surely may be a picture of another board (a thumbnail of the
      // opponent's puzzle beside the player's).
      if ranked.contains(where: { other in
        !read.contains(other) && area(other) > policy.choice.rivalAreaRatio * Double(board.area)
      }) {
        continue
      }
      let overlapping = ranked.contains { other in
        guard !read.contains(other), let square = attempts[other].location?.board else {
          return false
        }
        let shared = Double(square.intersection(board).area)
        let larger = Double(max(square.area, board.area))
        return shared >= policy.choice.rivalOverlap * larger
          && shared < policy.choice.sameSquare * larger
      }
      if !overlapping { return }
    }
  }

  /// True when `reading` gives a puzzle surely enough to end the search: also once an exit
  /// assumed for a puzzle that is no classic level has been doubted (a board located with its
  /// frame sees no chute; another square may).
  private func isSure(_ reading: ScanReport) -> Bool {
    reading.puzzle != nil
      && reading.doubtingAssumedExit(policy: policy.chute).confidence
        >= policy.choice.sureConfidence
  }

  /// Lowers the confidence of the chosen reading by what speaks against it: another reading
  /// that gave a different legal puzzle (the chosen one is right only if that one is wrong),
  /// and a clearly larger board-like square that could not be read (the real board is the
  /// large one; a small square that reads is often a decoy or an icon).
  private mutating func weighRivals(_ readings: [ScanReport]) {
    report = Self.weighed(report, against: readings, policy: policy.choice)
  }

  /// `report` with its confidence lowered by the rivals among `readings` (see `weighRivals`).
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

  /// The attempts of `model` locating the board as the region of its own colour without the
  /// gaps (the gap class reaches down to black, and a dark window around the screen joins the
  /// board through the chute), at boards not among `known`'s for that theme.
  private func coreAttempts(
    name: String, model: ScanModel, working: WorkingImage, known: [Candidate]
  ) -> [Candidate] {
    let seen = Set(known.compactMap { $0.name == name ? $0.location?.board : nil })
    return attempt(
      name: name, model: model, working: working, lookup: ColourTable.coreMask(of: model),
      frameLookup: ColourTable.frameMask(of: model), wholeBoard: false
    ).filter { $0.location.map { !seen.contains($0.board) } ?? false }
  }

  /// The attempts of `attempts` (profiles, plain or adapted) read again at their board moved
  /// onto the image's own tile grid (`BoardScanner.gridFitted`), where that board is not
  /// located already by them or by `others`.
  private func gridFittedAttempts(_ attempts: [Candidate], besides others: [Candidate] = [])
    -> [Candidate]
  {
    var moves: [PixelRect: BoardLocation?] = [:]
    var fitted: [Candidate] = []
    let known = Set((attempts + others).compactMap { $0.location?.board })
    for tried in attempts where !tried.isFallback {
      guard let location = tried.location else { continue }
      let moved: BoardLocation?
      if let measured = moves[location.board] {
        moved = measured
      } else {
        moved = timed(.locate) { scanner.gridFitted(image, location: location) }
        moves[location.board] = moved
      }
      guard let moved, !known.contains(moved.board) else { continue }
      var again = classify(
        name: tried.name, model: tried.model, location: moved, derive: nil, adaptation: nil)
      again.adaptation = tried.adaptation
      fitted.append(again)
    }
    return fitted
  }

  /// The attempts of a profile moved onto the image's colours by `transform`.
  private func adaptedAttempts(
    name: String, model: ScanModel, transform: LabTransform, working: WorkingImage,
    adaptation: ColourAdaptation, interior: Bool
  ) -> [Candidate] {
    let masks = timed(.adapt) { ColourTable.masks(of: model) }
    return attempt(
      name: name, model: model, working: working, lookup: masks.dark, frameLookup: masks.frame,
      adaptation: adaptation, interior: interior
    ).map {
      var adapted = $0
      adapted.adaptation = transform
      return adapted
    }
  }

  /// The attempts of every profile as it is, side by side in two rounds, so that no thread
  /// waits long on another: each profile locates the board, then each board located (every
  /// profile usually finds the same one) is sampled once and classified by every profile that
  /// located it, in halves of rows (a theme whose tiles take a closer look, for rivets, shares
  /// its work between threads). The same attempts as `attempt` makes one after another.
  private mutating func plainAttempts(
    _ profiles: [(String, ScanModel)], working: WorkingImage
  ) -> [Candidate] {
    let located = runsSideBySide(profiles.count) { run, index in
      let (name, model) = profiles[index]
      return run.locate(
        name: name, model: model, working: working,
        lookup: ColourTable.boardDarkMask(of: model), frameLookup: ColourTable.frameMask(of: model))
    }
    // The distinct boards (a tile's samples depend on its board alone), each with the squares
    // located there; and where each square located went (its board, its place there), in the
    // order located.
    var boards: [PixelRect] = []
    var squares: [[(model: ScanModel, location: BoardLocation)]] = []
    var places: [(board: Int, square: Int)] = []
    for found in located {
      for location in found.locations {
        let board = boards.firstIndex(of: location.board) ?? boards.count
        if board == boards.count {
          boards.append(location.board)
          squares.append([])
        }
        places.append((board, squares[board].count))
        squares[board].append((found.model, location))
      }
    }
    let halves = runsSideBySide(boards.count * 2) { run, piece in
      let bottom = piece % 2 == 1
      return run.classifyRows(
        squares[piece / 2], rows: bottom ? 3..<6 : 0..<3, measuresFrame: bottom)
    }
    var attempts: [Candidate] = []
    var place = 0
    for found in located {
      guard case .success(let locations) = found.result else {
        attempts += classified(found)
        continue
      }
      for location in locations {
        let (board, square) = places[place]
        place += 1
        let (top, bottom) = (halves[2 * board], halves[2 * board + 1])
        let tiles = top.tiles[square] + bottom.tiles[square]
        sampleCache.remember(top.samples + bottom.samples, for: location.board)
        attempts.append(
          Candidate(
            name: found.name, model: found.model, isFallback: false, location: location,
            tiles: tiles, score: TileClassifier.score(tiles),
            frameShare: bottom.frameShares[square], error: nil))
      }
    }
    return attempts
  }

  /// The samples of the tiles of `rows` of one board, their evidence for each of `squares`
  /// located there (with a model neither derived nor adapted), and, when `measuresFrame`, the
  /// share of each square's frame in its model's frame colour.
  private func classifyRows(
    _ squares: [(model: ScanModel, location: BoardLocation)], rows: Range<Int>,
    measuresFrame: Bool
  ) -> (samples: [[LabColour]], tiles: [[TileEvidence]], frameShares: [Double?]) {
    stopwatch.time(.classify) { () -> ([[LabColour]], [[TileEvidence]], [Double?]) in
      guard let first = squares.first else { return ([], [], []) }
      let samples = TileSampler(policy: policy).samples(
        image, location: first.location, rows: rows, labs: labs)
      let tiles = squares.map { model, location in
        TileClassifier(policy: policy, model: model, labs: labs).classify(
          image, location: location, samples: samples, rows: rows)
      }
      let frameShares = squares.map { model, location -> Double? in
        measuresFrame ? FrameMeter(model: model, ringGap: policy.classify.frameRingGap, labs: labs).share(image, location: location) : nil
      }
      return (samples, tiles, frameShares)
    }
  }

  /// A model's squares located on the image (or why it found none), not classified yet.
  private struct Located {
    var name: String
    var model: ScanModel
    /// The side of the blocks the board of a model derived from the image lies on (nil: the
    /// model is used as it is).
    var derive: FallbackModel.BoardSide?
    var adaptation: ColourAdaptation?
    var result: Result<[BoardLocation], ScanError>
    var considered: [BoardCandidate]

    /// The squares located (none on a failure).
    var locations: [BoardLocation] { (try? result.get()) ?? [] }
  }

  /// Locates and classifies with one model (or derives the fallback model after locating).
  private func attempt(
    name: String, model: ScanModel, working: WorkingImage, lookup: [UInt8],
    frameLookup: [UInt8]?, derive: FallbackModel.BoardSide? = nil,
    adaptation: ColourAdaptation? = nil,
    interior: Bool = false, wholeBoard: Bool = true
  ) -> [Candidate] {
    classified(
      locate(
        name: name, model: model, working: working, lookup: lookup, frameLookup: frameLookup,
        derive: derive, adaptation: adaptation, interior: interior, wholeBoard: wholeBoard))
  }

  /// Locates the board's squares with one model (the first half of `attempt`).
  private func locate(
    name: String, model: ScanModel, working: WorkingImage, lookup: [UInt8],
    frameLookup: [UInt8]?, derive: FallbackModel.BoardSide? = nil,
    adaptation: ColourAdaptation? = nil,
    interior: Bool = false, wholeBoard: Bool = true
  ) -> Located {
    let locator = BoardLocator(
      policy: policy, edgeShare: model.thresholds.boardEdgeShare, model: derive == nil ? model : nil,
      labs: labs)
    var considered: [BoardCandidate] = []
    var located = timed(.locate) {
      locator.locate(
        image: image, working: working, lookup: lookup, frameLookup: frameLookup, theme: name,
        considered: &considered)
    }
    if derive == nil, wholeBoard, interior || { if case .failure = located { true } else { false } }() {
      // The board's dark gaps can break apart (a small or blurred copy): look for the board as
      // the region of every board class, bounded by the frame.
      var inner: [BoardCandidate] = []
      let wholeBoard = BoardLocator(
        policy: policy, edgeShare: model.thresholds.boardEdgeShare, model: model,
        requiresVariety: true, labs: labs)
      let interiorLocated = timed(.locate) {
        wholeBoard.locate(
          image: image, working: working, lookup: ColourTable.interiorMask(of: model),
          frameLookup: frameLookup, theme: name, considered: &inner)
      }
      switch (located, interiorLocated) {
      case (.failure, .success):
        located = interiorLocated
        considered = inner
      case (.success(let dark), .success(let whole)):
        // Both: every distinct square, largest first.
        let extra = whole.filter { square in
          !dark.contains { $0.board.intersection(square.board).area * 10 >= square.board.area * 9 }
        }
        located = .success((dark + extra).sorted { $0.board.area > $1.board.area })
      default:
        break
      }
    }
    if let expectedBoard {
      located = ExpectedBoard(square: expectedBoard, policy: policy.geometry).constrain(
        located, stride: working.stride, size: image.size, considered: considered)
    }
    return Located(
      name: name, model: model, derive: derive, adaptation: adaptation, result: located,
      considered: considered)
  }

  /// Classifies every square `located` holds (the second half of `attempt`).
  private func classified(_ located: Located) -> [Candidate] {
    switch located.result {
    case .failure(let error):
      return [
        Candidate(
          name: located.name, model: located.model, isFallback: located.derive != nil, location: nil,
          tiles: [], score: 0, frameShare: nil, error: error, candidates: located.considered)
      ]
    case .success(let locations):
      return locations.map {
        classify(
          name: located.name, model: located.model, location: $0, derive: located.derive,
          adaptation: located.adaptation)
      }
    }
  }

  /// Classifies the tiles of one located board (deriving the fallback model, or fitting the
  /// adapted model again on the board's own tiles, first).
  private func classify(
    name: String, model: ScanModel, location: BoardLocation, derive: FallbackModel.BoardSide?,
    adaptation: ColourAdaptation?
  ) -> Candidate {
    do {
      var model = model
      let samples = timed(.classify) {
        sampleCache.samples(for: location.board) {
          TileSampler(policy: policy).samples(image, location: location, labs: labs)
        }
      }
      if let derive {
        model = timed(.classify) {
          FallbackModel(policy: scanner.policy.fallback).derive(
            image, location: location, samples: samples, side: derive,
            prior: scanner.profiles.first?.scan.classes)
        }
      } else if let adaptation {
        // The board's own tiles are the surest samples of its classes: fit again on them.
        let fit = timed(.adapt) {
          adaptation.fit(ColourAdaptation.points(samples: samples), model: model)
        }
        if fit.transform.largestShift(of: model) >= scanner.policy.adapt.negligibleShift {
          model = fit.transform.apply(to: model)
        }
      }
      let classifier = TileClassifier(policy: policy, model: model, labs: labs)
      let tiles = timed(.classify) {
        classifier.classify(image, location: location, samples: samples)
      }
      let frameShare = timed(.classify) {
        FrameMeter(model: model, ringGap: policy.classify.frameRingGap, labs: labs).share(image, location: location)
      }
      return Candidate(
        name: name, model: model, isFallback: derive != nil, location: location, tiles: tiles,
        score: TileClassifier.score(tiles), frameShare: frameShare, error: nil)
    }
  }

  /// The error of the attempt that got furthest (a square-region complaint beats "no dark
  /// region"), naming every theme tried.
  private func mostAdvancedError(_ attempts: [Candidate]) -> ScanError {
    var names: [String] = []
    for name in attempts.map(\.name) where !names.contains(name) { names.append(name) }
    let themes = names.joined(separator: ", ")
    let errors = attempts.compactMap(\.error)
    for error in errors {
      if case .noSquareRegion(_, let count, let largest) = error {
        return .noSquareRegion(theme: themes, count: count, largest: largest)
      }
    }
    return .noDarkRegion(theme: themes, minimumSide: policy.locate.minimumBoardSide)
  }

  /// True for an image large enough to be read in pieces side by side
  /// (`ScanPolicy.sideBySidePixels`).
  private var isLarge: Bool { policy.readsInPieces(image) }

}

extension FallbackModel {
  /// A placeholder model carrying the policy's thresholds until the real one is derived.
  static func unmatchableModel(_ policy: ScanPolicy.Fallback) -> ScanModel {
    ScanModel(
      classes: ColourClasses(
        board: unmatchable, block: unmatchable, prisoner: unmatchable, fixedBlock: unmatchable,
        rivet: unmatchable, seam: unmatchable, chute: unmatchable, frame: unmatchable),
      thresholds: policy.thresholds)
  }
}

/// Remembers the tile samples of the last board rectangle sampled.
private final class SampleCache {
  private var board: PixelRect?
  private var cached: [[LabColour]] = []

  /// The samples of `board`, made by `make` unless they are the ones remembered.
  func samples(for board: PixelRect, _ make: () -> [[LabColour]]) -> [[LabColour]] {
    if board == self.board { return cached }
    remember(make(), for: board)
    return cached
  }

  /// Remembers `samples` (sampled elsewhere) as the samples of `board`.
  func remember(_ samples: [[LabColour]], for board: PixelRect) {
    cached = samples
    self.board = board
  }
}
