import Foundation
import Imaging
import Puzzle
import Testing
import Themes

@testable import Scanner

/// What a reading costs as an explanation of the pixels (`Explanation`), and the runner-up it
/// is compared with (`RunnerUp`, `BlockAssembler.runnerUp`).
@Suite("Explanation: a reading's cost and its runner-up")
struct ExplanationTests {
  /// The block search holds a piece as one number: its class, first cell, length and
  /// direction come back as they went in, and the codes of pieces in the order of their first
  /// cells ascend (a reading to exclude is compared code by code).
  @Test func aPieceIsOneNumberThatGivesItBack() {
    let pieces = [
      BlockAssembler.Piece(tileClass: .fixed, cells: [Cell(row: 0, column: 0)]),
      BlockAssembler.Piece(
        tileClass: .block, cells: [Cell(row: 0, column: 1), Cell(row: 1, column: 1)]),
      BlockAssembler.Piece(
        tileClass: .prisoner, cells: [Cell(row: 2, column: 0), Cell(row: 2, column: 1)]),
      BlockAssembler.Piece(
        tileClass: .block,
        cells: [Cell(row: 5, column: 3), Cell(row: 5, column: 4), Cell(row: 5, column: 5)]),
    ]
    let codes = pieces.map(BlockSearch.code)
    #expect(codes.map(BlockSearch.piece) == pieces)
    #expect(codes == codes.sorted())
    #expect(Set(codes).count == codes.count)
  }

  static let board = LabColour(l: 25, a: 5, b: 10)
  static let wood = LabColour(l: 65, a: 12, b: 35)
  static let red = LabColour(l: 45, a: 55, b: 35)
  static let rows = [
    "bb....",
    "..b...",
    "rrb...",
    "......",
    "...bbb",
    "......",
  ]

  /// The tiles of `rows` (`.` board, `b` wood, `r` prisoner red), each read as `read` says
  /// (`ChoiceStageTests.tile`'s full confidence).
  static func tiles(readAs read: (Character) -> TileClass) -> [TileEvidence] {
    rows.enumerated().flatMap { row, text in
      text.enumerated().map { column, letter in
        let colour = letter == "b" ? wood : letter == "r" ? red : board
        return ChoiceStageTests.tile(row, column, read(letter), colour)
      }
    }
  }

  static func cost(classes: [TileClass], of tiles: [TileEvidence]) -> Explanation {
    Explanation.of(
      classes: classes, colours: tiles.map(\.meanColour), seams: [], darkening: [], splits: [],
      assembly: 0, policy: .standard)
  }

  @Test func woodReadAsEmptyBoardCostsMoreThanWoodReadAsBlocks() {
    let right = Self.tiles { $0 == "b" ? .block : $0 == "r" ? .prisoner : .empty }
    let prisonerAlone = right.map(\.finalClass).map { $0 == .block ? TileClass.empty : $0 }
    let rightCost = Self.cost(classes: right.map(\.finalClass), of: right)
    let aloneCost = Self.cost(classes: prisonerAlone, of: right)
    // (Uniform classes cost only what naming their colour costs.)
    #expect(rightCost.palette < 20)
    #expect(aloneCost.palette > rightCost.palette + 50)
  }

