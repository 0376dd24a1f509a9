import Foundation
import Imaging
import Puzzle
import Testing
import Themes

@testable import Scanner

/// Stages that must not assume an order of lightness or hue between classes: the prisoner by
/// the theme's own block-to-prisoner direction, the check that empty tiles look alike, and the
/// seam polarity a profile records.
@Suite("No built-in idea of which colour is darker")
struct AnyThemeStageTests {
  static let board = ChoiceStageTests.board

  @Test func takesThePairFurthestTowardsAGreenPrisonerAmongGreenishWood() throws {
    // A theme whose prisoner is green: the reddest pair would be any block; the pair furthest
    // along the theme's block-to-prisoner direction is the prisoner.
    let wood = LabColour(l: 60, a: -20, b: 30)
    let prisoner = LabColour(l: 55, a: -45, b: 25)
    let tiles = ChoiceStageTests.tiles(Self.board, wood: wood, red: prisoner, redAs: .prisoner)
    var model = try ThemeLibrary.builtIn().profile(named: "original-1").scan
    model.classes.block.mean = wood
    model.classes.prisoner.mean = prisoner
    let resolver = PrisonerResolver(
      minimumRedContrast: 12, minimumCoverage: 0.25,
      direction: PrisonerResolver.direction(of: model))
    let result = try #require(resolver.resolve(tiles))
    #expect(result.prisoner == [Cell(row: 2, column: 0), Cell(row: 2, column: 1)])
    // By redness (a*) alone the wood is the "reddest" and no pair stands out.
    #expect(PrisonerResolver(minimumRedContrast: 12, minimumCoverage: 0.25).resolve(tiles) == nil)
  }

  @Test func aLonePairDoesNotStandOutFromNothing() {
    // Every other tile read as board: the pair must still stand out from those tiles.
    let rows = ["......", "......", "rr....", "......", "......", "......"]
    let tiles = ChoiceStageTests.tiles(
      rows, wood: LabColour(l: 55, a: 38, b: 50), red: LabColour(l: 30, a: 10, b: 28),
      redAs: .block)
    #expect(PrisonerResolver(minimumRedContrast: 12, minimumCoverage: 0.25).resolve(tiles) == nil)
  }

  static let check = EmptyTileCheck(minimumGroup: 3, separationRatio: 6, minimumSpreads: 3)
  static let boardClass = ColourModel(
    mean: LabColour(l: 40, a: 5, b: 10), spread: LabSpread(l: 3, a: 2, b: 3))

  @Test func emptyTilesOfTwoColoursDoNotExplainTheBoard() throws {
    // Twenty tiles of a light board and ten of dark blocks, all read as empty.
    let light = (0..<20).map { LabColour(l: 70 + Double($0 % 3) * 0.4, a: 2, b: 8) }
    let dark = (0..<10).map { LabColour(l: 40 + Double($0 % 2) * 0.5, a: 6, b: 12) }
    let split = try #require(Self.check.distinctGroups(light + dark, board: Self.boardClass))
    #expect(Set([split.first.count, split.second.count]) == [20, 10])
  }

  @Test func grainedBlocksReadAsEmptyDoNotExplainTheBoard() throws {
    // Eight tiles of a flat board and 26 of grained blocks spread over 13 lightness units, all
    // read as empty: less than six pooled deviations apart, but with a gap as wide as 20
    // deviations of the flat board's tiles.
    let board = (0..<8).map { LabColour(l: 42 + Double($0 % 3) * 0.4, a: 2, b: 13) }
    let blocks = (0..<26).map { LabColour(l: 52.5 + Double($0) * 0.52, a: -1.5, b: 14.5) }
    let split = try #require(Self.check.distinctGroups(board + blocks, board: Self.boardClass))
    #expect(Set([split.first.count, split.second.count]) == [8, 26])
    #expect(split.ratio < 6)
  }

  @Test func aLightingGradientIsOneBoard() {
    // One board under uneven light: lightness falls evenly across 30 tiles.
    let gradient = (0..<30).map { LabColour(l: 30 + Double($0) * 0.6, a: 5, b: 10) }
    #expect(Self.check.distinctGroups(gradient, board: Self.boardClass) == nil)
  }

  @Test func twoCloseShadesOfOneBoardAreOneBoard() {
    // Two clean groups, but less than three board spreads apart.
    let colours =
      (0..<15).map { _ in LabColour(l: 40, a: 5, b: 10) }
      + (0..<15).map { _ in LabColour(l: 44, a: 5, b: 10) }
    #expect(Self.check.distinctGroups(colours, board: Self.boardClass) == nil)
  }

  /// A light board's classes with a dark fixed block (L 27) and red blocks.
  static let classes: ColourClasses = {
    let elsewhere = ColourModel(
      mean: LabColour(l: 50, a: 0, b: 90), spread: LabSpread(l: 1, a: 1, b: 1))
    return ColourClasses(
      board: ColourModel(
        mean: LabColour(l: 68, a: -6, b: -5), spread: LabSpread(l: 2.5, a: 1.5, b: 2.5)),
      block: ColourModel(
        mean: LabColour(l: 32, a: 40, b: 20), spread: LabSpread(l: 4, a: 2.5, b: 2.5)),
      prisoner: elsewhere,
      fixedBlock: ColourModel(
        mean: LabColour(l: 27, a: -3, b: -3), spread: LabSpread(l: 2.8, a: 1.5, b: 2.5)),
      rivet: elsewhere, seam: elsewhere, chute: elsewhere, frame: elsewhere)
  }()

  @Test func aFixedBlockReadAsEmptyDoesNotExplainTheBoard() {
    // Nine empty tiles of the board and one dark fixed block's face among them.
    let board = (0..<9).map { LabColour(l: 67.5 + Double($0 % 3) * 0.3, a: -5.7, b: -5.4) }
    let face = LabColour(l: 29, a: -2.9, b: -3.1)
    #expect(Self.check.oddSolidTiles(board + [face], classes: Self.classes, reach: 4) == [9])
  }

  @Test func aFigureDrawnOverAnEmptyTileIsNoBlock() {
    // The same odd tile, but of a colour no class has (an arrow drawn over the board).
    let board = (0..<9).map { LabColour(l: 67.5 + Double($0 % 3) * 0.3, a: -5.7, b: -5.4) }
    let figure = LabColour(l: 37, a: 15, b: 15)
    #expect(Self.check.oddTiles(board + [figure], board: Self.classes.board) == [9])
    #expect(Self.check.oddSolidTiles(board + [figure], classes: Self.classes, reach: 4).isEmpty)
  }

  @Test func aProfileWithoutPolaritiesHasTheShippedOnes() throws {
    var profile = try ThemeLibrary.builtIn().profile(named: "original-1")
    #expect(profile.scan.polarities == nil)
    #expect(profile.scan.seamPolarity == .darker)
    profile.scan.polarities = MeasuredPolarities(seam: .either, board: .lighter)
    let again = try ThemeProfile.decode(profile.encodedJSON(), file: "x.json")
    #expect(again.scan.polarities == MeasuredPolarities(seam: .either, board: .lighter))
  }
}
