import Gestures
import Imaging
import Puzzle
import Scanner
import Solver
import Testing

/// The replay catches gestures placed through the wrong geometry: it is no check that passes
/// whatever the gestures.
@Suite("Gesture replay can fail")
struct GestureReplayCanFailTests {
  /// A board turned a quarter and rotated 2 degrees (render 26 of the replay suite's).
  static let turned = GestureReplayTests.RenderCase(
    index: 26, notation: "BBBCCGoooFoGAAoFooEooDDDEoooooEooooo", layout: .boardOnly,
    rotation: 2, quarterTurns: 1, perspective: 0)

  /// The render scanned and solved, its independent replay, and the scan's map.
  struct Scanned {
    var report: ScanReport
    var puzzle: Puzzle
    var expected: Puzzle
    var solution: Solution
    var replay: GestureReplay
    var through: String
    var map: BoardScreenMap
  }

  static func scanned() throws -> Scanned {
    let render = try GestureReplayTests.render(Self.turned)
    let report = GestureCheck.scanner.scan(render.image)
    let puzzle = try #require(report.puzzle)
    let (replay, through) = try #require(
      GestureCheck.reference(image: render.image, label: render.label))
    return Scanned(
      report: report, puzzle: puzzle, expected: try #require(render.label.puzzle),
      solution: try #require(Solver.solve(puzzle).solution), replay: replay, through: through,
      map: try #require(BoardScreenMap(report: report)))
  }

  @Test func gesturesThatIgnoreTheQuarterTurnDoNotReplay() throws {
    let (report, puzzle, expected, solution, replay, through, map) = try Self.scanned().parts
    let right = try GesturePlanner(map: map).gestures(for: solution.moves, from: puzzle.board)
    let good = GestureCheck.replay(
      right, solution: solution, on: expected, through: replay, named: through)
    #expect(good == .replayed(gestures: solution.count, through: through))
    // The grid of the rectified image taken as the original image's: the turn and the
    // rotation are lost.
    var flat = report
    flat.geometry?.homography = nil
    let wrongMap = try #require(BoardScreenMap(report: flat))
    let wrong = try GesturePlanner(map: wrongMap).gestures(
      for: solution.moves, from: puzzle.board)
    let bad = GestureCheck.replay(
      wrong, solution: solution, on: expected, through: replay, named: through)
    guard case .failed = bad else {
      Issue.record("gestures through the wrong geometry replayed: \(bad)")
      return
    }
  }

  @Test func gesturesOffByOneTileDoNotReplay() throws {
    let (_, puzzle, expected, solution, replay, through, map) = try Self.scanned().parts
    var gestures = try GesturePlanner(map: map).gestures(for: solution.moves, from: puzzle.board)
    // The last swipe one tile longer: the prisoner's slide, cut short or overshooting.
    let last = gestures[gestures.count - 1]
    let tile = map.imagePoint(column: 1, row: 0)
    let origin = map.imagePoint(column: 0, row: 0)
    let (dx, dy) = (last.end.x - last.start.x, last.end.y - last.start.y)
    let length = (dx * dx + dy * dy).squareRoot()
    let step = ((tile.x - origin.x) * (tile.x - origin.x) + (tile.y - origin.y) * (tile.y - origin.y)).squareRoot()
    gestures[gestures.count - 1].end = ImagePoint(
      x: last.end.x - dx / length * step, y: last.end.y - dy / length * step)
    let outcome = GestureCheck.replay(
      gestures, solution: solution, on: expected, through: replay, named: through)
    guard case .failed = outcome else {
      Issue.record("a swipe a tile short replayed: \(outcome)")
      return
    }
  }
}

extension GestureReplayCanFailTests.Scanned {
  /// Every field, for a destructuring `let`.
  var parts:
    (ScanReport, Puzzle, Puzzle, Solution, GestureReplay, String, BoardScreenMap)
  { (report, puzzle, expected, solution, replay, through, map) }
}