  @Test func theRunnerUpIsAnotherLegalReadingThatCostsMore() throws {
    let tiles = Self.tiles { $0 == "b" ? .block : $0 == "r" ? .prisoner : .empty }
    let assembler = BlockAssembler(
      tileProbabilities: tiles.map(\.classProbabilities), seams: [], maximumNodes: 200_000)
    let best = try #require(assembler.assemble())
    let other = try #require(assembler.runnerUp(to: best, reach: 30, nodes: 100_000))
    #expect(Set(other.pieces) != Set(best.pieces))
    #expect(other.cost > best.cost)
    // Nothing within a reach smaller than the margin.
    #expect(
      assembler.runnerUp(to: best, reach: (other.cost - best.cost) / 2, nodes: 100_000) == nil)
  }

  /// On a light board the blocks' shadows fall down, into the gaps below them: gaps between
  /// blocks darken ~0.7 side by side and ~0.1 stacked. Each direction is a group of its own, so
  /// a reading pays only for naming each group's darkening; pooled, the two directions would
  /// read as one wide group, dearer by a nat or more a gap.
  @Test func gapsOfOneKindAreGroupedByTheirDirection() {
    let classes = [TileClass](repeating: .block, count: 36)
    let colours = [LabColour](repeating: Self.wood, count: 36)
    let sideBySide = (0..<4).map {
      (first: Cell(row: $0, column: 0), second: Cell(row: $0, column: 1))
    }
    let stacked = (0..<4).map {
      (first: Cell(row: 0, column: $0 + 2), second: Cell(row: 1, column: $0 + 2))
    }
    func gaps(_ darkening: [Double]) -> Double {
      Explanation.of(
        classes: classes, colours: colours, seams: sideBySide + stacked, darkening: darkening,
        splits: Array(repeating: true, count: 8), assembly: 0, policy: .standard
      ).gaps
    }
    let light = gaps(Array(repeating: 0.7, count: 4) + Array(repeating: 0.1, count: 4))
    #expect(abs(light - log(36)) < 1e-9)
    // Mixed within each direction, the spread is paid as before.
    let mixed = gaps(Array(repeating: [0.7, 0.1], count: 4).flatMap { $0 })
    #expect(mixed > light + 8)
  }

  @Test func aChuteSeenOutweighsThePriorAndAnAssumedExitFollowsIt() {
    let policy = ScanPolicy.Explanation.standard
    // A left chute seen at 0.9: cheaper than the right end it rules out.
    #expect(
      Explanation.exitCost(0.9, side: .left, assumed: false, policy: policy)
        < Explanation.exitCost(0.1, side: .right, assumed: false, policy: policy))
    // Nothing seen (½ each): the prior tells them apart, the right end first.
    let right = Explanation.exitCost(0.5, side: .right, assumed: true, policy: policy)
    let left = Explanation.exitCost(0.5, side: .left, assumed: true, policy: policy)
    #expect(abs((left - right) - log(23)) < 1e-9)
  }

  @Test func aReadingThatForcesNoTileCostsItsFloorAndOneThatForcesTilesMore() throws {
    let tiles = Self.tiles { $0 == "b" ? .block : $0 == "r" ? .prisoner : .empty }
    let assembler = BlockAssembler(
      tileProbabilities: tiles.map(\.classProbabilities), seams: [], maximumNodes: 200_000)
    let best = try #require(assembler.assemble())
    let other = try #require(assembler.runnerUp(to: best, reach: 30, nodes: 100_000))
    func cost(_ reading: BlockAssembler.Reading) -> Explanation {
      Explanation.of(
        reading, tiles: tiles, seams: [], continuity: [], exitProbability: 0.5, exitSide: .right,
        exitAssumed: true, policy: .standard)
    }
    // Every tile read as it measures: what legality costs is nothing.
    #expect(abs(cost(best).total - cost(best).exit - cost(best).unconstrained) < 1e-6)
    // The same floor for another reading of the same tiles, which pays for what it forces.
    #expect(cost(other).unconstrained == cost(best).unconstrained)
    #expect(cost(other).total - cost(other).exit - cost(other).unconstrained > 1)
  }

  @Test(arguments: Array(ScreenshotLabel.all.filter { !$0.label.isReject }.prefix(3)))
  func aScreenshotReadsWithAMarginOverItsRunnerUp(_ shot: ScreenshotLabel) throws {
    let report = try BoardScanner.withShippedThemes().scan(shot.image())
    let puzzle = try #require(report.puzzle)
    let explanation = try #require(report.explanation)
    let runnerUp = try #require(report.runnerUp)
    #expect(runnerUp.board != puzzle.board.notation || runnerUp.exit != puzzle.exit)
    #expect(runnerUp.explanation.total > explanation.total)
    // Every other puzzle once, cheapest first, the runner-up the first.
    #expect(report.alternatives.first == runnerUp)
    #expect(
      report.alternatives.map(\.explanation.total)
        == report.alternatives.map(\.explanation.total).sorted())
    #expect(
      !report.alternatives.contains { $0.board == puzzle.board.notation && $0.exit == puzzle.exit })
    #expect(
      Set(report.alternatives.map { "\($0.board) \($0.exit)" }).count == report.alternatives.count)
    // Only another view's reading has a margin of its own, and a square in the image.
    #expect(report.alternatives.allSatisfy { $0.kind == .otherReading || $0.ownMargin == nil })
    #expect(report.alternatives.allSatisfy { ($0.kind == .otherReading) == ($0.square != nil) })
    // A screenshot's grid sits on its tiles, and the calibrated confidence reads it.
    #expect(explanation.misalignment < 3)
    // Its square has the frame all round, not more of the board.
    #expect(explanation.spill < 1)
    #expect(report.confidence >= 0.5)
    #expect(
      report.confidence == ScanConfidence.of(report, margin: report.margin!, policy: .standard))
    #expect(report.margin == ScanConfidence.margin(of: report, policy: .standard))
    // Another reading of the same puzzle stands beside it, priced as a square of the image.
    if let agreeing = report.agreeing {
      #expect(agreeing.kind == .agreeing)
      #expect(agreeing.board == puzzle.board.notation && agreeing.exit == puzzle.exit)
      #expect(agreeing.square != nil)
    }
    // Without it, the board's hypothesis is the chosen reading alone: never a larger margin.
    var alone = report
    alone.agreeing = nil
    #expect(
      try #require(ScanConfidence.margin(of: alone, policy: .standard))
        <= (try #require(report.margin)))
  }

  @Test func emptyTilesOfTwoColoursGainFromASplitAndOneBoardDoesNot() {
    let policy = ScanPolicy.Explanation.standard
    let lab = { (colour: LabColour) in [colour.l, colour.a, colour.b] }
    let board = (0..<20).map { lab(LabColour(l: 40 + Double($0 % 3) * 0.5, a: 2, b: 12)) }
    let wood = (0..<12).map { lab(LabColour(l: 55 + Double($0 % 3) * 0.5, a: -2, b: 14)) }
    // One board, a lighting gradient within the colour spread: nothing to gain.
    #expect(Explanation.emptySplit(board, policy: policy) == 0)
    let gradient = (0..<20).map { lab(LabColour(l: 40 + Double($0) * 0.25, a: 2, b: 12)) }
    #expect(Explanation.emptySplit(gradient, policy: policy) == 0)
    // Blocks of an unknown theme read as board: the two colours gain many nats.
    let split = Explanation.emptySplit(board + wood, policy: policy)
    #expect(split > 10)
    // Fewer tiles than two groups need: not measured.
    #expect(Explanation.emptySplit(Array(wood.prefix(5)), policy: policy) == 0)
    // The reading's explanation carries it, outside its total.
    let classes =
      [TileClass](repeating: .empty, count: 32) + [.prisoner, .prisoner, .empty, .empty]
    let colour = { (point: [Double]) in LabColour(l: point[0], a: point[1], b: point[2]) }
    let colours =
      (board + wood).map(colour) + [LabColour(l: 50, a: 50, b: 30), LabColour(l: 50, a: 50, b: 30)]
      + [colour(board[0]), colour(board[1])]
    let cost = Explanation.of(
      classes: classes, colours: colours, seams: [], darkening: [], splits: [], assembly: 0,
      policy: policy)
    #expect(cost.emptySplit > 10)
    #expect(cost.total == cost.assembly + cost.palette + cost.gaps + cost.exit)
  }

  @Test func emptyTilesOfOneColourAndTwoTexturesGainFromASplit() {
    let policy = ScanPolicy.Explanation.standard
    // One colour: smooth board tiles (their own lightness spread about 1), and a header's row of
    // text as dark as the board read as six more empty tiles.
    let classes = [TileClass](repeating: .empty, count: 36)
    let colours = (0..<36).map { LabColour(l: 33 + Double($0 % 3) * 0.3, a: 8, b: 16) }
    let smooth = (0..<36).map { 1 + Double($0 % 4) * 0.2 }
    let text = smooth.enumerated().map { $0.offset < 6 ? 6 + Double($0.offset % 2) : $0.element }
    func cost(_ textures: [Double]?) -> Explanation {
      Explanation.of(
        classes: classes, colours: colours, seams: [], darkening: [], splits: [], assembly: 0,
        textures: textures, policy: policy)
    }
    #expect(cost(nil).textureSplit == 0)
    #expect(cost(smooth).textureSplit == 0)
    #expect(cost(text).textureSplit > 10)
    // The colours alone are one group, whatever the textures.
    #expect(cost(text).emptySplit == 0)
  }

  @Test func blocksReadAsBoardPutTheirEdgesAmongTheGapsOfItsEmptyTiles() {
    // The gaps of `rows`, measured alike under every model: none between board tiles or inside
    // a block, a clear one (0.4) between two blocks' tiles and at a block's edge.
    let right = Self.tiles { $0 == "b" ? .block : $0 == "r" ? .prisoner : .empty }
    let letters = Self.rows.joined().map { $0 }
    let blockOf =
      [0, 0, -1, -1, -1, -1, -1, -1, 1, -1, -1, -1, 2, 2, 1, -1, -1, -1]
      + [-1, -1, -1, -1, -1, -1, -1, -1, -1, 3, 3, 3, -1, -1, -1, -1, -1, -1]
    var gaps: [SeamEvidence] = []
    for index in 0..<36 {
      let cell = Cell(index: index)
      for next in [
        Cell(row: cell.row, column: cell.column + 1), Cell(row: cell.row + 1, column: cell.column),
      ]
      where next.isOnBoard {
        let same = letters[index] == letters[next.index] && blockOf[index] == blockOf[next.index]
        var gap = ChoiceStageTests.seam(
          same ? 0.01 : 0.4, threshold: Threshold(value: 1, margin: 1))
        gap.first = cell
        gap.second = next
        gaps.append(gap)
      }
    }
    func cost(_ classes: [TileClass]) -> Explanation {
      Explanation.of(
        classes: classes, colours: right.map(\.meanColour), seams: [], darkening: [], splits: [],
        assembly: 0, continuity: gaps, policy: .standard)
    }
    // The blocks read as board (the prisoner alone): the edges of blocks beside board tiles
    // are among the gaps it says the board runs on through.
    let alone = right.map(\.finalClass).map { $0 == .block ? TileClass.empty : $0 }
    let rightCost = cost(right.map(\.finalClass))
    // (One group of gaps, all alike, costs what naming it costs.)
    #expect(rightCost.continuity < 3)
    #expect(cost(alone).continuity > rightCost.continuity + 20)
    // (Not part of the total: it speaks between readings.)
    #expect(
      rightCost.total == rightCost.assembly + rightCost.palette + rightCost.gaps + rightCost.exit)
  }

  @Test func aRivalsTexturedEmptyTilesSpeakAgainstItNotTheChosenReadingsAlone() throws {
    var report = ScanReport(imageWidth: 100, imageHeight: 100)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABooooooooooooooooooooo"))
    let rival = { (textureSplit: Double) in
      RunnerUp(
        board: "oooooooooooooooooooooooooooooooooAAo", exit: try Exit(side: .right, row: 5),
        explanation: Explanation(
          assembly: 1, palette: 1, gaps: 1, exit: 0, unconstrained: 3, textureSplit: textureSplit
        ), source: "theme test", kind: .otherReading, ownMargin: 20)
    }
    func margin(chosen: Double, rival rivalSplit: Double?) throws -> Double {
      report.explanation = Explanation(
        assembly: 1, palette: 1, gaps: 1, exit: 0, unconstrained: 3, textureSplit: chosen)
      report.alternatives = try rivalSplit.map { [try rival($0)] } ?? []
      return try #require(
        ScanConfidence.margin(of: report, second: .some(nil), policy: .standard))
    }
    // Alone, a reading's textured empty tiles (text over the board) cost it nothing.
    #expect(try margin(chosen: 5, rival: nil) == margin(chosen: 0, rival: nil))
    // Against a rival as good, the one whose empty tiles are one texture leads.
    #expect(try margin(chosen: 0, rival: 5) > margin(chosen: 0, rival: 0))
    #expect(try margin(chosen: 5, rival: 0) < margin(chosen: 0, rival: 0))
  }

  @Test func aSquarePricesWhatItLeavesUnexplained() {
    let prices = ScanPolicy.Confidence.standard
    let clean = ScanConfidence.price(
      misalignment: 0, spill: 0, unexplained: 0, emptySplit: 0, area: 100, largest: 100, prices)
    #expect(clean == 0)
    // Spill up to the floor is what a board's own square shows anyway.
    #expect(
      ScanConfidence.price(
        misalignment: 0, spill: prices.spillFloor, unexplained: 0, emptySplit: 0, area: 100,
        largest: 100, prices) == 0)
    #expect(
      ScanConfidence.price(
        misalignment: 1, spill: 0, unexplained: 0, emptySplit: 0, area: 100, largest: 100, prices)
        == prices.misalignmentWeight)
    // A square a quarter of the largest pays for its area.
    #expect(
      abs(
        ScanConfidence.price(
          misalignment: 0, spill: 0, unexplained: 0, emptySplit: 0, area: 25, largest: 100, prices)
          - prices.areaWeight * log(4)) < 1e-9)
  }

  @Test func misalignmentSumsWhatTheTilesHalvesDisagreeOnBeyondTheirShading() throws {
    var tiles = ChoiceStageTests.tiles(
      ["bb....", "b.....", "..rr..", "......", "......", "......"],
      wood: LabColour(l: 60, a: 15, b: 35), red: LabColour(l: 45, a: 60, b: 40), redAs: .prisoner)
    tiles[0].halves = 0.5
    tiles[7].halves = 0.25
    tiles[13].halves = 0.9
    let assembler = BlockAssembler(
      tileProbabilities: tiles.map(\.classProbabilities), seams: [], maximumNodes: 200_000)
    let reading = try #require(assembler.assemble())
    let cost = Explanation.of(
      reading, tiles: tiles, seams: [], continuity: [], exitProbability: 1, exitSide: .right,
      exitAssumed: false, policy: .standard)
    // (A quarter is what a block's lit edge makes its halves disagree on anyway.)
    #expect(ScanPolicy.Explanation.standard.halvesFloor == 0.25)
    #expect(abs(cost.misalignment - (0.25 + 0 + 0.65)) < 1e-9)
    #expect(cost.spill == 0)
    let measured = cost.with(spill: 1.5, unexplained: 2)
    #expect(measured.spill == 1.5 && measured.unexplained == 2 && measured.total == cost.total)
    // (Not part of the total: a measurement of the square.)
    #expect(cost.total == cost.assembly + cost.palette + cost.gaps + cost.exit)
  }
}

