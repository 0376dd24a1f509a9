import Imaging
import Puzzle
import Testing
import Themes

@testable import Scanner

/// The stages that weigh a whole reading: the prisoner by relative redness, the chute as a
/// notch between closed frame, the board's edges, faint seams, and the choice among readings.
@Suite("Assemble, chute, edges and the choice of a reading")
struct ChoiceStageTests {
  /// A tile of `tileClass` with mean colour `colour`, read with full confidence.
  static func tile(_ row: Int, _ column: Int, _ tileClass: TileClass, _ colour: LabColour)
    -> TileEvidence
  {
    let index = TileClass.allCases.firstIndex(of: tileClass) ?? 0
    var probabilities = TileClass.allCases.map { _ in 0.01 }
    probabilities[index] = 0.97
    return TileEvidence(
      cell: Cell(row: row, column: column), tileRect: PixelRect(x: 0, y: 0, width: 1, height: 1),
      sampleRegion: PixelRect(x: 0, y: 0, width: 1, height: 1), votes: ColourVotes(),
      meanColour: colour, colourSpread: LabSpread(l: 1, a: 1, b: 1), classLightness: colour.l,
      measuredClass: tileClass, classProbabilities: probabilities, share: 1, coverage: 1,
      rivetShare: nil, finalClass: tileClass, confidence: 1)
  }

  /// A board from a 6x6 grid of letters: `.` empty, `b` block wood of `wood`, `r` the redder
  /// colour `red`.
  static func tiles(_ rows: [String], wood: LabColour, red: LabColour, redAs: TileClass)
    -> [TileEvidence]
  {
    var tiles: [TileEvidence] = []
    for (row, line) in rows.enumerated() {
      for (column, letter) in line.enumerated() {
        switch letter {
        case "b": tiles.append(tile(row, column, .prisoner, wood))
        case "r": tiles.append(tile(row, column, redAs, red))
        default: tiles.append(tile(row, column, .empty, LabColour(l: 30, a: 10, b: 28)))
        }
      }
    }
    return tiles
  }

  static let board = ["bb....", "b.....", "rr....", "......", "..bbb.", "......"]

  @Test func takesTheReddestPairAsThePrisonerAmongReddishWood() throws {
    // Reddish wood read as prisoner everywhere; the true prisoner is 20 a* redder.
    let tiles = Self.tiles(
      Self.board, wood: LabColour(l: 55, a: 38, b: 50), red: LabColour(l: 45, a: 60, b: 45),
      redAs: .prisoner)
    let resolved = PrisonerResolver(minimumRedContrast: 12, minimumCoverage: 0.25).resolve(tiles)
    let result = try #require(resolved)
    #expect(result.prisoner == [Cell(row: 2, column: 0), Cell(row: 2, column: 1)])
    #expect(result.tiles.filter { $0.measuredClass == .prisoner }.count == 2)
    #expect(result.tiles[0].measuredClass == .block)
  }

  @Test func leavesTheTilesAloneWithoutAClearlyRedderPair() {
    let tiles = Self.tiles(
      Self.board, wood: LabColour(l: 55, a: 38, b: 50), red: LabColour(l: 45, a: 44, b: 45),
      redAs: .prisoner)
    #expect(PrisonerResolver(minimumRedContrast: 12, minimumCoverage: 0.25).resolve(tiles) == nil)
  }

  @Test func leavesOneProperPrisonerAlone() {
    let tiles = Self.tiles(
      Self.board.map { $0.replacingOccurrences(of: "b", with: ".") },
      wood: LabColour(l: 55, a: 38, b: 50), red: LabColour(l: 45, a: 70, b: 45), redAs: .prisoner)
    #expect(PrisonerResolver(minimumRedContrast: 12, minimumCoverage: 0.25).resolve(tiles) == nil)
  }

