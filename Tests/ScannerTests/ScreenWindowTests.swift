import Imaging
import Testing

@testable import Scanner

@Suite("The picture inside a plain surround (an emulator's screen in a desktop window)")
struct ScreenWindowTests {
  /// A `width` x `height` image of `surround` holding a striped picture at `picture`.
  static func desktop(width: Int, height: Int, surround: RGBA, picture: PixelRect) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: surround)
    for y in picture.y..<picture.maxY {
      for x in picture.x..<picture.maxX {
        let light = (x / 7 + y / 11) % 2 == 0
        image[x, y] =
          light ? RGBA(red: 200, green: 150, blue: 90) : RGBA(red: 90, green: 60, blue: 40)
      }
    }
    return image
  }

  @Test func findsThePictureWithAMarginAroundIt() throws {
    let picture = PixelRect(x: 400, y: 40, width: 300, height: 540)
    let image = Self.desktop(
      width: 1280, height: 800, surround: RGBA(red: 32, green: 33, blue: 36), picture: picture)
    let box = try #require(ScreenWindow.standard.find(in: image, stride: 4, minimumSide: 36))
    #expect(box.intersection(picture) == picture)
    // A margin, not the whole image.
    #expect(box.width < picture.width + 120)
    #expect(box.height <= 800)
    #expect(box.x > 300)
  }

  @Test func findsNothingWhenThePictureFillsTheImage() {
    let image = Self.desktop(
      width: 400, height: 300, surround: RGBA(red: 32, green: 33, blue: 36),
      picture: PixelRect(x: 10, y: 10, width: 380, height: 280))
    #expect(ScreenWindow.standard.find(in: image, stride: 2, minimumSide: 36) == nil)
  }

  @Test func findsNothingWithoutAPlainSurround() {
    // A gradient to every edge: no colour holds half of the border.
    var image = RGBAImage(width: 400, height: 300)
    for y in 0..<300 {
      for x in 0..<400 {
        image[x, y] = RGBA(red: UInt8(x * 255 / 399), green: UInt8(y * 255 / 299), blue: 128)
      }
    }
    #expect(ScreenWindow.standard.find(in: image, stride: 2, minimumSide: 36) == nil)
  }
}
