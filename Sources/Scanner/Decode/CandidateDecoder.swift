import Imaging
import Puzzle
import Themes

/// Reads one located, classified candidate to the end (the classify check, seams, prisoner,
/// blocks, chute, validate) and returns the reading as a value: `decode` changes nothing
/// outside it but the stage times it adds to the stopwatch it is given.
struct CandidateDecoder {
  let image: RGBAImage
  let policy: ScanPolicy
  /// The scan's CIELAB conversions (a memo: it answers only what it would compute).
  let labs: LabMemo
  let stopwatch: Stopwatch
  /// The reading as far as it has got.
  var report: ScanReport

  /// The reading of `candidate` on `image`, starting from `base` (the image's size and noise):
  /// the board, its rank and every stage's evidence, or the error of the stage it stopped
  /// at. `bestProfile` (the profile that fits best) is named when `candidate` is the model
  /// derived from the image.
  static func decode(
    _ candidate: Candidate, base: ScanReport, bestProfile: Candidate?, image: RGBAImage,
    policy: ScanPolicy, labs: LabMemo, stopwatch: Stopwatch
  ) -> ScanReport {
    var decoder = CandidateDecoder(
      image: image, policy: policy, labs: labs, stopwatch: stopwatch, report: base)
    decoder.read(candidate, bestProfile: bestProfile)
    return decoder.report
  }

  /// Runs `body`, adding its duration to `stage`.
  func timed<T>(_ stage: ScanStage, _ body: () -> T) -> T {
    stopwatch.time(stage, body)
  }

  /// Reads the board with one located candidate: fills the report from it and runs the stages
  /// after locating.
  private mutating func read(_ chosen: Candidate, bestProfile: Candidate?) {
    guard let location = chosen.location else { return }
    if chosen.isFallback {
      let bestText =
        bestProfile.map {
          "the best profile, \($0.name), scores \(ScanError.format($0.score)), needs "
            + "\(ScanError.format($0.model.thresholds.themeFit.value))"
        } ?? "no profile finds a board"
      report.warnings.append(
        ScanWarning(
          .fallbackTheme,
          "no theme profile fits (\(bestText)); using thresholds derived from the image"))
    } else if chosen.score < chosen.model.thresholds.themeFit.value {
      report.warnings.append(
        ScanWarning(
          .poorThemeFit,
          "theme \(chosen.name) fits poorly (score \(ScanError.format(chosen.score)), needs "
            + "\(ScanError.format(chosen.model.thresholds.themeFit.value)))"))
    }
    report.theme = chosen.name
    report.usedFallback = chosen.isFallback
    report.model = chosen.model
    report.adaptation = chosen.isFallback ? nil : chosen.adaptation
    report.location = location
    report.tiles = chosen.tiles
    if location.touchesImageEdge {
      report.warnings.append(
        ScanWarning(.boardOnlyCrop, "the board touches the image edge (a board-only crop?)"))
    }
    continueWith(model: chosen.model, location: location)
  }

