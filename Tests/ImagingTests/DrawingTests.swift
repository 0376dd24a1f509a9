import Imaging
import Testing

@Suite struct DrawingTests {
  static let red = RGBA(red: 255, green: 0, blue: 0)

  @Test func fillRectCoversExactlyItsPixels() {
    var image = RGBAImage(width: 8, height: 6, fill: .white)
    let rect = PixelRect(x: 2, y: 1, width: 3, height: 4)
    image.fillRect(rect, colour: Self.red)
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = rect.contains(PixelPoint(x: x, y: y))
        #expect(image[x, y] == (inside ? Self.red : .white), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func drawingFarOutsideNeverTraps() {
    var image = RGBAImage(width: 5, height: 5, fill: .white)
    let original = image
    image.fillRect(PixelRect(x: -100, y: -100, width: 50, height: 50), colour: Self.red)
    image.drawLine(
      from: ImagePoint(x: -1e300, y: 3), to: ImagePoint(x: -1e300, y: 1e300), colour: Self.red,
      lineWidth: 3)
    image.drawLine(
      from: ImagePoint(x: .nan, y: 3), to: ImagePoint(x: 2, y: 2), colour: Self.red)
    image.fillCircle(centre: ImagePoint(x: 1e9, y: 1e9), radius: 10, colour: Self.red)
    image.fillPolygon(
      [ImagePoint(x: 100, y: 100), ImagePoint(x: 200, y: 100), ImagePoint(x: 150, y: 300)],
      colour: Self.red)
    image.drawText("hello", at: PixelPoint(x: -1000, y: 3), colour: Self.red, backing: .black)
    #expect(image == original)
  }
}