@Suite("The calibrated confidence")
struct ScanConfidenceTests {
  @Test func theWeakestPartNamesWhatHoldsTheConfidenceDownMost() throws {
    var report = ScanReport(imageWidth: 100, imageHeight: 100)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABooooooooooooooooooooo"))
    #expect(report.weakestPart == nil)
    report.margin = 3.2
    report.confidenceParts = ConfidenceParts(board: 0.4, exit: 0.9, wayUp: 1)
    #expect(report.weakestPart == "the board's margin over every other reading, 3.2 nats (0.40)")
    report.confidenceParts = ConfidenceParts(board: 0.78, exit: 0.5, wayUp: 1)
    #expect(report.weakestPart == "the exit right:2 (0.50)")
    report.confidenceParts = ConfidenceParts(board: 0.78, exit: 0.96, wayUp: 0.6)
    #expect(report.weakestPart?.hasPrefix("which way is up") == true)
    #expect(abs(report.confidenceParts!.confidence - 0.78 * 0.96 * 0.6) < 1e-12)
  }

  @Test func aBoardTurnedFourQuartersIsItself() throws {
    let board = try Board(notation: "BBoCCDEEEFGDAAoFGoHIIJJoHooooxHooooo")
    #expect(ScanConfidence.turned(board, by: 0) == board.canonicalized())
    let half = try #require(ScanConfidence.turned(board, by: 2))
    #expect(ScanConfidence.turned(half, by: 2) == board.canonicalized())
    // (Turned a quarter, the prisoner stands upright: no board.)
    #expect(ScanConfidence.turned(board, by: 1) == nil)
    // Upside down, the prisoner's row 2 is row 3, and the wall at row 4, column 5 is at row 1,
    // column 0.
    #expect(half.blocks.first(where: \.isPrisoner)?.origin.row == 3)
    #expect(Array(half.notation)[6] == "x")
  }

