import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Testing

@testable import Scanner

/// What the geometry stage takes as evidence besides the board's outline: the square the
/// homography put the board at, a prisoner standing upright, an exit only assumed.
@Suite("Geometry cues")
struct GeometryCueTests {
  static func location(_ board: PixelRect) -> BoardLocation {
    BoardLocation(board: board, workingStride: 1, touchesImageEdge: false, candidates: [])
  }

  static let size = PixelSize(width: 600, height: 600)

  static let expected = ExpectedBoard(
    square: PixelRect(x: 100, y: 100, width: 400, height: 400), policy: .standard)

  @Test func aRectifiedReadingKeepsTheSquaresWhereTheBoardWasPut() throws {
    let near = PixelRect(x: 104, y: 98, width: 398, height: 401)
    let margin = PixelRect(x: 0, y: 0, width: 600, height: 600)
    let found = Self.expected.constrain(
      .success([Self.location(margin), Self.location(near)]), stride: 2, size: Self.size,
      considered: [])
    let boards = try found.get().map(\.board)
    #expect(boards == [near])
  }

  @Test func aSquareJoinedToTheMarginsGivesWayToTheExpectedSquare() throws {
    let margin = PixelRect(x: 0, y: 0, width: 600, height: 600)
    let found = try Self.expected.constrain(
      .success([Self.location(margin)]), stride: 2, size: Self.size, considered: []
    ).get()
    #expect(found.map(\.board) == [Self.expected.square])
    #expect(found.first?.workingStride == 2)
    #expect(found.first?.touchesImageEdge == false)
    // (A board-only crop's square stays at the rectified image's edge.)
    let crop = ExpectedBoard(
      square: PixelRect(x: 1, y: 0, width: 400, height: 400), policy: .standard)
    let edge = try crop.constrain(
      .success([Self.location(PixelRect(x: 0, y: 0, width: 500, height: 500))]), stride: 2,
      size: PixelSize(width: 500, height: 500), considered: []
    ).get()
    #expect(edge.first?.board == crop.square)
    #expect(edge.first?.touchesImageEdge == true)
  }

  @Test func squaresElsewhereAndFailuresAreLeftAsTheyAre() throws {
    let elsewhere = PixelRect(x: 0, y: 0, width: 90, height: 90)
    let found = try Self.expected.constrain(
      .success([Self.location(elsewhere)]), stride: 2, size: Self.size, considered: []
    ).get()
    #expect(found.map(\.board) == [elsewhere])
    let failure = Self.expected.constrain(
      .failure(.noDarkRegion(theme: "t", minimumSide: 40)), stride: 2, size: Self.size,
      considered: [])
    #expect((try? failure.get()) == nil)
  }

