import Foundation
import ImageCodecs
import Imaging
import Puzzle
import TestSupport
import Testing

@testable import Scanner

/// The board as a quadrilateral: line fits, rectification, quarter turns and refusals.
@Suite("Board geometry")
struct GeometryTests {
  /// The centre of cell (`x`, `y`) of a `size` x `size` image in the frame of a square about
  /// the image's centre turned clockwise by `degrees`: (along its sides, across them).
  static func squareFrame(x: Int, y: Int, size: Int, degrees: Double) -> (u: Double, v: Double) {
    let (sine, cosine) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
    let centre = Double(size) / 2
    let dx = Double(x) + 0.5 - centre
    let dy = Double(y) + 0.5 - centre
    return (cosine * dx + sine * dy, -sine * dx + cosine * dy)
  }

  /// A label map (`size` x `size`, label 0) of a square of side `side` centred in it, rotated
  /// by `degrees`, with a notch of `notch` cells sticking out of its right side's middle.
  static func rotatedSquare(size: Int, side: Double, degrees: Double, notch: Int = 0) -> [Int32] {
    var labels = [Int32](repeating: -1, count: size * size)
    for y in 0..<size {
      for x in 0..<size {
        let (u, v) = squareFrame(x: x, y: y, size: size, degrees: degrees)
        let inside = abs(u) <= side / 2 && abs(v) <= side / 2
        let inNotch = u > side / 2 && u <= side / 2 + Double(notch) && abs(v) <= side / 12
        if inside || inNotch { labels[y * size + x] = 0 }
      }
    }
    return labels
  }

  @Test(arguments: [-10.0, -4, 0, 2, 8])
  func fitsTheCornersOfARotatedSquareDespiteTheNotch(_ degrees: Double) throws {
    let labels = Self.rotatedSquare(size: 200, side: 120, degrees: degrees, notch: 6)
    let quad = try #require(
      QuadrilateralFitter.standard.fit(
        labels: labels, label: 0, width: 200, minX: 0, maxX: 199, minY: 0, maxY: 199, stride: 2))
    #expect(abs(quad.angle - degrees) < 0.3, "angle \(quad.angle)")
    for length in quad.sideLengths { #expect(abs(length - 240) < 4, "side \(length)") }
    #expect(quad.distortion.skew < 0.5)
  }

  @Test func shadingTellsTheTurnFromTheLitSide() {
    let meter = ShadingMeter(policy: .standard)
    // Edges: top, right, bottom, left.
    #expect(meter.turn([150, 70, 95, 72]) == BoardTurn.none)
    #expect(meter.turn([95, 72, 150, 70]) == .halfTurn)
    #expect(meter.turn([70, 150, 72, 95]) == .clockwise)
    #expect(meter.turn([72, 95, 70, 150]) == .counterClockwise)
    // Too weak, or both axes alike: no turn.
    #expect(meter.turn([110, 100, 100, 100]) == nil)
    #expect(meter.turn([150, 70, 95, 120]) == nil)
  }

  @Test func shadingMeasuredInATurnedViewIsMovedBackToTheImagesSides() {
    // Edges: top, right, bottom, left, as a view turned upright measured them.
    let upright = ShadingEvidence(
      edges: [150, 70, 95, 72], tiles: 20, turn: BoardTurn.none, spreads: [30, 20, 25, 22])
    let halfTurned = upright.undoing(.halfTurn)
    #expect(halfTurned.edges == [95, 72, 150, 70])
    #expect(halfTurned.spreads == [25, 22, 30, 20])
    #expect(halfTurned.turn == .halfTurn)
    // (A board turned a quarter clockwise has its top at the image's right.)
    let quarter = upright.undoing(.clockwise)
    #expect(quarter.edges == [72, 150, 70, 95])
    #expect(quarter.turn == .clockwise)
    #expect(ShadingMeter(policy: .standard).turn(quarter.edges) == .clockwise)
    #expect(upright.undoing(.none) == upright)
  }