  @Test func theMarginFallsWithMisalignmentAndARivalSquare() {
    let policy = ScanPolicy.Confidence.standard
    let sure = ScanConfidence.board(margin: 20, policy: policy)
    let even = ScanConfidence.board(margin: -policy.intercept / policy.slope, policy: policy)
    #expect(sure > 0.99)
    #expect(ScanConfidence.board(margin: 8, policy: policy) < sure)
    #expect(abs(even - 0.5) < 1e-9)
    #expect(ScanConfidence.board(margin: 0, policy: policy) < 0.2)
  }

  @Test func theShadingsContrastIsInUnitsOfItsStandardError() {
    let shading = ShadingEvidence(
      edges: [100, 50, 60, 50], tiles: 4, turn: nil, spreads: [10, 10, 10, 10])
    // (100 - 60) / √((10² + 10²) / 4)
    #expect(abs(shading.contrast(0, over: 2, floor: 0) - 40 / 50.squareRoot()) < 1e-9)
    // Spreads below the floor count as the floor; the sign follows the sides.
    #expect(abs(shading.contrast(0, over: 2, floor: 20) - 40 / 200.squareRoot()) < 1e-9)
    #expect(shading.contrast(2, over: 0, floor: 20) < 0)
    // Fewer tiles, the same difference: less evidence.
    var few = shading
    few.tiles = 1
    #expect(few.contrast(0, over: 2, floor: 0) < shading.contrast(0, over: 2, floor: 0))
    #expect(ShadingEvidence(edges: [], tiles: 0, turn: nil).contrast(0, over: 2, floor: 4) == 0)
  }

