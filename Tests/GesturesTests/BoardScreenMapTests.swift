import Gestures
import Imaging
import Puzzle
import Renderer
import Scanner
import Testing

/// The map a scan measures is the board's tile area (where the blocks slide), not its frame:
/// its corners are the render's own, wherever the render put them.
@Suite("The scan's map of the board")
struct BoardScreenMapTests {
  static let cases: [GestureReplayTests.RenderCase] = [
    .init(index: 1, notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .oldPhone, rotation: 0, quarterTurns: 0, perspective: 0),
    .init(index: 2, notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .oldPhone, rotation: 7, quarterTurns: 0, perspective: 0),
    .init(index: 3, notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .oldPhone, rotation: 0, quarterTurns: 3, perspective: 0),
    .init(index: 4, notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .oldPhone, rotation: -3, quarterTurns: 0, perspective: 0.06),
  ]

  @Test(arguments: cases)
  func cornersAreTheRendersTileArea(_ renderCase: GestureReplayTests.RenderCase) throws {
    let render = try GestureReplayTests.render(renderCase)
    let report = GestureCheck.scanner.scan(render.image)
    try #require(report.puzzle != nil, "the render was not read")
    let map = try #require(BoardScreenMap(report: report))
    let truth: [ImagePoint]
    if case .array(let values)? = render.label.attributes["boardCorners"] {
      truth = values.compactMap { value in
        guard case .object(let point) = value, let x = GestureCheck.number(point["x"]),
          let y = GestureCheck.number(point["y"])
        else { return nil }
        return ImagePoint(x: x, y: y)
      }
    } else {
      let rect = try #require(render.boardRect)
      truth = [
        ImagePoint(x: Double(rect.x), y: Double(rect.y)),
        ImagePoint(x: Double(rect.maxX), y: Double(rect.y)),
        ImagePoint(x: Double(rect.maxX), y: Double(rect.maxY)),
        ImagePoint(x: Double(rect.x), y: Double(rect.maxY)),
      ]
    }
    try #require(truth.count == 4)
    let tile = try #require(render.tileSize)
    // Each corner within a fifth of a tile of the render's (a map that took in the frame would
    // be off by the rim's width), in the board's own order (its top-left first, whatever the
    // turn).
    for (found, expected) in zip(map.corners, truth) {
      let distance = ((found.x - expected.x) * (found.x - expected.x)
        + (found.y - expected.y) * (found.y - expected.y)).squareRoot()
      #expect(distance < tile / 5, "corner \(found) is \(distance) px from \(expected)")
    }
  }
}
