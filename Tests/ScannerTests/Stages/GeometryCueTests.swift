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
    square: PixelRect(x: 100, y: 100, width: 400, height: 400), options: .standard)

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
      square: PixelRect(x: 1, y: 0, width: 400, height: 400), options: .standard)
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

  /// Frameless crops (no chute to see) and a screen whose only block is the prisoner (too few
  /// tiles for the shading), turned or rotated.
  @Test(arguments: [
    ("syedecryptr-sample.png", Imaging.Perturbation.turn180),
    ("syedecryptr-sample.png", .turn90), ("syedecryptr-sample3.png", .turn270),
    ("syedecryptr-sample2.png", .rotatePlus2), ("nivent-puzzle6.jpg", .turn90),
    ("nivent-puzzle6.jpg", .turn270),
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