  @Test func aRotatedRectangleIsMadeSquareTowardsTheUprightCentre() {
    // 100 wide, 80 high, axis-aligned for clarity; the upright board's centre lies lower.
    let rectangle = BoardQuadrilateral(
      corners: [
        ImagePoint(x: 0, y: 0), ImagePoint(x: 100, y: 0), ImagePoint(x: 100, y: 80),
        ImagePoint(x: 0, y: 80),
      ], residual: 0, inlierShare: 1)
    let square = rectangle.squared(
      towards: ImagePoint(x: 50, y: 70), slack: 0.08, maximumSkew: 1.5)
    for length in square.sideLengths { #expect(abs(length - 100) < 1e-6) }
    // (Moved down by the whole 10 it may: the old sides stay inside.)
    #expect(abs(square.corners[0].y - 0) < 1e-6 && abs(square.corners[2].y - 100) < 1e-6)
    let nearlySquare = BoardQuadrilateral(
      corners: [
        ImagePoint(x: 0, y: 0), ImagePoint(x: 100, y: 0), ImagePoint(x: 100, y: 95),
        ImagePoint(x: 0, y: 95),
      ], residual: 0, inlierShare: 1)
    #expect(nearlySquare.squared(towards: nil, slack: 0.08, maximumSkew: 1.5) == nearlySquare)
  }

  /// A `size` x `size` image of one colour holding a square of another, of side `side`,
  /// rotated by `degrees` about the centre.
  static func pictureOnBackground(size: Int, side: Double, degrees: Double) -> RGBAImage {
    var image = RGBAImage(width: size, height: size, fill: RGBA(red: 24, green: 24, blue: 26))
    for y in 0..<size {
      for x in 0..<size {
        let (u, v) = GeometryTests.squareFrame(x: x, y: y, size: size, degrees: degrees)
        if abs(u) <= side / 2, abs(v) <= side / 2 {
          image[x, y] = RGBA(red: 90, green: 60, blue: 30)
        }
      }
    }
    return image
  }

  @Test func aPictureRotatedOnAPlainBackgroundHasItsOwnOutline() throws {
    let image = Self.pictureOnBackground(size: 240, side: 200, degrees: 8)
    let quad = try #require(ContentOutline.standard.quadrilateral(of: image, stride: 1))
    #expect(abs(quad.angle - 8) < 0.5, "angle \(quad.angle)")
    for length in quad.sideLengths { #expect(abs(length - 200) < 4, "side \(length)") }
    // Corners of different colours: no plain background, no outline. (A corner's colour is the
    // median of a few pixels there: one pixel alone, noise, does not change it.)
    var upright = image
    for y in 0..<3 {
      for x in 0..<3 { upright[x, y] = RGBA(red: 200, green: 200, blue: 200) }
    }
    #expect(ContentOutline.standard.quadrilateral(of: upright, stride: 1) == nil)
  }

  @Test func aPrisonerStandingUprightShowsAQuarterTurn() {
    let column = [Cell(row: 2, column: 3), Cell(row: 3, column: 3)]
    let row = [Cell(row: 2, column: 3), Cell(row: 2, column: 4)]
    let apart = [Cell(row: 1, column: 3), Cell(row: 3, column: 3)]
    #expect(GeometryStage.standsUpright(.prisonerShape(cells: column)))
    #expect(!GeometryStage.standsUpright(.prisonerShape(cells: row)))
    #expect(!GeometryStage.standsUpright(.prisonerShape(cells: apart)))
    #expect(!GeometryStage.standsUpright(.noPrisoner(reddest: column[0], share: 0)))
    #expect(!GeometryStage.standsUpright(nil))
  }

  @Test func aStandingPrisonerOnTheLargestBoardStandsInForAReadingThatGotFurther() {
    func reading(_ board: PixelRect, _ error: ScanError) -> ScanReport {
      var report = ScanReport(imageWidth: 600, imageHeight: 600)
      report.location = Self.location(board)
      report.error = error
      return report
    }
    let standing = [Cell(row: 1, column: 2), Cell(row: 2, column: 2)]
    let panel = reading(
      PixelRect(x: 500, y: 0, width: 100, height: 100),
      .noPrisoner(reddest: Cell(row: 0, column: 0), share: 0))
    let small = reading(
      PixelRect(x: 0, y: 0, width: 200, height: 200), .prisonerShape(cells: standing))
    let board = reading(
      PixelRect(x: 0, y: 0, width: 480, height: 480), .prisonerShape(cells: standing))
    func standIn(instead chosen: ScanReport, among readings: [ScanReport]) -> PixelRect? {
      GeometryStage.standingReading(instead: chosen, among: readings, areaRatio: 2).location?
        .board
    }
    #expect(standIn(instead: panel, among: [panel, small, board]) == board.location?.board)
    // A reading that stands upright itself, or no standing prisoner: the chosen one stays.
    #expect(standIn(instead: small, among: [board]) == small.location?.board)
    #expect(standIn(instead: panel, among: [panel]) == panel.location?.board)
    // A board read on a square much smaller than the standing prisoner's (a few tiles of the
    // turned board read with another model) gives way to it; one of about its size stays.
    var tiles = reading(
      PixelRect(x: 0, y: 0, width: 300, height: 300),
      .noPrisoner(
        reddest: Cell(row: 0, column: 0), share: 0))
    tiles.error = nil
    tiles.puzzle = try? Puzzle(notation: "ooooooooooooAAoooooooooooooooooooooo")
    #expect(standIn(instead: tiles, among: [tiles, board]) == board.location?.board)
    var large = tiles
    large.location = Self.location(PixelRect(x: 0, y: 0, width: 400, height: 400))
    #expect(standIn(instead: large, among: [large, board]) == large.location?.board)
  }

  @Test func aRotatedCropKeepsOnlyTheMarginTheImageHoldsBeyondEachSide() {
    // A square of side 100 rotated a little, 10 px below the image's top edge, its left side
    // 4 px from the image's left edge, its right side 40 px from the right edge; rectified at
    // twice the size.
    let corners = [
      ImagePoint(x: 6, y: 10), ImagePoint(x: 106, y: 12), ImagePoint(x: 104, y: 112),
      ImagePoint(x: 4, y: 110),
    ]
    let size = PixelSize(width: 146, height: 220)
    let margins = GeometryStage.cropMargins(corners: corners, full: 25, scale: 2, size: size)
    #expect(margins == [20, 25, 25, 8])
    // A corner at the image's edge leaves no margin on the sides that meet there.
    let touching = corners.map { ImagePoint(x: $0.x, y: $0.y - 10) }
    let cut = GeometryStage.cropMargins(corners: touching, full: 25, scale: 2, size: size)
    #expect(cut[0] == 0 && cut[3] == 0 && cut[1] == 25)
  }

  @Test func aScreenWithItsHeaderBelowTheBoardIsUpsideDown() {
    let image = RGBAImage(width: 300, height: 500, fill: RGBA(red: 24, green: 24, blue: 26))
    let stage = GeometryStage(
      reader: ViewReader(scanner: WildPerturbationTests.scanner), image: image)
    func reading(boardAt y: Int, side: Int = 280) -> ScanReport {
      var report = ScanReport(imageWidth: 300, imageHeight: 500)
      report.location = Self.location(PixelRect(x: 10, y: y, width: side, height: side))
      return report
    }
    // (The margins above and below the 280 px board: 60 and 160, 160 and 60, 110 and 110.)
    #expect(stage.layoutShowsUpsideDown(reading(boardAt: 60)))
    #expect(!stage.layoutShowsUpsideDown(reading(boardAt: 160)))
    #expect(!stage.layoutShowsUpsideDown(reading(boardAt: 110)))
    // A board at the image's edge (a crop, a figure) shows no layout.
    #expect(!stage.layoutShowsUpsideDown(reading(boardAt: 0, side: 300)))
    // The header above the board shows it upright; equal margins show neither.
    #expect(stage.layoutShowsUpright(reading(boardAt: 160)))
    #expect(!stage.layoutShowsUpright(reading(boardAt: 60)))
    #expect(!stage.layoutShowsUpright(reading(boardAt: 110)))
    #expect(!stage.layoutShowsUpright(reading(boardAt: 0, side: 300)))
  }

  @Test func aScreenShowingTheBoardUprightOutweighsItsShadingWhateverTheExit() throws {
    let image = RGBAImage(width: 300, height: 500, fill: RGBA(red: 24, green: 24, blue: 26))
    let stage = GeometryStage(
      reader: ViewReader(scanner: WildPerturbationTests.scanner), image: image)
    // A daily puzzle with its exit on the left, only its prisoner on the board, whose theme
    // lights the prisoner so that the shading shows a quarter turn.
    func reading(boardAt y: Int) throws -> ScanReport {
      var report = ScanReport(imageWidth: 300, imageHeight: 500)
      report.location = Self.location(PixelRect(x: 10, y: y, width: 280, height: 280))
      report.puzzle = try Puzzle(
        board: Board(notation: "ooooooooooooooooAAoooooooooooooooooo"),
        exit: try Exit(side: .left, row: 2))
      report.rank = 0.97
      report.geometry = BoardGeometry(
        corners: [], angle: 0, turn: .none, skew: 0, sideRatio: 1, homography: nil,
        rectifiedSize: nil,
        shading: ShadingEvidence(edges: [0, 0.3, 0, -0.3], tiles: 2, turn: .clockwise))
      return report
    }
    var turned = try reading(boardAt: 110)
    turned.puzzle = try Puzzle(
      board: Board(notation: "ooooooooooooAAoooooooooooooooooooooo"), exit: .standard)
    // Its header above it (margins 160 and 60): the screen is upright, so the board is.
    let upright = try reading(boardAt: 160)
    #expect(stage.oriented(upright) { _ in turned }.puzzle == upright.puzzle)
    // Equal margins show no layout: the shading turns it.
    let plain = try reading(boardAt: 110)
    #expect(stage.oriented(plain) { _ in turned }.puzzle == turned.puzzle)
  }

  /// A rotated board whose frame is cut by the image's edge on one side (the margin on the
  /// others shows the chute), quadrilaterals that took in part of the frame or lean a little
  /// otherwise (the board found inside the rectified image refines them, a few times over), and screens rotated on a dark desk whose board
  /// joins the desk (read through the screen's own outline).
  @Test(arguments: [
    ("nivent-puzzle3.png", Imaging.Perturbation.rotatePlus2),
    ("nivent-puzzle7.jpg", .rotateMinus4),
    ("nivent-puzzle1.jpg", .rotatePlus8), ("nivent-puzzle3.png", .rotatePlus8),
    ("nivent-puzzle3.png", .rotateMinus4), ("nivent-puzzle3.png", .rotateMinus10),
  ])
  func readsBoardsWhoseQuadrilateralTookInTheFrame(
    _ file: String, _ change: Imaging.Perturbation
  ) throws {
    try readsTurnedAndRotatedScreensFromTheirOwnCues(file, change)
  }

  /// On a board lighter than its blocks, the steps the shading measures (from a dark gap into a
  /// block's lit edge) are not there: its shading shows no side and turns nothing (the
  /// calibrate tutorial's first screenshot, a light board no profile knows, read upright).
  @Test func aBoardLighterThanItsBlocksShowsNoShading() throws {
    let (puzzle, report) = try FallbackTests.scanRender(
      "BBoCoooDoCEEoDAAFGHoIIFGHoJKKoLLJxoo", exitRow: 2, theme: 6, layout: .tallPhone, seed: 11)
    #expect(report.model?.polarities?.board == .lighter)
    let shading = try #require(report.geometry?.shading)
    #expect(shading.tiles == 0 && shading.turn == nil)
    #expect(shading.contrast(0, over: 2, floor: 40) == 0)
    #expect(report.puzzle?.board.canonicalized() == puzzle.board.canonicalized())
    #expect(report.geometry?.turn == BoardTurn.none)
  }

  /// Frameless crops (no chute to see) and a screen whose only block is the prisoner (too few
  /// tiles for the shading), turned or rotated.
  @Test(arguments: [
    ("syedecryptr-sample.png", Imaging.Perturbation.turn180),
    ("syedecryptr-sample.png", .turn90), ("syedecryptr-sample3.png", .turn270),
    ("syedecryptr-sample2.png", .rotatePlus2), ("nivent-puzzle6.jpg", .turn90),
    ("nivent-puzzle6.jpg", .turn270), ("nivent-puzzle2.png", .turn90),
    ("nivent-puzzle2.png", .turn270), ("nivent-puzzle6.jpg", .turn180),
  ])
  func readsTurnedAndRotatedScreensFromTheirOwnCues(
    _ file: String, _ change: Imaging.Perturbation
  ) throws {
    let sample = try #require(WildPerturbationTests.samples.first { $0.file == file })
    let image = change.apply(to: try ImageFile.read(path: sample.path).image)
    let report = WildPerturbationTests.scanner.scan(image)
    #expect(
      WildPerturbationTests.isExact(report, sample.label),
      "\(report.error?.description ?? "") \(report.confidence) \(report.warnings.map(\.message))")
  }
}