  @Test func anAssumedExitIsWorthItsPriorOnlyOnAClassicLevel() throws {
    var report = ScanReport(imageWidth: 10, imageHeight: 10)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABooooooooooooooooooooo"))
    report.chute = ChuteEvidence(
      strips: [], score: nil, best: nil, found: false, exit: .standard, confidence: 0.5)
    report.chute?.sideAssumed = true
    let classic = ScanConfidence.exit(of: report, policy: .standard)
    #expect(abs(classic - ScanPolicy.Explanation.standard.rightExitPrior) < 1e-6)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABoooxooooooooooooooooo"))
    #expect(abs(ScanConfidence.exit(of: report, policy: .standard) - 0.5) < 1e-6)
    // A chute seen speaks for itself.
    report.chute?.sideAssumed = nil
    report.chute?.found = true
    report.chute?.confidence = 0.9
    #expect(abs(ScanConfidence.exit(of: report, policy: .standard) - 0.9) < 1e-6)
  }

  @Test func anExitTakenWhereTheFrameIsCutIsWorthItsPrior() throws {
    // (The right frame beyond the image's edge, the left seen closed: the right is taken, not
    // assumed, but nothing showed it.)
    var report = ScanReport(imageWidth: 10, imageHeight: 10)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABooooooooooooooooooooo"))
    report.chute = ChuteEvidence(
      strips: [], score: nil, best: nil, found: false, exit: .standard, confidence: 0.5)
    let chute = try #require(report.chute)
    #expect(chute.sideUnseen)
    #expect(abs(ScanConfidence.exit(of: report, policy: .standard) - 23.0 / 24.0) < 1e-6)
  }

