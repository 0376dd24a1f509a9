import Gestures
import Imaging
import Testing

/// The numbered arrows drawn over a screenshot.
@Suite("Gesture overlay")
struct GestureOverlayTests {
  @Test func drawsEachArrowAlongItsSwipeAndNothingElsewhere() {
    let grey = RGBA(red: 90, green: 90, blue: 90)
    let image = RGBAImage(width: 300, height: 300, fill: grey)
    let swipe = Gesture(
      start: ImagePoint(x: 50, y: 150), end: ImagePoint(x: 250, y: 150), durationMs: 200)
    let drawn = GestureOverlay(colours: [RGBA(red: 255, green: 214, blue: 0)])
      .draw([swipe], on: image, tileSize: 50)
    // On the shaft, past the label, and at the head: the arrow's colour.
    #expect(drawn[150, 150] == RGBA(red: 255, green: 214, blue: 0))
    #expect(drawn[240, 150] == RGBA(red: 255, green: 214, blue: 0))
    // Away from it: untouched.
    #expect(drawn[150, 50] == grey && drawn[150, 250] == grey && drawn[20, 20] == grey)
    // The label "1" at the start: dark ink on the arrow's colour.
    let label = (40...60).flatMap { x in (140...160).map { drawn[x, $0] } }
    #expect(label.contains(RGBA(red: 0, green: 0, blue: 0)))
  }

  @Test func tileSizeIsTheMapsMeanTileSide() throws {
    let map = try #require(BoardScreenMap(tileArea: PixelRect(x: 10, y: 20, width: 300, height: 300)))
    #expect(abs(map.tileSize - 50) < 1e-9)
  }
}
