import Imaging
import Puzzle
import Scanner
import Testing

@testable import Calibration

@Suite("Calibration checks its board location before blaming a label")
struct LocationCheckTests {
  /// A real screenshot located as calibration locates it.
  static func located(_ name: String) throws -> ScreenshotEvidence {
    try SharedScreenshots.calibrator.locate(try SharedScreenshots.load(name))
  }

  /// `evidence` with its board moved by (`dx`, `dy`) pixels and nothing else found.
  static func moved(_ evidence: ScreenshotEvidence, dx: Int, dy: Int) -> ScreenshotEvidence {
    var moved = evidence
    let board = evidence.location.board
    moved.location = BoardLocation(
      board: PixelRect(x: board.x + dx, y: board.y + dy, width: board.width, height: board.height),
      workingStride: 1, touchesImageEdge: false, candidates: [])
    moved.alternatives = []
    return moved
  }

  @Test(arguments: ["unblocker-E-29.jpg", "unblocker-I-4.png"])
  func aCorrectLocationFitsItsLabel(name: String) throws {
    let evidence = try Self.located(name)
    let check = SharedScreenshots.calibrator.checkLocation(
      evidence, model: SharedScreenshots.shipped[0].scan)
    #expect(!check.misplaced, "\(check.description)")
    #expect(check.located.tilesFollowing >= 34, "\(check.description)")
    #expect(check.description.contains("the label fits it ("))
  }

  @Test func aBoardLocatedHalfATileOffIsBlamedInsteadOfTheLabel() throws {
    let evidence = try Self.located("unblocker-E-29.jpg")
    let truth = evidence.location.board
    let half = Int((evidence.location.tileWidth / 2).rounded())
    let moved = Self.moved(evidence, dx: half, dy: 0)
    var measurements: [CalibrationMeasurement] = []
    do {
      _ = try SharedScreenshots.calibrator.fit(
        name: "moved", description: nil, evidence: [moved], measurements: &measurements)
      Issue.record("a board half a tile off calibrated without complaint")
    } catch {
      guard case .boardMisplaced(let image, _, let check, let disagreements) = error else {
        Issue.record("expected the location to be blamed, got \(error)")
        return
      }
      #expect(image == evidence.shot.imagePath)
      #expect(!disagreements.isEmpty)
      #expect(check.misplaced)
      let better = try #require(check.better, "\(check.description)")
      // The place that fits the label is the true board (within a sixth of a tile).
      let tolerance = Int(evidence.location.tileWidth / 6) + 1
      #expect(abs(better.board.x - truth.x) <= tolerance, "\(check.description)")
      #expect(abs(better.board.y - truth.y) <= tolerance, "\(check.description)")
      #expect(better.tilesFollowing > check.located.tilesFollowing)
      let board = moved.location.board
      #expect(
        error.description.hasPrefix(
          "\(evidence.shot.imagePath): board located at \(board.x),\(board.y) size "
            + "\(board.width)x\(board.height) (tile "))
      #expect(error.description.contains("the location is probably wrong, not the label"))
      // The overlay's measurements say so too, and blame no tile of the label.
      let measured = try #require(measurements.first)
      #expect(!measured.passed)
      #expect(measured.verdict.hasPrefix("CALIBRATION: BOARD PROBABLY MISPLACED: board located"))
      #expect(measured.report.location?.board == board)
      #expect(measured.notes.contains { $0.hasPrefix("location check: board located at") })
    }
  }

  /// Shifts of the board, in tiles.
  static let shifts: [(Double, Double)] = [(0.5, 0), (0, -0.5), (1.0 / 3, 1.0 / 3), (-1.0 / 3, 0)]

  @Test(arguments: ["unblocker-E-29.jpg", "unblocker-I-4.png"], shifts)
  func aCorrectLabelIsNeverBlamedForAMisplacedBoard(name: String, shift: (Double, Double)) throws {
    let evidence = try Self.located(name)
    let moved = Self.moved(
      evidence, dx: Int((shift.0 * evidence.location.tileWidth).rounded()),
      dy: Int((shift.1 * evidence.location.tileHeight).rounded()))
    do {
      _ = try SharedScreenshots.calibrator.fit(name: "moved", description: nil, evidence: [moved])
    } catch {
      guard case .boardMisplaced = error else {
        Issue.record("a correct label was blamed for a board moved by \(shift) tiles: \(error)")
        return
      }
    }
  }

  @Test func aWrongLabelOnAWellLocatedBoardIsStillTheLabelsFault() throws {
    // E-29 with an extra block N on the empty tiles (3,4) and (3,5): the location fits the
    // rest of the label, so the label is blamed.
    let shot = try LabelErrorTests.relabelled(
      "unblocker-E-29.jpg", "BBBCDEFGGCDEFoAADoHHIoNNoJIKKooJLLMM")
    var measurements: [CalibrationMeasurement] = []
    #expect(throws: CalibrationError.self) {
      _ = try SharedScreenshots.calibrator.calibrate(
        name: "bad", screenshots: [shot], measurements: &measurements)
    }
    let measured = try #require(measurements.first)
    #expect(measured.verdict.hasPrefix("CALIBRATION: LABEL DISAGREES: tile (3,4): label block"))
    #expect(measured.cells == [Cell(row: 3, column: 4), Cell(row: 3, column: 5)])
    #expect(measured.notes.contains { $0.hasPrefix("location check: board located at") })
    #expect(measured.report.tiles.count == 36)
    #expect(measured.report.tile(Cell(row: 3, column: 4))?.finalClass == .block)
    #expect(measured.report.tile(Cell(row: 3, column: 4))?.measuredClass == .empty)
  }

  @Test func seamOrderCountsPairsInOrder() {
    #expect(Calibrator.order([3, 4], above: [1, 2]) == 1)
    #expect(Calibrator.order([1], above: [1, 2]) == 0.25)
    #expect(Calibrator.order([], above: [1]) == nil)
  }
}
