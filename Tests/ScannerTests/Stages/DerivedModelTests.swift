import Imaging
import Puzzle
import Renderer
import Testing
import Themes

@testable import Scanner

/// The model derived from the image alone (`FallbackModel`), for a theme no profile knows: the
/// board on either side of its blocks, the prisoner as the block colour apart (whatever its
/// hue), single tiles apart as fixed blocks.
@Suite("A model derived from the image's own structure")
struct DerivedModelTests {
  static let fallback = FallbackModel(policy: .standard)
  static let board = "BBoCCCoooDEEoAADoFGHHIoFGooIJJKKKooo"

  /// Tile colours (row-major) for `rows`: `.` board, `r` the prisoner, any other letter wood,
  /// each tile with a small lightness wobble as wood grain gives.
  static func medians(
    _ rows: [String], board: LabColour, wood: LabColour, prisoner: LabColour,
    odd: LabColour? = nil
  ) -> [LabColour] {
    rows.joined().enumerated().map { index, letter in
      let wobble = Double(index % 3) - 1
      var colour: LabColour
      switch letter {
      case ".": colour = board
      case "r": colour = prisoner
      case "x": colour = odd ?? board
      default: colour = wood
      }
      colour.l += wobble
      return colour
    }
  }

  static let rows = ["BB.CCC", "...DEE", ".rrD..", "FGHHI.", "FG..IJ", "KKK..J"]

  @Test func findsACyanPrisonerAmongBlueWoodWhereRednessFindsNone() {
    let blue = LabColour(l: 45, a: 5, b: -40)
    let cyan = LabColour(l: 70, a: -25, b: -20)
    let medians = Self.medians(
      Self.rows, board: LabColour(l: 30, a: 0, b: -5), wood: blue, prisoner: cyan)
    let solid = medians.indices.filter { Array(Self.rows.joined())[$0] != "." }
    #expect(Self.fallback.prisonerTiles(medians, solid: solid) == [13, 14])
    // Cyan is less red than the blue wood: by redness (a*) it would be the last pair to pick.
    #expect(cyan.a < blue.a)
  }

  @Test func aBoardOfOneWoodHasNoPrisoner() {
    let wood = LabColour(l: 60, a: 20, b: 35)
    let medians = Self.medians(
      Self.rows, board: LabColour(l: 30, a: 5, b: 10), wood: wood, prisoner: wood)
    let solid = medians.indices.filter { Array(Self.rows.joined())[$0] != "." }
    #expect(Self.fallback.prisonerTiles(medians, solid: solid).isEmpty)
  }

  @Test func aLoneTileApartFromTheBoardIsAFixedBlockNotASecondColour() {
    let board = LabColour(l: 50, a: 5, b: 12)
    let metal = LabColour(l: 28, a: 0, b: 4)
    let one = (0..<20).map { $0 == 7 ? metal : LabColour(l: board.l + Double($0 % 3), a: 5, b: 12) }
    #expect(Self.fallback.outliers(one, in: Array(one.indices)) == [7])
    // Six tiles of another colour are a second colour (blocks read as board), not fixed blocks.
    let six = (0..<20).map { $0 < 6 ? metal : LabColour(l: board.l + Double($0 % 3), a: 5, b: 12) }
    #expect(Self.fallback.outliers(six, in: Array(six.indices)).isEmpty)
  }

  @Test func theThreeLightnessClassesSplitBetweenTheirModes() {
    var histogram = [Int](repeating: 0, count: 101)
    for (mode, count) in [(20, 500), (55, 300), (85, 400)] {
      for offset in -3...3 { histogram[mode + offset] += count }
    }
    let splits = FallbackModel.lightnessClassSplits(histogram)
    #expect(splits.lower > 23 && splits.lower < 52)
    #expect(splits.upper > 58 && splits.upper < 82)
  }

  /// A board rendered in the seeded random wood theme `seed`, and its scan with the shipped
  /// profiles only.
  static func scanned(seed: UInt64) throws -> (Puzzle, ScanReport) {
    let puzzle = try Puzzle(notation: board)
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: RandomWoodTheme.profile(seed: seed), layout: .oldPhone)
    return (puzzle, try BoardScanner.withShippedThemes().scan(rendered.image))
  }

  @Test func readsABoardLighterThanItsBlocksWithTheModelDerivedForIt() throws {
    #expect(RandomWoodTheme.hasLightBoard(seed: 9))
    let (puzzle, report) = try Self.scanned(seed: 9)
    let scanned = try #require(report.puzzle, "\(summary(report))")
    #expect(scanned.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    #expect(report.theme == FallbackModel.BoardSide.lighter.attemptName)
    #expect(report.model?.polarities?.board == .lighter)
  }

  @Test func readsAnUnknownDarkBoardSurely() throws {
    #expect(!RandomWoodTheme.hasLightBoard(seed: 4))
    let (puzzle, report) = try Self.scanned(seed: 4)
    let scanned = try #require(report.puzzle, "\(summary(report))")
    #expect(scanned.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    #expect(report.usedFallback)
    #expect(report.confidence >= ScanReport.defaultMinimumConfidence)
  }
}