  /// Classify check, seams, blocks, chute, validate.
  private mutating func continueWith(model: ScanModel, location: BoardLocation) {
    report.stageReached = .classify
    let coverage = model.thresholds.tileCoverage
    let unreadable = report.tiles.filter { $0.coverage < coverage.value - coverage.margin }
    if unreadable.count > 3 {
      report.error = .unreadableTiles(
        theme: report.theme ?? "none", cells: unreadable.map(\.cell),
        lowestCoverage: unreadable.map(\.coverage).min() ?? 0)
      return
    }

    report.stageReached = .seams
    let meter = SeamMeter(policy: policy, model: model, labs: labs)
    let tiles = report.tiles
    let measured: SeamHypotheses
    // The grid's alignment with the image's edges (asked of a legal reading at the end) and the
    // gaps between every two neighbours (`SeamMeter.continuity`) depend on the board's square
    // and tiles alone: in a large image, whose pixels are slow to reach, they are measured
    // beside the seams, on a thread and stopwatch of their own.
    var alignment: GridAlignment?
    var continuity: [SeamEvidence]?
    if policy.readsInPieces(image) {
      let aside = Stopwatch()
      let (image, policy) = (self.image, self.policy)
      typealias Piece = (
        seams: SeamHypotheses?, alignment: GridAlignment?, continuity: [SeamEvidence]?
      )
      let both = sideBySide(2) { index -> Piece in
        guard index == 1 else {
          return (
            timed(.seams) { meter.hypotheses(image, location: location, tiles: tiles) }, nil, nil
          )
        }
        return (
          nil,
          aside.time(.validate) { Self.alignment(image, location: location, seams: policy.seams) },
          aside.time(.seams) {
            SeamMeter.continuity(image, location: location, tiles: tiles, policy: policy)
          }
        )
      }
      stopwatch.add(aside)
      measured = both[0].seams!
      alignment = both[1].alignment
      continuity = both[1].continuity
    } else {
      measured = timed(.seams) { meter.hypotheses(image, location: location, tiles: tiles) }
    }
    report.seams = measured.provisional
    report.continuity =
      continuity
      ?? timed(.seams) {
        SeamMeter.continuity(image, location: location, tiles: tiles, policy: policy)
      }

    report.stageReached = .blocks
    let resolver = PrisonerResolver(
      minimumRedContrast: policy.assemble.prisonerRedContrast,
      minimumCoverage: coverage.value - coverage.margin,
      direction: PrisonerResolver.direction(of: model))
    if let resolved = timed(.blocks, { resolver.resolve(report.tiles) }) {
      report.tiles = resolved.tiles
      report.warnings.append(
        ScanWarning(
          .prisonerByRedness,
          "the colours give \(report.tiles.count) tiles no single prisoner; the reddest pair, "
            + "\(resolved.prisoner.map { ScanError.cell($0) }.joined(separator: " ")), is "
            + "\(ScanError.format(resolved.contrast)) further towards the prisoner's colour than "
            + "any other block and is taken as the prisoner"))
    }
    if let error = prisonerPrecheck(model: model) {
      report.error = error
      return
    }
    // (The tiles as the prisoner check left them.)
    let checked = report.tiles
    let assembled = timed(.blocks) {
      BlockAssembler.reading(
        tiles: checked, seams: measured, maximumNodes: policy.assemble.maximumSearchNodes)
    }
    guard let (reading, seams) = assembled else {
      report.error = .noLegalReading(decision: "a prisoner", probability: 0)
      return
    }
    report.seams = seams
    if reading.truncated {
      report.warnings.append(
        ScanWarning(
          .searchLimit,
          "the block search stopped after \(reading.nodes) readings; the reading may not be the "
            + "most likely"))
    }
    let overrules = reading.overrules(tiles: report.tiles, seams: report.seams)
    for index in report.tiles.indices { report.tiles[index].finalClass = reading.classes[index] }
    for index in report.seams.indices { report.seams[index].split = reading.splits[index] }
    var weakest = (decision: "", probability: 1.0)
    for overrule in overrules {
      let p = overrule.probability
      let decision: String
      switch overrule {
      case .tile(let index, _):
        let tile = report.tiles[index]
        report.tiles[index].confidence = min(tile.confidence, p)
        report.warnings.append(
          ScanWarning(
            .legalised,
            "tile \(ScanError.cell(tile.cell)) measures \(tile.measuredClass) (share "
              + "\(ScanError.format(tile.share))) but only \(tile.finalClass) gives a legal board"))
        decision = "tile \(ScanError.cell(tile.cell)) to be \(tile.finalClass)"
      case .seam(let index, _):
        let seam = report.seams[index]
        report.seams[index].confidence = p
        report.warnings.append(
          ScanWarning(
            .legalised,
            "the gap between \(ScanError.cell(seam.first)) and \(ScanError.cell(seam.second)) "
              + "measures \(seam.measuredSplit ? "split" : "joined") (darkening "
              + "\(ScanError.format(seam.darkening))) but only "
              + "\(seam.split ? "split" : "joined") gives a legal board"))
        decision =
          "\(seam.split ? "a split" : "a join") between \(ScanError.cell(seam.first)) and "
          + "\(ScanError.cell(seam.second))"
      }
      if p < weakest.probability { weakest = (decision, p) }
    }
    if weakest.probability < policy.assemble.minimumDecisionProbability {
      report.error = .noLegalReading(decision: weakest.decision, probability: weakest.probability)
      return
    }
    let blocks = reading.blocks
    report.blocks = blocks
    let prisonerRow = blocks.first(where: \.isPrisoner)?.origin.row ?? 2

    report.stageReached = .chute
    let finder = ChuteFinder(policy: policy, model: model)
    let chosen = timed(.chute) { () -> Result<(ChuteEvidence, [ScanWarning]), ScanError> in
      let strips = finder.strips(
        image, location: location,
        boardColour: ChuteFinder.boardColour(tiles: report.tiles, model: model))
      return finder.choose(strips, prisonerRow: prisonerRow)
    }
    let chute: ChuteEvidence
    switch chosen {
    case .failure(let error):
      report.error = error
      return
    case .success(let (evidence, warnings)):
      chute = evidence
      report.chute = evidence
      report.warnings += warnings
    }

    report.stageReached = .validate
    let validated = timed(.validate) { () -> Result<Puzzle, PuzzleError> in
      do throws(PuzzleError) {
        return .success(try Puzzle(board: Board(blocks: blocks), exit: chute.exit))
      } catch {
        return .failure(error)
      }
    }
    switch validated {
    case .failure(let error):
      report.error = .illegalBoard(error)
    case .success(let puzzle):
      report.puzzle = puzzle
      var rank = chute.confidence
      for tile in report.tiles { rank = min(rank, tile.confidence) }
      for seam in report.seams
      where reading.classes[seam.first.index].isSolid && reading.classes[seam.second.index].isSolid
      {
        rank = min(rank, seam.confidence)
      }
      if report.usedFallback { rank *= policy.choice.fallbackRankFactor }
      let unexplained = explanationFactor(model: model)
      rank *= unexplained.factor
      let edges = timed(.validate) {
        EdgeMeter(policy: policy, labs: labs).measure(
          image, location: location, tiles: report.tiles)
      }
      report.edges = edges
      // (The reading is priced, against its rivals and its floor, by this image's own gaps
      // refitted on it, where that reads the same board: `BlockAssembler.refitted`.)
      let refit = timed(.blocks) {
        BlockAssembler.refitted(
          reading, tiles: report.tiles, seams: report.seams,
          maximumNodes: policy.assemble.maximumSearchNodes,
          spreadFloor: policy.seams.refitSpreadFloor)
      }
      if let refit { report.seams = refit.seams }
      report.explanation = Explanation.of(
        refit?.reading ?? reading, tiles: report.tiles, seams: report.seams,
        continuity: report.continuity,
        exitProbability: chute.confidence,
        exitSide: chute.exit.side, exitAssumed: chute.sideUnseen,
        policy: policy.explanation
      ).with(
        spill: edges.sides.reduce(0) { $0 + $1.share },
        unexplained: Double(unexplained.unexplained))
      let continuing = edges.continuing(open: policy.edges.open, closed: policy.edges.closed)
      if !continuing.isEmpty {
        rank *= policy.edges.openFactor
        report.warnings.append(
          ScanWarning(
            .boardContinues,
            "the board seems to go on beyond its \(continuing.joined(separator: " and ")) "
              + "edge (\(edges.sides.map { "\($0.name) \(ScanError.format($0.share))" }.joined(separator: ", ")) "
              + "board-like): the square read may not be the whole board"))
      }
      rank *= alignmentFactor(location: location, measured: alignment)
      report.rank = rank
    }
  }
}