  /// A screenshot turned upside down and seen at an angle: rectified and turned upright, it
  /// reads its puzzle; read as it lies, it is a legal board with its exit on the left. The
  /// reading as it lies carries the rectified view's geometry, whose blocks' shading was
  /// measured turned: moved back to the image's sides, it shows that reading's top darker than
  /// its bottom, and it is not read with confidence (it was, at 0.78, with the turned view's
  /// shading taken as its own).
  @Test func aHalfTurnedScreenSeenAtAnAngleIsNotReadAsItLies() throws {
    let file = Fixtures.samples.appendingPathComponent("geometry/turn-180-orange.jpg")
    let label = try Label(
      json: try Data(
        contentsOf: file.deletingPathExtension().appendingPathExtension("json")),
      file: file.path)
    let image = Imaging.Perturbation.perspective8.apply(
      to: try ImageFile.read(path: file.path).image)
    let report = autoScanner.scan(image)
    if report.verdict() == .read {
      #expect(report.puzzle == label.puzzle, "\(summary(report))")
    }
  }

  static var screenshot: ScreenshotLabel {
    get throws { try #require(ScreenshotLabel.all.first { $0.file == "unblocker-E-29.jpg" }) }
  }

  @Test(arguments: [Imaging.Perturbation.rotateMinus4, .rotatePlus8, .perspective8])
  func readsARotatedOrSkewedScreenThroughAHomography(_ perturbation: Imaging.Perturbation) throws {
    let label = try Self.screenshot
    let report = autoScanner.scan(perturbation.apply(to: try label.image()))
    let puzzle = try #require(report.puzzle, "\(summary(report))")
    #expect(puzzle == label.label.puzzle)
    let geometry = try #require(report.geometry)
    #expect(geometry.turn == BoardTurn.none)
    #expect(geometry.corners.count == 4)
    // (A skewed board that reads as surely without the homography is read as it is.)
    if perturbation == .rotateMinus4 {
      #expect(geometry.isRectified)
      #expect(abs(geometry.angle + 4) < 1.5)
    }
    if perturbation == .rotatePlus8 {
      #expect(geometry.isRectified)
      #expect(abs(geometry.angle - 8) < 1.5)
    }
  }

  @Test(arguments: [
    (Imaging.Perturbation.turn90, BoardTurn.clockwise), (.turn180, .halfTurn),
    (.turn270, .counterClockwise),
  ])
  func readsATurnedScreenAndSaysWhichTurn(_ perturbation: Imaging.Perturbation, _ turn: BoardTurn)
    throws
  {
    let label = try Self.screenshot
    let report = autoScanner.scan(perturbation.apply(to: try label.image()))
    let puzzle = try #require(report.puzzle, "\(summary(report))")
    #expect(puzzle == label.label.puzzle)
    #expect(report.geometry?.turn == turn)
  }

  @Test func readsAnUprightScreenWithoutAHomography() throws {
    let label = try Self.screenshot
    let report = autoScanner.scan(try label.image())
    #expect(report.puzzle == label.label.puzzle)
    #expect(report.geometry?.isRectified == false)
    #expect(report.geometry?.turn == BoardTurn.none)
  }

  /// A crop around the board (its frame's chute on the right) turned upside down leans a
  /// little as its outline is fitted; read as it is, it is a legal board with its exit on the
  /// left, which the blocks' shading (lit from the board's top) speaks against. It must not be
  /// read as that board with confidence.
  @Test func aTurnedCropReadAsItIsAgainstItsShadingIsNoConfidentBoard() throws {
    let file = Fixtures.shared.appendingPathComponent("wild/nivent-puzzle1.jpg").path
    let labelFile = Fixtures.shared.appendingPathComponent("wild/nivent-puzzle1.json").path
    let label = try Label(
      json: try Data(contentsOf: URL(fileURLWithPath: labelFile)), file: labelFile)
    let image = try ImageFile.read(path: file).image
    let board = try #require(autoScanner.scan(image).location?.board)
    let margin = (x: board.width / 20, y: board.height / 20)
    let crop = try image.cropped(
      to: PixelRect(
        x: board.x - margin.x, y: board.y - margin.y, width: board.width + 2 * margin.x,
        height: board.height + 2 * margin.y))
    let report = autoScanner.scan(crop.rotated180())
    if let puzzle = report.puzzle, report.confidence >= 0.5 {
      #expect(puzzle == label.puzzle, "\(summary(report))")
    }
  }

  @Test func refusesABoardRotatedTooFarNamingTheAngle() throws {
    let label = try Self.screenshot
    let image = Imaging.Perturbation.rotated(try label.image(), degrees: 25)
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil)
    guard case .tooDistorted(let angle, _, _, _) = report.error else {
      Issue.record("expected tooDistorted, got \(summary(report))")
      return
    }
    #expect(abs(angle - 25) < 1.5)
    #expect(report.error?.description.contains("rotated by") == true)
  }
}