  @Test func aBoardReadUpsideDownTooIsRightTheWayItsPriorAndShadingSay() throws {
    var report = ScanReport(imageWidth: 10, imageHeight: 10)
    report.puzzle = try Puzzle(board: try Board(notation: "ooBoooooBoooAABooooooooooooooooooooo"))
    // Nothing else read: the way up is not in doubt.
    #expect(ScanConfidence.orientation(of: report, policy: .standard) == 1)
    // The same board upside down, its exit on the left of row 3.
    let upsideDown = "oooooooooooooooooooooBAAoooBoooooBoo"
    #expect(
      ScanConfidence.turned(try Board(notation: upsideDown), by: 2)
        == report.puzzle?.board.canonicalized())
    report.alternatives = [
      RunnerUp(
        board: upsideDown, exit: try Exit(side: .left, row: 3),
        explanation: Explanation(assembly: 1, palette: 1, gaps: 1, exit: 0),
        source: "theme test", kind: .otherReading)
    ]
    let twin = try #require(ScanConfidence.upsideDownTwin(of: report))
    #expect(twin.exit.side == .left && twin.exit.row == 3)
    // Without shading, the right's prior: a classic level's exit is on the right.
    let prior = ScanPolicy.Explanation.standard.rightExitPrior
    #expect(abs(ScanConfidence.orientation(of: report, policy: .standard) - prior) < 1e-9)
    // The left-exit reading of the pair is the unlikely way up.
    var flipped = report
    flipped.puzzle = twin
    flipped.alternatives[0].board = report.puzzle!.board.notation
    flipped.alternatives[0].exit = .standard
    #expect(abs(ScanConfidence.orientation(of: flipped, policy: .standard) - (1 - prior)) < 1e-9)
    // Shading that lights the reading's bottom more than its top speaks against it.
    report.geometry = BoardGeometry(
      corners: [], angle: 0, turn: .none, skew: 0, sideRatio: 1, homography: nil,
      rectifiedSize: nil,
      shading: ShadingEvidence(
        edges: [60, 50, 120, 50], tiles: 9, turn: nil, spreads: [10, 10, 10, 10]))
    #expect(ScanConfidence.orientation(of: report, policy: .standard) < 0.5)
  }

  @Test func anotherBoardOfTheSameTilesLosesWhatItsEmptyTilesGainFromTexturesOnly() {
    let prices = ScanPolicy.Confidence.standard
    let fixed = Explanation(assembly: 1, palette: 20, gaps: 20, exit: 0.5)
    // The fixed block read as empty: a little cheaper in colours, but rivets among the empties.
    let rivetsAsBoard = Explanation(assembly: 5, palette: 18, gaps: 17, exit: 0.5, textureSplit: 3)
    let lead = ScanConfidence.lead(of: fixed, over: rivetsAsBoard, prices)
    #expect(abs(lead - (40 - 41 + prices.textureWeight * 3)) < 1e-9)
    // A mark over an empty tile read as a block by the other board: no lead lost for it.
    let marked = Explanation(assembly: 1, palette: 20, gaps: 20, exit: 0.5, textureSplit: 1)
    let markAsBlock = Explanation(assembly: 5, palette: 24, gaps: 20, exit: 0.5)
    #expect(ScanConfidence.lead(of: marked, over: markAsBlock, prices) == 8)
  }
}
