import Gestures
import Imaging
import Puzzle
import Testing

/// The parts of a gesture: the board's map, the planner, timing, device scaling and replay.
@Suite("Gesture parts")
struct GesturePartsTests {
  static let board = try? Board(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")

  @Test func mapsTileCentresOfAnUprightBoardIntoItsRectangle() throws {
    let map = try #require(BoardScreenMap(tileArea: PixelRect(x: 100, y: 200, width: 600, height: 600)))
    let centre = map.imagePoint(column: 0.5, row: 2.5)
    #expect(abs(centre.x - 150) < 1e-6 && abs(centre.y - 450) < 1e-6)
    let back = map.boardPoint(ImagePoint(x: 650, y: 750))
    #expect(abs(back.x - 5.5) < 1e-6 && abs(back.y - 5.5) < 1e-6)
  }

  @Test func swipeStartsAtTheBlockCentreAndRunsItsDistance() throws {
    let board = try #require(Self.board)
    let map = try #require(BoardScreenMap(tileArea: PixelRect(x: 0, y: 0, width: 600, height: 600)))
    // K (row 5, columns 1-2) left 1: from its centre (200, 550) one tile left.
    let gestures = try GesturePlanner(map: map).gestures(
      for: [Move(block: "K", direction: .left, distance: 1)], from: board)
    #expect(gestures == [Gesture(start: ImagePoint(x: 200, y: 550), end: ImagePoint(x: 100, y: 550), durationMs: 200)])
    #expect(gestures[0].adbCommand == "adb shell input swipe 200 550 100 550 200")
  }

  @Test func longerSwipesLastLonger() {
    let timing = GestureTiming.standard
    #expect(timing.milliseconds(forDistance: 1) == 200)
    #expect(timing.milliseconds(forDistance: 3) == 300)
    #expect(GestureTiming(baseMilliseconds: 100).milliseconds(forDistance: 5) == 200)
  }

  @Test func scalesToADeviceOfTheSameShape() throws {
    let device = try DeviceScreen(
      screenshot: PixelSize(width: 540, height: 960), device: PixelSize(width: 1080, height: 1920))
    let point = device.apply(ImagePoint(x: 10, y: 20))
    #expect(point == ImagePoint(x: 20, y: 40))
  }

  @Test func refusesADeviceOfAnotherShape() {
    #expect(
      throws: GestureError.aspectRatioDiffers(
        screenshot: PixelSize(width: 540, height: 960), device: PixelSize(width: 1080, height: 2400),
        difference: abs((1080.0 / 2400) / (540.0 / 960) - 1))
    ) {
      try DeviceScreen(
        screenshot: PixelSize(width: 540, height: 960), device: PixelSize(width: 1080, height: 2400))
    }
  }

  @Test(arguments: ["1080", "0x100", "axb", "1080x1920x3", ""])
  func refusesMalformedScreenSizes(_ text: String) {
    #expect(throws: GestureError.self) { try DeviceScreen.size(parsing: text) }
  }

  @Test func replayCatchesASwipeThatMissesItsBlock() throws {
    let board = try #require(Self.board)
    let map = try #require(BoardScreenMap(tileArea: PixelRect(x: 0, y: 0, width: 600, height: 600)))
    let replay = GestureReplay(map: map)
    // (0, 0) is empty.
    let miss = Gesture(start: ImagePoint(x: 50, y: 50), end: ImagePoint(x: 50, y: 150), durationMs: 200)
    #expect(throws: GestureReplay.Failure.missesBlock(index: 0, cell: Cell(row: 0, column: 0))) {
      try replay.play([miss], from: board)
    }
    // Half a tile is no move.
    let short = Gesture(start: ImagePoint(x: 200, y: 550), end: ImagePoint(x: 160, y: 550), durationMs: 200)
    #expect(throws: GestureReplay.Failure.self) { try replay.play([short], from: board) }
    // K left 1 replays as K left 1.
    let swipe = Gesture(start: ImagePoint(x: 200, y: 550), end: ImagePoint(x: 100, y: 550), durationMs: 200)
    #expect(try replay.move(of: swipe, on: board) == Move(block: "K", direction: .left, distance: 1))
  }
}