  @Test func aNotchIsOpenBetweenClosedFrameNotAlongAWholeSide() {
    let board = LabColour(l: 30, a: 10, b: 28)
    let frame = LabColour(l: 60, a: 15, b: 45)
    let open = Array(repeating: board, count: 32)
    let closed = Array(repeating: frame, count: 32)
    let share = ChuteFinder.openShare(
      open, board: board, frame: frame, contrast: board.distance(to: frame), minimumContrast: 6)
    #expect(share == 1)
    #expect(
      ChuteFinder.openShare(
        closed, board: board, frame: frame, contrast: board.distance(to: frame),
        minimumContrast: 6) == 0)
    // Board and frame of one colour: nothing can be told.
    #expect(
      ChuteFinder.openShare(open, board: board, frame: board, contrast: 0, minimumContrast: 6)
        == 0)
  }

  /// A synthetic screen: a 240 px board of dark wood in a frame of light wood, the chute a gap
  /// in the right frame at row 2, and the left frame (cut by the image edge) coloured like the
  /// board along its whole length. The notch is on the right.
  @Test func findsTheNotchNotTheBoardColouredEdge() throws {
    let boardColour = RGBA(red: 74, green: 53, blue: 25)
    let frameColour = RGBA(red: 200, green: 150, blue: 90)
    var image = RGBAImage(width: 290, height: 300, fill: frameColour)
    image.fillRect(PixelRect(x: 0, y: 0, width: 20, height: 300), colour: boardColour)
    image.fillRect(PixelRect(x: 25, y: 30, width: 240, height: 240), colour: boardColour)
    image.fillRect(PixelRect(x: 265, y: 110, width: 25, height: 40), colour: boardColour)
    let location = BoardLocation(
      board: PixelRect(x: 25, y: 30, width: 240, height: 240), workingStride: 1,
      touchesImageEdge: false, candidates: [])
    let model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    let finder = ChuteFinder(policy: .standard, model: model)
    let strips = finder.strips(image, location: location, boardColour: LabColour(boardColour))
    let chosen = finder.choose(strips, prisonerRow: 2)
    guard case .success(let (evidence, _)) = chosen else {
      Issue.record("no exit: \(chosen)")
      return
    }
    #expect(evidence.exit == (try Exit(side: .right, row: 2)))
    #expect(evidence.found)
    let left = strips.filter { $0.side == .left }
    #expect(left.allSatisfy { $0.notchContrast <= 0.01 }, "\(left)")
  }

  @Test func withoutANotchTheExitIsOnTheSideWhoseFrameIsCut() throws {
    let model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    let finder = ChuteFinder(policy: .standard, model: model)
    // Closed frame on the right of every row; the left frame lies outside the image.
    let strips = (0..<6).map {
      ChuteEvidence.Strip(
        side: .right, row: $0, region: PixelRect(x: 0, y: $0 * 10, width: 4, height: 8),
        darkShare: 0)
    }
    guard case .success(let (evidence, warnings)) = finder.choose(strips, prisonerRow: 3) else {
      Issue.record("no exit")
      return
    }
    #expect(evidence.exit == (try Exit(side: .left, row: 3)))
    #expect(!evidence.found)
    #expect(evidence.confidence == 0.5)
    #expect(warnings.map(\.kind) == [.chuteNotVisible])
  }

  /// A board-only crop shows no chute: the exit is taken on the right, marked assumed. For a
  /// classic-looking board that keeps `assumedExitConfidence`; a daily puzzle (the prisoner in
  /// another row, or a fixed block), whose chute may be on either side, is only a guess.
  @Test(arguments: [
    ("ooooooooooooAAooooooooooBBBooooooooo", 0.5),
    ("ooooooooooooooooooAAooooooooooBBBooo", 0.25),
    ("ooooooooooooAAooxoooooooBBBooooooooo", 0.25),
  ])
  func aHiddenChuteIsAssumedOnlyForAClassicLevel(board: String, confidence: Double) throws {
    let model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    let finder = ChuteFinder(policy: .standard, model: model)
    let notation = board
    let prisonerRow = (notation.firstIndex(of: "A")?.utf16Offset(in: notation) ?? 0) / 6
    guard case .success(let (evidence, warnings)) = finder.choose([], prisonerRow: prisonerRow)
    else {
      Issue.record("no exit")
      return
    }
    #expect(evidence.exit == (try Exit(side: .right, row: prisonerRow)))
    #expect(evidence.sideAssumed == true)
    #expect(evidence.confidence == 0.5)
    #expect(warnings.map(\.kind) == [.chuteNotVisible])
    var report = ScanReport(imageWidth: 100, imageHeight: 100)
    report.puzzle = try Puzzle(notation: notation, exit: evidence.exit)
    report.chute = evidence
    report.rank = evidence.confidence
    let doubted = report.doubtingAssumedExit(policy: .standard)
    #expect(doubted.rank == confidence)
    #expect(
      doubted.warnings.contains { $0.message.contains("no classic level") } == (confidence < 0.5))
  }

  /// A daily puzzle: its prisoner in row 3, its exit on the right.
  static let dailyBoard = "ooooooooooooooooooAAooooooooooBBBooo"

  /// A reading of `board` with the exit right:3 at `confidence`, its chute seen there or
  /// (`chuteSeen` false) assumed with nothing to show it.
  static func dailyReading(_ board: String, confidence: Double, chuteSeen: Bool) throws
    -> ScanReport
  {
    let exit = try Exit(side: .right, row: 3)
    var report = ScanReport(imageWidth: 100, imageHeight: 100)
    report.puzzle = try Puzzle(notation: board, exit: exit)
    report.chute = ChuteEvidence(
      strips: [], score: chuteSeen ? 0.8 : nil, best: nil, found: chuteSeen, exit: exit,
      confidence: chuteSeen ? 0.9 : 0.5, sideAssumed: chuteSeen ? nil : true)
    report.rank = confidence
    return report
  }

  /// The picture cut out of a desktop screenshot can leave out the chute the whole image showed:
  /// its reading of the same daily puzzle, sure before its assumed exit is doubted, adds nothing
  /// to the whole image's reading that saw the exit. A different puzzle, or a whole-image
  /// reading that assumed its exit too, leaves the picture's reading to be weighed as before.
  /// A desktop's dark surround can join the board's dark colours into one region the size of
  /// the image, so that the whole image reads no board: the phone's picture read at 0.75 then
  /// stands (the least confidence judges it), but only a sure one stands in for a board the
  /// whole image did read, however unsure.
  @Test func aPictureStandsAtItsOwnConfidenceWhereTheWholeImageReadNoBoard() throws {
    let notation = Self.dailyBoard
    let picture = try Self.dailyReading(notation, confidence: 0.75, chuteSeen: true)
    let nothing = ScanReport(imageWidth: 100, imageHeight: 100)
    #expect(ViewReader.isSureEnough(picture, besides: nothing, sure: 0.9))
    let whole = try Self.dailyReading(notation, confidence: 0.3, chuteSeen: true)
    #expect(!ViewReader.isSureEnough(picture, besides: whole, sure: 0.9))
    // (A whole-image reading at 0.05 is evidence still.)
    let unsure = try Self.dailyReading(notation, confidence: 0.05, chuteSeen: true)
    #expect(!ViewReader.isSureEnough(picture, besides: unsure, sure: 0.9))
    let sure = try Self.dailyReading(notation, confidence: 0.95, chuteSeen: true)
    #expect(ViewReader.isSureEnough(sure, besides: whole, sure: 0.9))
    #expect(!ViewReader.isSureEnough(nothing, besides: nothing, sure: 0.9))
  }

  @Test func aPictureThatLostTheChuteAddsNothingToTheSamePuzzle() throws {
    let notation = Self.dailyBoard
    let whole = try Self.dailyReading(notation, confidence: 0.89, chuteSeen: true)
    let picture = try Self.dailyReading(notation, confidence: 0.95, chuteSeen: false)
    #expect(ViewReader.addsNothing(picture, to: whole, chute: .standard))
    let seen = try Self.dailyReading(notation, confidence: 0.95, chuteSeen: true)
    #expect(!ViewReader.addsNothing(seen, to: whole, chute: .standard))
    let other = try Self.dailyReading(
      "ooooooooooooooooooAAooooooooooBBoooo", confidence: 0.95, chuteSeen: false)
    #expect(!ViewReader.addsNothing(other, to: whole, chute: .standard))
    let assumed = try Self.dailyReading(notation, confidence: 0.6, chuteSeen: false)
    #expect(!ViewReader.addsNothing(picture, to: assumed, chute: .standard))
    #expect(!ViewReader.addsNothing(picture, to: picture, chute: .standard))
  }

  /// A square that took in the frame beside the board looks for the chute beyond it and assumes
  /// the exit; another reading of the same puzzle, on the board's own square, saw it. The
  /// puzzle takes that reading's confidence and its chute, so its daily exit is no guess. A
  /// reading of another puzzle lends neither.
  @Test func aReadingOfTheSamePuzzleLendsTheChuteItSaw() throws {
    let notation = Self.dailyBoard
    let framed = try Self.dailyReading(notation, confidence: 0.5, chuteSeen: false)
    let own = try Self.dailyReading(notation, confidence: 0.77, chuteSeen: true)
    let agreed = HypothesisChoice.agreed(framed, with: [framed, own])
    #expect(agreed.rank == 0.77)
    #expect(agreed.chute?.found == true)
    #expect(agreed.doubtingAssumedExit(policy: .standard).rank == 0.77)
    #expect(agreed.warnings.last?.message.contains("the exit that reading saw") == true)
    // Without it, the daily puzzle's assumed exit stays a guess.
    #expect(framed.doubtingAssumedExit(policy: .standard).rank == 0.25)
    // Another puzzle (one block shorter) lends nothing.
    let other = try Self.dailyReading(
      "ooooooooooooooooooAAooooooooooBBoooo", confidence: 0.77, chuteSeen: true)
    let alone = HypothesisChoice.agreed(framed, with: [framed, other])
    #expect(alone.rank == 0.5)
    #expect(alone.chute?.sideAssumed == true)
    // A surer reading that assumed the exit too lends its confidence, not a chute.
    let assumed = try Self.dailyReading(notation, confidence: 0.77, chuteSeen: false)
    #expect(HypothesisChoice.agreed(framed, with: [assumed]).chute?.sideAssumed == true)
  }

  @Test func aSideSeenOpenIsNoFrameAndGivesNoCutSide() throws {
    let model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    let finder = ChuteFinder(policy: .standard, model: model)
    // A sliver beside the right edge of a board-only crop: a dark corner (closed, it is the
    // side's median) above, the board's own tiles (open, but wide: no notch) below. The left
    // side lies outside the image. That is no frame seen, so no sign the chute is on the left.
    let shares = [0, 0, 0, 0.06, 0.5, 0.94]
    var strips = shares.enumerated().map { row, share in
      ChuteEvidence.Strip(
        side: .right, row: row, region: PixelRect(x: 0, y: row * 10, width: 4, height: 8),
        darkShare: share)
    }
    for index in strips.indices {
      let neighbours = strips.filter { abs($0.row - strips[index].row) == 1 }.map(\.darkShare)
      strips[index].notchContrast = strips[index].darkShare - (neighbours.max() ?? 0)
    }
    guard case .success(let (evidence, warnings)) = finder.choose(strips, prisonerRow: 2) else {
      Issue.record("no exit")
      return
    }
    #expect(!evidence.found)
    #expect(evidence.exit == (try Exit(side: .right, row: 2)))
    // The assumed exit's confidence, lowered because the prisoner's row on the right is a
    // little less open (0.06) than the row below it, against nothing seen on the left.
    let expected = ScanPolicy.Chute.standard.assumedExitConfidence * (1 - 0.06 / 0.5)
    #expect(abs(evidence.confidence - expected) < 1e-9, "\(evidence.confidence)")
    #expect(warnings.map(\.kind) == [.chuteNotVisible])
    #expect(warnings.first?.message.contains("not closed frame") == true)
  }

  /// Closed frame on both sides and no notch that passes: the exit is assumed on the right.
  /// Part of a notch in the prisoner's row there, the most open place of the frame (a notch
  /// half hidden under a mark), or a frame closed all along keeps `hiddenNotchConfidence`,
  /// accepted; another place of the frame more open than the prisoner's row (a board located
  /// with a strip of its frame, looking beyond it) points elsewhere:
  /// `unsupportedNotchConfidence`, below the least accepted.
  @Test(arguments: [
    (0.25, 0.1, ScanPolicy.Chute.standard.hiddenNotchConfidence),
    (0, 0, ScanPolicy.Chute.standard.hiddenNotchConfidence),
    (0.0625, 0.15625, ScanPolicy.Chute.standard.unsupportedNotchConfidence),
    (0, 0.1, ScanPolicy.Chute.standard.unsupportedNotchConfidence),
  ])
  func aClosedFrameWithoutATraceOfTheNotchIsNoSupport(
    prisonerRow: Double, elsewhere: Double, confidence: Double
  ) throws {
    let model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    let finder = ChuteFinder(policy: .standard, model: model)
    let strips = Exit.Side.allCases.flatMap { side in
      (0..<6).map { row in
        var strip = ChuteEvidence.Strip(
          side: side, row: row, region: PixelRect(x: 0, y: row * 10, width: 4, height: 8),
          darkShare: 0)
        if side == .right {
          strip.notchContrast = row == 2 ? prisonerRow : row == 5 ? elsewhere : 0
        }
        strip.darkShare = strip.notchContrast
        return strip
      }
    }
    guard case .success(let (evidence, warnings)) = finder.choose(strips, prisonerRow: 2) else {
      Issue.record("no exit")
      return
    }
    #expect(!evidence.found)
    #expect(evidence.exit == (try Exit(side: .right, row: 2)))
    #expect(evidence.sideAssumed == true)
    #expect(evidence.confidence == confidence)
    #expect((confidence >= ScanReport.defaultMinimumConfidence) == (prisonerRow >= elsewhere))
    #expect(warnings.map(\.kind) == [.chuteNotVisible])
    #expect(warnings.first?.message.contains("less open") == (prisonerRow < elsewhere))
  }

  @Test func aSideThatGoesOnWhileAnotherIsClosedIsContinuing() {
    let edges = EdgeEvidence(top: 0.05, bottom: 0.5, left: 0, right: 0.1)
    #expect(edges.continuing(open: 0.45, closed: 0.25) == ["bottom"])
    // Every side board-like (a frame of wood like the blocks): no side stands out.
    let alike = EdgeEvidence(top: 0.7, bottom: 0.8, left: 0.7, right: 0.9)
    #expect(alike.continuing(open: 0.45, closed: 0.25).isEmpty)
    // A board-only crop: no side measured.
    #expect(
      EdgeEvidence(top: nil, bottom: nil, left: nil, right: nil).continuing(
        open: 0.45, closed: 0.25
      ).isEmpty)
  }

  /// A 120 px board of empty tiles (board colour) at 90,90 in a 300 px frame of light wood,
  /// with `below` pixels of board colour beyond its bottom edge.
  static func edgeMeasure(below: Int) -> EdgeEvidence {
    let boardColour = LabColour(l: 30, a: 10, b: 28)
    let frame = LabColour(l: 75, a: 8, b: 30)
    var image = RGBAImage(width: 300, height: 300, fill: frame.rgba)
    image.fillRect(
      PixelRect(x: 90, y: 90, width: 120, height: 120 + below), colour: boardColour.rgba)
    let location = BoardLocation(
      board: PixelRect(x: 90, y: 90, width: 120, height: 120), workingStride: 1,
      touchesImageEdge: false, candidates: [])
    let tiles = (0..<36).map { tile($0 / 6, $0 % 6, .empty, boardColour) }
    return EdgeMeter(policy: .standard).measure(image, location: location, tiles: tiles)
  }

  @Test func aSliverOfBoardColourBesideAnEdgeIsNoBoardGoingOn() {
    // A shaded rim 6 px deep (a third of a 20 px tile) below the board, then the frame.
    let sliver = Self.edgeMeasure(below: 6)
    #expect(sliver.bottom == 0)
    #expect(sliver.continuing(open: 0.45, closed: 0.25).isEmpty)
    // A whole row more of board below: it goes on.
    let more = Self.edgeMeasure(below: 20)
    #expect(more.bottom == 1)
    #expect(more.continuing(open: 0.45, closed: 0.25) == ["bottom"])
  }

  @Test func anOutlineIsTheBoardsOnlyNearItsCorners() {
    let board = PixelRect(x: 0, y: 100, width: 420, height: 420)
    // The board's outline, its bottom side leaning by 30 px: within half a tile of each corner.
    let leaning = BoardQuadrilateral(
      corners: [
        ImagePoint(x: 0, y: 100), ImagePoint(x: 420, y: 100), ImagePoint(x: 420, y: 535),
        ImagePoint(x: 0, y: 505),
      ], residual: 0, inlierShare: 1)
    #expect(GeometryStage.cornerDistance(leaning, board) <= 0.5 * 70)
    // A region of about the board's size that took in a shaded strip below it.
    let joined = BoardQuadrilateral(
      corners: [
        ImagePoint(x: 0, y: 100), ImagePoint(x: 430, y: 100), ImagePoint(x: 440, y: 600),
        ImagePoint(x: 0, y: 580),
      ], residual: 0, inlierShare: 1)
    #expect(GeometryStage.cornerDistance(joined, board) > 0.5 * 70)
  }

  static func seam(_ darkening: Double, threshold: Threshold) -> SeamEvidence {
    let p = threshold.probability(darkening)
    return SeamEvidence(
      first: Cell(row: 0, column: 0), second: Cell(row: 0, column: 1),
      searchRegion: PixelRect(x: 0, y: 0, width: 1, height: 1), gapPosition: 0,
      gapLightness: 0, woodLightness: 50, darkening: darkening, threshold: threshold,
      splitProbability: p, split: p >= 0.5, confidence: max(p, 1 - p))
  }

  @Test func faintGapsLowerTheSeamThresholdButClearOnesNeverRaiseIt() {
    let prior = Threshold(value: 0.25, margin: 0.15)
    let meter = SeamMeter(policy: .standard, threshold: prior, classes: nil)
    // Joined wood near 0, faint gaps near 0.2 (a recompressed copy): 0.2 becomes a split.
    let faint = [0, 0.01, 0.02, 0.01, 0.2, 0.22, 0.19].map { Self.seam($0, threshold: prior) }
    let lowered = meter.adapted(faint)
    #expect(lowered.allSatisfy { $0.threshold.value < 0.25 })
    #expect(lowered.filter(\.split).count == 3)
    // Joined wood and clear gaps only: the threshold stays.
    let clear = [0, 0.01, 0.02, 0.6, 0.7].map { Self.seam($0, threshold: prior) }
    #expect(meter.adapted(clear).allSatisfy { $0.threshold == prior })
  }

  /// The gaps along row 0 between columns 0-1, 1-2, ... with these darkenings, judged against
  /// `threshold`.
  static func rowSeams(_ darkenings: [Double], threshold: Threshold) -> [SeamEvidence] {
    darkenings.enumerated().map { column, darkening in
      var seam = Self.seam(darkening, threshold: threshold)
      seam.first = Cell(row: 0, column: column)
      seam.second = Cell(row: 0, column: column + 1)
      return seam
    }
  }

  @Test func faintGapsStandOnlyWhereTheLegalReadingBearsThemOut() throws {
    let profile = Threshold(value: 0.1, margin: 0.03)
    let lowered = Threshold(value: 0.05, margin: 0.03)
    // A block of three in row 0 whose grain darkens one of its joins a little (0.07): the
    // lowered threshold splits it, which leaves a block of one; the profile's joins it.
    func board(blocks: Int) -> [TileEvidence] {
      (0..<36).map { index in
        let (row, column) = (index / 6, index % 6)
        if row == 0 && column < blocks {
          return Self.tile(row, column, .block, LabColour(l: 60, a: 5, b: 30))
        }
        if row == 2 && column < 2 {
          return Self.tile(row, column, .prisoner, LabColour(l: 45, a: 60, b: 45))
        }
        return Self.tile(row, column, .empty, LabColour(l: 30, a: 10, b: 28))
      }
    }
    /// The reading of `tiles` whose gaps along row 0 darken so, under both thresholds.
    func read(_ tiles: [TileEvidence], _ darkenings: [Double]) throws -> (
      reading: BlockAssembler.Reading, seams: [SeamEvidence]
    ) {
      try #require(
        BlockAssembler.reading(
          tiles: tiles,
          seams: SeamHypotheses(
            asProfiled: Self.rowSeams(darkenings, threshold: profile),
            faint: Self.rowSeams(darkenings, threshold: lowered), coarse: []),
          maximumNodes: 100_000))
    }
    let kept = try read(board(blocks: 3), [0.07, 0.03])
    #expect(kept.seams.allSatisfy { $0.threshold == profile })
    #expect(kept.reading.splits == [false, false])
    // Two blocks of two side by side, the gap between them faint (0.07): the profile's
    // threshold joins four tiles, which no block has; the lowered one splits them.
    let four = board(blocks: 4)
    let split = try read(four, [0.02, 0.07, 0.02])
    #expect(split.seams.allSatisfy { $0.threshold == lowered })
    #expect(split.reading.splits == [false, true, false])
    #expect(split.reading.weakestOverrule(tiles: four, seams: split.seams) == 1)
  }

  @Test func strongGrainRaisesOnlyATightThresholdAndNoHigherThanTheImagesCut() throws {
    // A profile fitted on two screenshots whose grain stayed below 0.06 and gaps above 0.066.
    let tight = Threshold(value: 0.063, margin: 0.003)
    let meter = SeamMeter(policy: .standard, threshold: tight, classes: nil)
    // The next screenshot: joined wood near 0, strong grain at 0.08 and 0.1, gaps from 0.15.
    let darkenings = [0, 0, 0.01, 0.02, 0.03, 0.08, 0.1, 0.15, 0.18, 0.2, 0.22, 0.25, 0.3]
    let raised = meter.coarsened(darkenings.map { Self.seam($0, threshold: tight) })
    #expect(!raised.isEmpty && raised.count <= SeamMeter.coarseCandidates)
    let values = raised.map { $0[0].threshold.value }
    #expect(values == values.sorted())
    #expect(values.allSatisfy { $0 > tight.value + tight.margin && $0 < 0.15 })
    // The widest gap, 0.1 to 0.15, is one of them: it joins the grain and splits the gaps,
    // each likely (0.95 one margin away), none certain.
    let widest = try #require(raised.first { abs($0[0].threshold.value - 0.125) < 1e-9 })
    #expect(widest.map(\.split) == darkenings.map { $0 >= 0.15 })
    #expect(abs(widest[0].threshold.margin - 0.025) < 1e-9)
    // A profile with room between its grain and its gaps keeps its threshold.
    let comfortable = Threshold(value: 0.25, margin: 0.15)
    let roomy = SeamMeter(policy: .standard, threshold: comfortable, classes: nil)
    #expect(roomy.coarsened(darkenings.map { Self.seam($0, threshold: comfortable) }).isEmpty)
  }

  @Test func strongGrainStandsOnlyWhereTheLegalReadingBearsItOut() throws {
    let tight = Threshold(value: 0.063, margin: 0.003)
    let raised = Threshold(value: 0.12, margin: 0.03)
    let tiles: [TileEvidence] = (0..<36).map { index in
      let (row, column) = (index / 6, index % 6)
      if row == 0 && column < 5 {
        return Self.tile(row, column, .block, LabColour(l: 40, a: -36, b: 28))
      }
      if row == 2 && column < 2 {
        return Self.tile(row, column, .prisoner, LabColour(l: 47, a: -15, b: 52))
      }
      return Self.tile(row, column, .empty, LabColour(l: 57, a: -9, b: 3))
    }
    func read(_ darkenings: [Double]) throws -> (
      reading: BlockAssembler.Reading, seams: [SeamEvidence]
    ) {
      try #require(
        BlockAssembler.reading(
          tiles: tiles,
          seams: SeamHypotheses(
            asProfiled: Self.rowSeams(darkenings, threshold: tight), faint: nil,
            coarse: [Self.rowSeams(darkenings, threshold: raised)]),
          maximumNodes: 100_000))
    }
    // A block of three beside a block of two, grain darkening a join of the three to 0.08:
    // the profile's threshold leaves a block of one, which only a tile read against its
    // colour could mend; the raised threshold reads it with nothing overruled.
    let grain = try read([0.01, 0.08, 0.2, 0.02])
    #expect(grain.seams.allSatisfy { $0.threshold == raised })
    #expect(grain.reading.splits == [false, false, true, false])
    #expect(grain.reading.pieces.map(\.cells.count) == [3, 2, 2])
    // A block of two beside a block of three, their gap darkening only 0.1: the profile's
    // reading overrules nothing, and the raised threshold (which would join five tiles) gives
    // way.
    let gap = try read([0.01, 0.1, 0.01, 0.02])
    #expect(gap.seams.allSatisfy { $0.threshold == tight })
    #expect(gap.reading.pieces.map(\.cells.count) == [2, 3, 2])
  }

  static func report(board: PixelRect, confidence: Double, notation: String) throws -> ScanReport {
    var report = ScanReport(imageWidth: 1000, imageHeight: 1000)
    report.location = BoardLocation(
      board: board, workingStride: 1, touchesImageEdge: false, candidates: [])
    report.puzzle = try Puzzle(board: Board(notation: notation), exit: .standard)
    report.rank = confidence
    return report
  }

  @Test func aMuchLargerBoardThatReadsBeatsASureDecoy() throws {
    let large = try Self.report(
      board: PixelRect(x: 0, y: 300, width: 600, height: 600), confidence: 0.6,
      notation: "oooooooooooooAAooooooooooooooooooooo")
    let decoy = try Self.report(
      board: PixelRect(x: 700, y: 0, width: 200, height: 200), confidence: 0.95,
      notation: "BBoooooooooooAAooooooooooooooooooooo")
    #expect(HypothesisChoice.isBetter(large, than: decoy, areaRatio: 2))
    #expect(!HypothesisChoice.isBetter(decoy, than: large, areaRatio: 2))
    // About the same square: another puzzle wins by confidence; the same puzzle read again
    // only as a profile's reading over the fallback's.
    let other = try Self.report(
      board: PixelRect(x: 0, y: 310, width: 590, height: 590), confidence: 0.9,
      notation: "BBoooooooooooAAooooooooooooooooooooo")
    #expect(HypothesisChoice.isBetter(other, than: large, areaRatio: 2))
    var again = try Self.report(
      board: PixelRect(x: 0, y: 310, width: 590, height: 590), confidence: 0.9,
      notation: "oooooooooooooAAooooooooooooooooooooo")
    #expect(!HypothesisChoice.isBetter(again, than: large, areaRatio: 2))
    var derived = large
    derived.usedFallback = true
    #expect(HypothesisChoice.isBetter(again, than: derived, areaRatio: 2))
    again.usedFallback = true
    #expect(!HypothesisChoice.isBetter(again, than: large, areaRatio: 2))
  }
}
